import TypeRampCore
import TypeRampMetrics

/// One element VoiceOver can focus.
public struct AccessibilityElement: Sendable, Hashable {
    /// The id of the node it comes from, if declared.
    public var id: String?
    /// The node's path.
    public var path: String
    /// `accessibilityLabel` (empty when the element has none).
    public var label: String
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// Traits.
    public var traits: Set<AccessibilityTrait>
    /// Frame in screen points.
    public var frame: Rect
    /// Custom actions' names.
    public var customActions: [String]
    /// Tags of the node and of the nodes merged into it.
    public var tags: [String]

    /// What VoiceOver speaks on focus: label, value, the traits it announces, then the hint.
    public var spoken: String {
        var parts: [String] = []
        if !label.isEmpty { parts.append(label) }
        if let value, !value.isEmpty { parts.append(value) }
        parts += traits.sorted().compactMap(\.spoken)
        var text = parts.joined(separator: ", ")
        if let hint, !hint.isEmpty { text += ". " + hint }
        if !customActions.isEmpty { text += ". Actions available" }
        return text
    }
}

/// A rotor VoiceOver offers on the screen: a system rotor built from traits, or a custom one.
public struct Rotor: Sendable, Hashable {
    /// `headings`, `links`, … for system rotors; the custom rotor's name otherwise.
    public var name: String
    /// True for rotors the app declares.
    public var isCustom: Bool
    /// Indices into the reading order, in rotor order.
    public var entries: [Int]

    /// The entry after `current` (an index into the reading order), or nil past the last, as a custom rotor's search
    /// closure returns for `.next`. From no focus (`nil`) it is the first entry.
    public func next(after current: Int?) -> Int? {
        guard let current else { return entries.first }
        if let position = entries.firstIndex(of: current) {
            return position + 1 < entries.count ? entries[position + 1] : nil
        }
        return entries.first { $0 > current }
    }

    /// The entry before `current`, or nil before the first (`.previous`). From no focus it is the last entry.
    public func previous(before current: Int?) -> Int? {
        guard let current else { return entries.last }
        if let position = entries.firstIndex(of: current) {
            return position > 0 ? entries[position - 1] : nil
        }
        return entries.last { $0 < current }
    }
}

/// What VoiceOver sees of a solved screen.
public struct AccessibilityTree: Sendable {
    /// Elements in swipe-right order.
    public var elements: [AccessibilityElement]
    /// Rotors with at least one entry (custom rotors are listed even when empty).
    public var rotors: [Rotor]
    /// Accessibility findings.
    public var diagnostics: [Diagnostic]

    /// The rotor called `name` (case-insensitive).
    public func rotor(named name: String) -> Rotor? {
        rotors.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The index in the reading order of the element from node `id`.
    public func index(ofId id: String) -> Int? { elements.firstIndex { $0.id == id } }
}

/// Builds the accessibility tree from a solved layout and the screen's declarations.
struct AccessibilityBuilder {
    let screen: Screen
    let solve: Solve
    let root: SolvedNode
    var diagnostics: [Diagnostic] = []

    init(screen: Screen, solve: Solve, root: SolvedNode) {
        self.screen = screen
        self.solve = solve
        self.root = root
    }

    /// A node of the spec paired with its solved counterpart.
    struct Pair {
        let spec: Node
        let solved: SolvedNode
        let lnode: LNode
    }

    /// Elements collected in one ordering scope, before sorting.
    struct Item {
        var element: AccessibilityElement
        var explicitOrder: [Int]?
    }

    mutating func build() -> AccessibilityTree {
        let rootPair = Pair(spec: screen.root, solved: root, lnode: solve.root)
        // A modal view limits VoiceOver to its subtree.
        let scopeRoot = findModal(rootPair) ?? rootPair
        var order: [AccessibilityElement] = []
        collect(scopeRoot, into: &order)
        order = readingOrder(order, scope: scopeRoot)
        checkFindings(rootPair, elements: order)
        let rotors = buildRotors(order, rootPair)
        return AccessibilityTree(elements: order, rotors: rotors, diagnostics: diagnostics)
    }

