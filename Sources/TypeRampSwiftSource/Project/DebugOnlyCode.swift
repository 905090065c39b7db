import SwiftSyntax
import TypeRampCore

/// The code only debug builds compile: the clauses of `#if` the import's build configuration compiles and a release
/// build (the same configuration without `DEBUG`) does not (`#if DEBUG … #endif`, the `#else` of `#if !DEBUG`), and the
/// types only such code (or previews) uses: a developer menu reached from a `#if DEBUG` row. The App Store build has
/// none of it, so a finding there is not a problem users meet: the audit lists it as unverified (``GuessKind/debug``).
///
/// Code every build compiles but only testers reach at run time counts too (``TesterGates``: `if Bundle.main.isQaBuild
/// { … }` and what a flag set only there presents), whatever the configuration.
///
/// Names are matched as written, as ``PreviewOnlyCode`` and ``MenuOnlyCode`` do. An import for a release build
/// (`--define DEBUG=false`) has no `#if DEBUG` code.
struct DebugOnlyCode {
    /// Line ranges, by file path, of debug-only clauses and of the declarations of the types only they use.
    private var ranges: [String: [ClosedRange<Int>]] = [:]

    init(project: Project, previewOnly: PreviewOnlyCode) {
        let debug = project.configuration
        var release = debug
        release.defined.remove("DEBUG")
        // Only a file that writes `#if` has one (a cheap test first: walking every file is not).
        for file in project.files where debug.defined.contains("DEBUG") && file.mentionsConditions {
            let finder = IfConfigs(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            for ifConfig in finder.found {
                guard let compiled = debug.activeClause(ifConfig), release.activeClause(ifConfig)?.id != compiled.id else { continue }
                ranges[file.path, default: []].append(file.lines(of: compiled))
            }
        }
        // Code a release build compiles but only testers reach: `if Bundle.main.isQaBuild { … }` and what a flag set only
        // there presents (`.sheet(isPresented: $showQaFeatures) { QAFeaturesView() }`).
        for file in project.files where file.mentionsTesterFlag {
            ranges[file.path, default: []] += TesterGates(file).ranges
        }
        ranges = ranges.filter { !$0.value.isEmpty }
        guard !ranges.isEmpty else { return }
        for (file, found) in project.typesUsedOnlyInside(ranges, previewOnly: previewOnly) {
            ranges[file, default: []] += found
        }
    }

    /// Whether `location` lies in code only debug builds compile.
    func contains(_ location: SourceLocation) -> Bool {
        ranges[location.file]?.contains { $0.contains(location.line) } ?? false
    }
}

/// Every `#if` of a file, nested ones included.
private final class IfConfigs: SyntaxVisitor {
    var found: [IfConfigDeclSyntax] = []

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .visitChildren
    }
}

/// The parts of a file only testers reach at run time, though every build compiles them: the body of an `if` on a
/// tester flag (an identifier such as `isQaBuild`, `isDebugMenuEnabled`, `showDeveloperMenu`, `isInternalBuild`: a
/// QA, debug, internal, developer, staging or alpha build, mode, menu or feature, not negated, not in an `||`), and the
/// content of a presentation (`sheet`, `fullScreenCover`, `popover`, `navigationDestination`) whose `isPresented:` flag
/// the file sets (`= true`, `.toggle()`) only inside such bodies.
struct TesterGates {
    private(set) var ranges: [ClosedRange<Int>] = []

    /// Whether an identifier names a tester flag.
    static func isTesterFlag(_ name: String) -> Bool {
        let words = name.splitCamelCase()
        guard let subject = words.firstIndex(where: { ["qa", "debug", "internal", "dev", "developer", "staging", "alpha"].contains($0) }) else {
            return false
        }
        let before = words[..<subject]
        let after = words[(subject + 1)...]
        return before.allSatisfy { ["is", "show", "enable", "enabled", "use"].contains($0) }
            && after.allSatisfy { ["build", "mode", "menu", "menus", "enabled", "features", "feature", "settings", "options", "tools"].contains($0) }
    }

    /// Reads `file`; the caller asks only of files that mention a tester flag (``SwiftFile/mentionsTesterFlag``).
    init(_ file: SwiftFile) {
        final class Finder: SyntaxVisitor {
            var gated: [Syntax] = []
            var presentations: [(flag: String, content: Syntax)] = []
            override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
                // Every condition of the list must hold: one tester flag among them gates the body.
                if node.conditions.contains(where: { TesterGates.isGate($0.condition) }) { gated.append(Syntax(node.body)) }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
                    ["sheet", "fullScreenCover", "popover", "navigationDestination"].contains(member.declName.baseName.text),
                    let binding = node.arguments.first(where: { $0.label?.text == "isPresented" })?.expression.trimmedDescription,
                    binding.hasPrefix("$"), let content = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
                else { return .visitChildren }
                presentations.append((String(binding.dropFirst()), Syntax(content)))
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        guard !finder.gated.isEmpty else { return }
        ranges = finder.gated.map { file.lines(of: $0) }
        // Flags the file sets to true: inside a gate, or anywhere else.
        final class Setters: SyntaxVisitor {
            var sets: [(name: String, line: Syntax)] = []
            override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
                if node.operator.is(AssignmentExprSyntax.self), node.rightOperand.trimmedDescription == "true" {
                    sets.append((Setters.bare(node.leftOperand.trimmedDescription), Syntax(node)))
                }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
                    let base = member.base
                {
                    sets.append((Setters.bare(base.trimmedDescription), Syntax(node)))
                }
                return .visitChildren
            }
            static func bare(_ name: String) -> String { name.hasPrefix("self.") ? String(name.dropFirst(5)) : name }
        }
        let setters = Setters(viewMode: .sourceAccurate)
        setters.walk(file.tree)
        let gatedRanges = ranges
        func insideGate(_ node: Syntax) -> Bool {
            let line = file.lines(of: node).lowerBound
            return gatedRanges.contains { $0.contains(line) }
        }
        for (flag, content) in finder.presentations {
            let sets = setters.sets.filter { $0.name == flag }
            guard !sets.isEmpty, sets.allSatisfy({ insideGate($0.line) }) else { continue }
            ranges.append(file.lines(of: content))
        }
    }

    /// Whether a condition is a tester flag, read as written (`Bundle.main.isQaBuild`, `AppSettings.shared.isDebugMenuEnabled`,
    /// `isInternal == true`), not negated.
    static func isGate(_ condition: ConditionElementSyntax.Condition) -> Bool {
        guard case .expression(let e) = condition else { return false }
        var expr = e
        if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.trimmedDescription == "==",
            infix.rightOperand.trimmedDescription == "true"
        {
            expr = infix.leftOperand
        }
        if let member = expr.as(MemberAccessExprSyntax.self) { return isTesterFlag(member.declName.baseName.text) }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return isTesterFlag(ref.baseName.text) }
        return false
    }
}

extension String {
    /// The words of a camel-case identifier, lower-cased (`isQaBuild` → is, qa, build; `isQABuild` → is, qa, build).
    func splitCamelCase() -> [String] {
        var words: [String] = []
        var current = ""
        let chars = Array(self)
        for (i, c) in chars.enumerated() {
            if c == "_" {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            let startsWord =
                c.isUppercase && !current.isEmpty
                && (!(current.last?.isUppercase ?? false) || (i + 1 < chars.count && chars[i + 1].isLowercase))
            if startsWord {
                words.append(current.lowercased())
                current = ""
            }
            current.append(c)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
