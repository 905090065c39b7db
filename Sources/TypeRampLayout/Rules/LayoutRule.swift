import TypeRampCore
import TypeRampMetrics

/// One check over a solved layout: it reads the facts the solver stated (frames, lines, flips, clipped content)
/// and what VoiceOver sees, and decides what is a finding.
///
/// Rules are independent values: each reads only the solved layout's public data, never another rule's output,
/// so their results do not depend on the order they run in.
public protocol LayoutRule: Sendable {
    /// The rule's id, default severity and documentation.
    var descriptor: DiagnosticRule { get }
    /// The rule's findings on one cell, each at the node it is about.
    func check(_ input: RuleInput) -> [Diagnostic]
}

/// What a rule reads: one solved cell and, for rules that compare categories, the same screen solved at the
/// reference category (same width, language and Bold Text).
///
/// Facts several rules need (the placed nodes, the texts, what is hidden from VoiceOver) are worked out once per
/// input, on first use; an input is checked by one thread.
public final class RuleInput {
    /// The cell checked.
    public let solved: SolvedLayout
    /// The same screen at the reference category, when the caller solved it (the audit does); nil otherwise.
    public let reference: SolvedLayout?

    /// Creates an input.
    public init(solved: SolvedLayout, reference: SolvedLayout? = nil) {
        self.solved = solved
        self.reference = reference
    }

    /// The tree.
    public var tree: LayoutTree { solved.tree }

    /// A finding of `rule` on `node`, located at the node's declaration, with the fix said in the words of the
    /// language the node was written in (``RuleFix/said(at:)``). A `suggestion` is used as written, in every language.
    /// With `unverified` (why the layout cannot prove it), the finding is information at this cell.
    public func finding(
        _ rule: DiagnosticRule, _ node: NodeID, _ message: String, fix: RuleFix? = nil, suggestion: String? = nil,
        location: SourceLocation? = nil, nodeId: String? = nil, unverified: String? = nil
    ) -> Diagnostic {
        let at = location ?? tree.location(node)
        return Diagnostic(
            rule: rule.id, severity: unverified == nil ? rule.severity : .information, message: message, node: node,
            path: tree.path(node), nodeId: nodeId ?? tree[node].id, location: at, suggestion: fix?.said(at: at) ?? suggestion,
            unverified: unverified)
    }

    /// Whether `node` was written in Swift (the importer's output): its fix is said in SwiftUI.
    public func isSwift(_ node: NodeID) -> Bool { tree.location(node)?.file.hasSuffix(".swift") ?? false }

    /// The placed nodes that are drawn, in tree order: a view inside `.hidden()` (``Node/isHidden``) keeps its space but
    /// draws nothing and takes no taps, so no rule reports it.
    public private(set) lazy var placed: [NodeID] = solved.nodes.indices.compactMap {
        solved.nodes[$0].isPlaced && !invisible[$0] ? NodeID($0) : nil
    }

    /// Whether each node is inside `.hidden()` (``Node/isHidden``), itself or through an ancestor.
    public private(set) lazy var invisible: [Bool] = {
        var invisible = [Bool](repeating: false, count: tree.count)
        for i in 0..<tree.count {
            invisible[i] = tree.nodes[i].isHidden || (tree.parents[i].map { invisible[$0.index] } ?? false)
        }
        return invisible
    }()

    /// The placed nodes of the given kinds, in tree order.
    public func placed(_ kinds: Set<NodeKindName>) -> [NodeID] { placed.filter { kinds.contains(tree.kinds[$0.index]) } }

    /// Every placed text and button title, with its node, in tree order.
    public private(set) lazy var texts: [(node: NodeID, text: SolvedText)] = textNodes.map { ($0, solved.nodes[$0.index].text!) }

    /// The placed texts and button titles `isFinding` holds for, with their nodes, in tree order.
    ///
    /// Each text is tested where it lies and only those that pass are copied: a rule that reports a few of a wide
    /// screen's thousands of texts does not copy them all (copying a text retains every array its measurement holds,
    /// which is most of what checking a text costs).
    public func texts(where isFinding: (NodeID, borrowing SolvedText) -> Bool) -> [(node: NodeID, text: SolvedText)] {
        var out: [(node: NodeID, text: SolvedText)] = []
        for id in textNodes where isFinding(id, solved.nodes[id.index].text!) {
            out.append((id, solved.nodes[id.index].text!))
        }
        return out
    }

    /// The placed nodes that show a text of their own, in tree order.
    public private(set) lazy var textNodes: [NodeID] = placed(RuleInput.textKinds).filter { solved.nodes[$0.index].text != nil }

    /// The kinds that show a text of their own: texts, buttons' titles, controls' labels.
    static let textKinds: Set<NodeKindName> = Set([.text, .button] + NodeKindName.allCases.filter(\.isControl))

    /// Whether each node is hidden from VoiceOver, itself or through an ancestor.
    public private(set) lazy var hidden: [Bool] = {
        var hidden = [Bool](repeating: false, count: tree.count)
        for i in 0..<tree.count {
            hidden[i] = tree.nodes[i].accessibility.hidden || (tree.parents[i].map { hidden[$0.index] } ?? false)
        }
        return hidden
    }()

    /// The placed nodes VoiceOver does not skip as hidden.
    public private(set) lazy var visible: [NodeID] = placed.filter { !hidden[$0.index] }