    func children(_ pair: Pair) -> [Pair] {
        zip(pair.lnode.children, pair.solved.children).map { Pair(spec: $0.node, solved: $1, lnode: $0) }
    }

    func findModal(_ pair: Pair) -> Pair? {
        if pair.spec.accessibility.modal { return pair }
        for child in children(pair) { if let m = findModal(child) { return m } }
        return nil
    }

    // MARK: - Elements

    /// The text a node shows, for default labels.
    func shownText(_ pair: Pair) -> String? {
        pair.solved.text?.string
    }

    func defaultTraits(_ pair: Pair) -> Set<AccessibilityTrait> {
        switch pair.spec.kind {
        case .text: return [.staticText]
        case .button: return [.button]
        case .image: return [.image]
        default: return []
        }
    }

    /// The element a leaf or grouped container becomes, or nil when it is not one.
    func element(_ pair: Pair) -> AccessibilityElement? {
        let a = pair.spec.accessibility
        if a.hidden { return nil }
        let traits = a.traits ?? defaultTraits(pair)
        var label = a.label
        switch pair.spec.kind {
        case .text:
            if label == nil { label = shownText(pair) }
        case .button:
            if label == nil { label = shownText(pair) }
        case .image:
            // An image is an element only when labelled (or given traits): decorative images are skipped.
            if a.label == nil && a.traits == nil { return nil }
        default:
            guard a.element || a.label != nil || a.traits != nil else { return nil }
            if label == nil {
                var parts: [String] = []
                gatherLabels(pair, into: &parts)
                label = parts.joined(separator: ", ")
            }
        }
        return AccessibilityElement(id: pair.spec.id, path: pair.solved.path, label: label ?? "", value: a.value, hint: a.hint,
                                    traits: traits, frame: pair.solved.frame, customActions: a.customActions,
                                    tags: gatherTags(pair))
    }

    /// Labels of the descendants a combined element absorbs, in reading order.
    func gatherLabels(_ pair: Pair, into parts: inout [String]) {
        var inner: [AccessibilityElement] = []
        for child in children(pair) { collect(child, into: &inner) }
        for e in sortSpatially(inner) {
            if !e.label.isEmpty { parts.append(e.label) }
            if let value = e.value, !value.isEmpty { parts.append(value) }
        }
    }

    func gatherTags(_ pair: Pair) -> [String] {
        var tags = pair.spec.tags
        if pair.spec.accessibility.element {
            for child in children(pair) { tags += gatherTags(child) }
        }
        return tags
    }

    func collect(_ pair: Pair, into out: inout [AccessibilityElement]) {
        if pair.spec.accessibility.hidden { return }
        if let e = element(pair) {
            out.append(e)
            return
        }
        for child in children(pair) { collect(child, into: &out) }
    }

    // MARK: - Reading order

    /// Top to bottom; within a row (elements starting above the first one's vertical middle) leading to trailing,
    /// right to left in RTL layouts. Containers with an explicit order keep it for the ids they list.
    func readingOrder(_ elements: [AccessibilityElement], scope: Pair) -> [AccessibilityElement] {
        var ordered = sortSpatially(elements)
        applyExplicitOrders(scope, to: &ordered)
        return ordered
    }

    func sortSpatially(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        let rtl = solve.context.layoutDirection == .rightToLeft
        let byTop = elements.enumerated().sorted { a, b in
            a.element.frame.minY != b.element.frame.minY ? a.element.frame.minY < b.element.frame.minY : a.offset < b.offset
        }.map(\.element)
        var rows: [[AccessibilityElement]] = []
        for e in byTop {
            if let anchor = rows.last?.first, e.frame.minY < anchor.frame.minY + anchor.frame.height / 2 {
                rows[rows.count - 1].append(e)
            } else {
                rows.append([e])
            }
        }
        return rows.flatMap { row in
            row.enumerated().sorted { a, b in
                let ax = rtl ? -a.element.frame.maxX : a.element.frame.minX
                let bx = rtl ? -b.element.frame.maxX : b.element.frame.minX
                return ax != bx ? ax < bx : a.offset < b.offset
            }.map(\.element)
        }
    }

