import SwiftSyntax
import TypeRampCore

/// The code only debug builds compile: the clauses of `#if` the import's build configuration compiles and a release
/// build (the same configuration without `DEBUG`) does not (`#if DEBUG … #endif`, the `#else` of `#if !DEBUG`), and the
/// types only such code (or previews) uses: a developer menu reached from a `#if DEBUG` row. The App Store build has
/// none of it, so a finding there is not a problem users meet: the audit lists it as unverified (``GuessKind/debug``).
///
/// Names are matched as written, as ``PreviewOnlyCode`` and ``MenuOnlyCode`` do. An import for a release build
/// (`--define DEBUG=false`) has no such code.
struct DebugOnlyCode {
    /// Line ranges, by file path, of debug-only clauses and of the declarations of the types only they use.
    private var ranges: [String: [ClosedRange<Int>]] = [:]

    init(project: Project, previewOnly: PreviewOnlyCode) {
        let debug = project.configuration
        guard debug.defined.contains("DEBUG") else { return }
        var release = debug
        release.defined.remove("DEBUG")
        for file in project.files {
            let finder = IfConfigs(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            for ifConfig in finder.found {
                guard let compiled = debug.activeClause(ifConfig), release.activeClause(ifConfig)?.id != compiled.id else { continue }
                ranges[file.path, default: []].append(file.lines(of: compiled))
            }
        }
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
