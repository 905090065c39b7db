import SwiftSyntax
import TypeRampCore

extension Project {
    /// The declarations (line ranges by file path) of the top-level types used only inside `regions`: every use of the
    /// type's name outside its own declaration lies in `regions`, in another such type, or in preview-only code, and at
    /// least one lies in the first two. Found by repeating until nothing changes, so a type used only by such a type is
    /// one too. Names are matched as written (``typeNameUses``); a name two top-level types share is never matched, and
    /// the types in `excluding` are not candidates. Shared by ``MenuOnlyCode`` (regions: context menus' items) and
    /// ``ArtworkCode`` (regions: the views rendered to a picture).
    func typesUsedOnlyInside(
        _ regions: [String: [ClosedRange<Int>]], previewOnly: PreviewOnlyCode, excluding: Set<ObjectIdentifier> = []
    ) -> [String: [ClosedRange<Int>]] {
        var declarations: [ObjectIdentifier: ClosedRange<Int>] = [:]
        var candidates: [String: [TypeDecl]] = [:]
        // Any top-level type: a view may conform to a library's protocol that refines View (`ConnectedView`), which the
        // importer reads by its body without knowing it is a view.
        for type in types where type.parent == nil {
            guard let declaration = type.declaration else { continue }
            declarations[ObjectIdentifier(type)] = type.file.lines(of: declaration)
            candidates[type.name, default: []].append(type)
        }
        let uses = typeNameUses
        var found = excluding
        var foundRanges: [String: [ClosedRange<Int>]] = [:]
        func inside(_ use: (file: String, line: Int)) -> Bool {
            (regions[use.file]?.contains { $0.contains(use.line) } ?? false) || (foundRanges[use.file]?.contains { $0.contains(use.line) } ?? false)
        }
        var changed = true
        while changed {
            changed = false
            for (name, types) in candidates where types.count == 1 {
                let type = types[0]
                guard !found.contains(ObjectIdentifier(type)) else { continue }
                let own = declarations[ObjectIdentifier(type)]!
                // A use in a route enum's arm stands for the places its case is written (``RouteArms``).
                let outside = (uses[name] ?? []).flatMap { routes.uses(standingFor: $0) ?? [$0] }
                    .filter { !($0.file == type.file.path && own.contains($0.line)) }
                guard outside.contains(where: inside),
                    outside.allSatisfy({ inside($0) || previewOnly.contains(SourceLocation(file: $0.file, line: $0.line, column: 1)) })
                else { continue }
                found.insert(ObjectIdentifier(type))
                foundRanges[type.file.path, default: []].append(own)
                changed = true
            }
        }
        return foundRanges
    }
}

/// Route enums: a view made in an arm of `switch self` in an enum's member (`case .onboarding: OnboardingView()` in
/// `extension NavigationPage { func view() -> some View }`) is shown wherever that case is written (`.onboarding`,
/// `NavigationPage.onboarding(…)`), not where the switch is. ``Project/typesUsedOnlyInside(_:previewOnly:excluding:)``
/// reads a use in such an arm as the uses of its cases, so a view only a debug menu routes to is debug-only too. Cases
/// are matched by name, as written: a case name other code also writes (another enum's case, a static member) counts
/// every place it is written, which only keeps more views shown.
struct RouteArms {
    /// By file path: the lines of each arm of a `switch self`, with the case names its label matches.
    private let arms: [String: [(lines: ClosedRange<Int>, cases: [String])]]
    /// Where each arm's case name is written outside case labels and patterns (file path and line).
    private let caseUses: [String: [(file: String, line: Int)]]

    init(arms: [String: [(lines: ClosedRange<Int>, cases: [String])]], caseUses: [String: [(file: String, line: Int)]]) {
        self.arms = arms
        self.caseUses = caseUses
    }

    /// The arms of the `switch self` statements of `files`, by file path, each with the case names its label matches. Only
    /// files whose text holds `switch self` are walked.
    static func arms(in files: [SwiftFile]) -> [String: [(lines: ClosedRange<Int>, cases: [String])]] {
        var arms: [String: [(lines: ClosedRange<Int>, cases: [String])]] = [:]
        for file in files where file.mentionsSwitchSelf {
            let finder = SelfSwitchArms(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            for (arm, cases) in finder.arms { arms[file.path, default: []].append((file.lines(of: arm), cases)) }
        }
        return arms
    }

    /// Whether `token` (a case name) is written as a member (`.onboarding`, `Route.onboarding(…)`) outside case labels
    /// and patterns: a place that makes the case.
    static func isCaseWritten(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), let member = reference.parent?.as(MemberAccessExprSyntax.self),
            member.declName.id == reference.id
        else { return false }
        return !isMatched(Syntax(member))
    }

    /// The places a use at `use` stands for: where the cases of the route arm holding it are written; nil when it is in
    /// no arm, or its cases are written nowhere (the use then counts as itself).
    func uses(standingFor use: (file: String, line: Int)) -> [(file: String, line: Int)]? {
        guard let arm = arms[use.file]?.last(where: { $0.lines.contains(use.line) }) else { return nil }
        let places = arm.cases.flatMap { caseUses[$0] ?? [] }
        return places.isEmpty ? nil : places
    }

    /// Whether `node` is inside a case label or a pattern (`case .x:`, `if case .x = value`): a case matched, not made.
    private static func isMatched(_ node: Syntax) -> Bool {
        var current = node.parent
        while let c = current {
            if c.is(SwitchCaseLabelSyntax.self) || c.is(ExpressionPatternSyntax.self) || c.is(MatchingPatternConditionSyntax.self) { return true }
            if c.is(CodeBlockItemSyntax.self) || c.is(MemberBlockItemSyntax.self) { return false }
            current = c.parent
        }
        return false
    }
}

/// The arms of a file's `switch self` statements and the case names each arm's label matches (`.a`, `.b(let x)`,
/// `Route.c`).
private final class SelfSwitchArms: SyntaxVisitor {
    var arms: [(SwitchCaseSyntax, [String])] = []

    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.subject.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return .visitChildren }
        for element in node.cases {
            guard case .switchCase(let arm) = element, case .case(let label) = arm.label else { continue }
            let names = label.caseItems.flatMap { item in
                item.pattern.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                        let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id
                    else { return nil }
                    return name
                }
            }
            if !names.isEmpty { arms.append((arm, names)) }
        }
        return .visitChildren
    }
}