    func applyExplicitOrders(_ pair: Pair, to ordered: inout [AccessibilityElement]) {
        let order = pair.spec.accessibility.order
        if !order.isEmpty {
            // The listed ids take the positions their group occupied, in the listed order.
            let listed = order.compactMap { id in ordered.firstIndex { $0.id == id } }
            let positions = listed.sorted()
            let items = listed.map { ordered[$0] }
            for (slot, item) in zip(positions, items) { ordered[slot] = item }
        }
        for child in children(pair) { applyExplicitOrders(child, to: &ordered) }
    }

    // MARK: - Rotors

    func buildRotors(_ elements: [AccessibilityElement], _ rootPair: Pair) -> [Rotor] {
        var rotors: [Rotor] = []
        func system(_ name: String, _ predicate: (AccessibilityElement) -> Bool) {
            let entries = elements.indices.filter { predicate(elements[$0]) }
            if !entries.isEmpty { rotors.append(Rotor(name: name, isCustom: false, entries: entries)) }
        }
        system("headings") { $0.traits.contains(.header) }
        system("links") { $0.traits.contains(.link) }
        system("images") { $0.traits.contains(.image) }
        system("textFields") { $0.traits.contains(.searchField) }
        system("buttons") { $0.traits.contains(.button) }
        let tables = listPaths(rootPair)
        system("tables") { e in tables.contains { e.path.hasPrefix($0 + "/") } }
        system("landmarks") { $0.tags.contains("landmark") }
        for spec in screen.rotors {
            rotors.append(Rotor(name: spec.name, isCustom: true, entries: customEntries(spec, elements)))
        }
        return rotors
    }

    func listPaths(_ pair: Pair) -> [String] {
        var out: [String] = []
        if case .list = pair.spec.kind { out.append(pair.solved.path) }
        for child in children(pair) { out += listPaths(child) }
        return out
    }

    func customEntries(_ spec: CustomRotorSpec, _ elements: [AccessibilityElement]) -> [Int] {
        switch spec.entries {
        case .ids(let ids): return ids.compactMap { id in elements.firstIndex { $0.id == id } }
        case .tagged(let tag): return elements.indices.filter { elements[$0].tags.contains(tag) }
        }
    }

    // MARK: - Findings

    mutating func add(_ rule: DiagnosticRule, _ pair: Pair, _ message: String, suggestion: String? = nil) {
        diagnostics.append(Diagnostic(rule: rule.id, severity: rule.severity, message: message, path: pair.solved.path,
                                      nodeId: pair.spec.id, location: pair.spec.location, suggestion: suggestion))
    }