    /// The accessibility element made from each node, by node.
    public private(set) lazy var elementsByNode: [NodeID: AccessibilityElement] =
        Dictionary(solved.accessibility.elements.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })

    /// The index in `solved.accessibility.elements` of the element made from each node (by node index; -1 for none, the
    /// first element where several are). Rules that test a field of many nodes' elements read it in place through this
    /// rather than copying every element into ``elementsByNode``.
    public private(set) lazy var elementIndex: [Int] = {
        var index = [Int](repeating: -1, count: tree.count)
        for (i, element) in solved.accessibility.elements.enumerated() where index[element.node.index] < 0 {
            index[element.node.index] = i
        }
        return index
    }()

    /// Whether node `id` is made into an accessibility element and `test` holds for that element (read in place).
    public func element(_ id: NodeID, satisfies test: (borrowing AccessibilityElement) -> Bool) -> Bool {
        let i = elementIndex[id.index]
        return i >= 0 && test(solved.accessibility.elements[i])
    }
}

/// A finding about a solved layout.
public struct Diagnostic: Sendable, Hashable {
    /// The rule.
    public var rule: RuleID
    /// How serious it is.
    public var severity: Severity
    /// What happened, in a sentence.
    public var message: String
    /// The node it is about.
    public var node: NodeID
    /// The node's path (`vstack/hstack[1]/button[0]`), for people reading it.
    public var path: String
    /// The node's declared id, if any.
    public var nodeId: String?
    /// Where the node (or, for a rotor, the rotor) was declared.
    public var location: SourceLocation?
    /// A fix, where one is known.
    public var suggestion: String?
    /// Why the rule cannot prove this finding at this cell, when it cannot (what the layout does not say: whether a
    /// frame clips what is larger than it); nil for a proven finding. The audit lists a finding no cell proves as
    /// unverified information with this reason, never as a warning or an error.
    public var unverified: String?

    /// Creates a diagnostic.
    public init(
        rule: RuleID, severity: Severity, message: String, node: NodeID, path: String, nodeId: String? = nil,
        location: SourceLocation? = nil, suggestion: String? = nil, unverified: String? = nil
    ) {
        self.unverified = unverified
        self.rule = rule
        self.severity = severity
        self.message = message
        self.node = node
        self.path = path
        self.nodeId = nodeId
        self.location = location
        self.suggestion = suggestion
    }
}

/// A set of rules run together.
public struct LayoutRules: Sendable {
    /// The rules, in catalog order.
    public var rules: [any LayoutRule]

    /// Creates a set.
    public init(_ rules: [any LayoutRule]) { self.rules = rules }

    /// The rules whose ids are in `ids`.
    public func only(_ ids: Set<RuleID>) -> LayoutRules { LayoutRules(rules.filter { ids.contains($0.descriptor.id) }) }

    /// The findings of every rule on `solved`, ordered by node (tree order), then rule (catalog order), then message.
    public func check(_ solved: SolvedLayout, reference: SolvedLayout? = nil) -> [Diagnostic] {
        let input = RuleInput(solved: solved, reference: reference)
        let all = LayoutRules.oneFindingPerCause(rules.flatMap { $0.check(input) }, input)
        return all.sorted { a, b in
            if a.node != b.node { return a.node < b.node }
            if a.rule != b.rule { return a.rule < b.rule }
            return a.message < b.message
        }
    }

    /// The symptoms a stack that must flip causes inside it — its texts truncated or broken inside a word, its views
    /// running off the screen or over each other — are that finding's consequences (the first five named in its message,
    /// the rest counted), not findings of their own: one finding per cause, with the fix of the cause. Without
    /// `stack-must-flip` (disabled) they stay.
    static let consequenceRules: Set<RuleID> = [.textTruncated, .textBreaksWord, .horizontalOverflow, .overlappingSiblings]

    /// How many of a stack's consequences its finding names (the rest are counted).
    static let consequencesNamed = 5

    static func oneFindingPerCause(_ diagnostics: [Diagnostic], _ input: RuleInput) -> [Diagnostic] {
        let causes = diagnostics.filter { $0.rule == .stackMustFlip }
        guard !causes.isEmpty else { return diagnostics }
        var consequences: [NodeID: [(node: NodeID, rule: RuleID)]] = [:]
        var out: [Diagnostic] = []
        for d in diagnostics {
            if consequenceRules.contains(d.rule),
                let cause = causes.first(where: { $0.node != d.node && input.tree.isDescendant(d.node, of: $0.node) })
            {
                consequences[cause.node, default: []].append((d.node, d.rule))
            } else {
                out.append(d)
            }
        }
        return out.map { d in
            guard d.rule == .stackMustFlip, let list = consequences[d.node], !list.isEmpty else { return d }
            var d = d
            // The first few distinct ones by name, in the tree's order, as a compiler lists the first notes of an error;
            // the rest counted (a stack of thousands of buttons names five).
            var named: [String] = []
            var more = 0
            for c in list.sorted(by: { $0.node < $1.node }) {
                guard named.count < consequencesNamed else {
                    more += 1
                    continue
                }
                let text = input.solved[c.node].text.map { quoted($0.string) } ?? input.tree.kind(c.node).rawValue
                let said: String
                switch c.rule {
                case .textTruncated: said = "\(text) is truncated"
                case .textBreaksWord: said = "\(text) breaks inside a word"
                case .horizontalOverflow: said = "\(text) runs off the screen"
                default: said = "\(text) overlaps its neighbour"
                }
                if !named.contains(said) { named.append(said) }
            }
            d.message += ": " + named.joined(separator: ", ") + (more > 0 ? ", and \(more) more" : "")
            return d
        }
    }
}

/// A text quoted for messages: “…”, shortened to 40 characters.
func quoted(_ string: String) -> String {
    string.count > 40 ? "“\(string.prefix(37))…”" : "“\(string)”"
}