    mutating func checkFindings(_ rootPair: Pair, elements: [AccessibilityElement]) {
        var all: [Pair] = []
        func walk(_ p: Pair) { all.append(p); children(p).forEach(walk) }
        walk(rootPair)
        let elementByPath = Dictionary(elements.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var hiddenPaths: [String] = []
        for pair in all where pair.spec.accessibility.hidden { hiddenPaths.append(pair.solved.path) }
        func isHidden(_ path: String) -> Bool { hiddenPaths.contains { path == $0 || path.hasPrefix($0 + "/") } }

        for pair in all where !isHidden(pair.solved.path) {
            let a = pair.spec.accessibility
            let e = elementByPath[pair.solved.path]
            if case .button(let b) = pair.spec.kind, b.title == nil, (a.label ?? "").isEmpty {
                add(.imageButtonWithoutLabel, pair, "button shows only \(b.icon.map { "the image '\($0.name)'" } ?? "an image") and has no label",
                    suggestion: "set an accessibility label that says what the button does")
            } else if let e, e.label.isEmpty, !e.traits.isDisjoint(with: [.button, .link, .adjustable, .searchField, .keyboardKey]) {
                add(.missingLabel, pair, "interactive element has no label", suggestion: "set an accessibility label")
            }
            if case .text(let t) = pair.spec.kind, let e, !e.traits.contains(.header), looksLikeTitle(t.style) {
                add(.headerWithoutTrait, pair, "“\(e.label)” is styled \(t.style) but is not a header",
                    suggestion: "add the header trait (accessibility: { traits: [header] })")
            }
            if !a.gestures.isEmpty && a.customActions.isEmpty {
                add(.gestureWithoutAlternative, pair, "\(a.gestures.joined(separator: ", ")) only by gesture",
                    suggestion: "add an accessibility custom action or an on-screen control")
            }
            if a.presentsModally && !a.modal {
                add(.modalWithoutFlag, pair, "modal content does not set accessibilityViewIsModal",
                    suggestion: "set accessibility: { modal: true }")
            }
            if let target = a.labels, let labelElement = e {
                let targetElement = elements.first { $0.id == target }
                let grouped = targetElement == nil
                    || (targetElement!.path == labelElement.path)
                    || targetElement!.label.contains(labelElement.label)
                if !grouped {
                    add(.labelValueSplit, pair, "“\(labelElement.label)” labels '\(target)' but VoiceOver reads them as separate stops",
                        suggestion: "group them (element: true on their stack) or use “\(labelElement.label)” as the value's label")
                }
            }
        }
        for rotor in screen.rotors {
            let rootForRotor = rootPair
            switch rotor.entries {
            case .ids(let ids):
                for id in ids where !elements.contains(where: { $0.id == id }) {
                    let pair = all.first { $0.spec.id == id }
                    let why: String
                    if pair == nil { why = "no node has that id" }
                    else if isHidden(pair!.solved.path) { why = "it is hidden from VoiceOver" }
                    else { why = "it is not an accessibility element (grouped into another element, or an unlabelled image or container)" }
                    diagnostics.append(Diagnostic(rule: DiagnosticRule.deadRotor.id, severity: DiagnosticRule.deadRotor.severity,
                                                  message: "rotor “\(rotor.name)” entry '\(id)' is unreachable: \(why)",
                                                  path: pair?.solved.path ?? rootForRotor.solved.path, nodeId: id,
                                                  location: rotor.location ?? pair?.spec.location,
                                                  suggestion: "point the rotor at an element VoiceOver can focus"))
                }
            case .tagged(let tag):
                for pair in all where pair.spec.tags.contains(tag) {
                    let reachable = elements.contains { $0.path == pair.solved.path || ($0.tags.contains(tag) && pair.solved.path.hasPrefix($0.path + "/")) }
                    if !reachable {
                        diagnostics.append(Diagnostic(rule: DiagnosticRule.deadRotor.id, severity: DiagnosticRule.deadRotor.severity,
                                                      message: "rotor “\(rotor.name)” would visit \(pair.solved.path) (tagged \(tag)) but it is not an accessibility element",
                                                      path: pair.solved.path, nodeId: pair.spec.id, location: rotor.location ?? pair.spec.location,
                                                      suggestion: "make the tagged node an element or move the tag to its element"))
                    }
                }
            }
        }
    }

    func looksLikeTitle(_ style: StyleReference) -> Bool {
        let titles: Set<TextStyle> = [.extraLargeTitle, .extraLargeTitle2, .largeTitle, .title1, .title2, .title3]
        switch style {
        case .textStyle(let s, _): return titles.contains(s)
        case .ramp(let name):
            if let relativeTo = solve.resources.ramp?.style(named: name)?.relativeTo { return titles.contains(relativeTo) }
            return name.lowercased().hasPrefix("title") || name.lowercased().hasPrefix("heading")
        case .fixed: return false
        }
    }
}
