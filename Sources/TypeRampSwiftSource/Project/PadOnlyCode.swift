import SwiftSyntax
import TypeRampCore

/// The code only an iPad shows: the branch an `if` takes when the device is an iPad (`if UIDevice.current
/// .userInterfaceIdiom == .pad { … }`, `if isPad { … }`), and the types used only there (a sidebar's settings screen that
/// only an iPad's settings link to, and the rows only that screen shows), worked out as
/// ``Project/typesUsedOnlyInside(_:previewOnly:excluding:)`` does. TypeRamp audits iPhones, where the branch is never
/// taken; such a view's own preview still lays it out, so a finding there is not what an iPhone user meets: the audit
/// lists it as unverified (``GuessKind/otherDevice``).
struct PadOnlyCode {
    /// Line ranges, by file path, of the iPad's branches and of the declarations of the types only they use.
    private var ranges: [String: [ClosedRange<Int>]] = [:]

    init(project: Project, previewOnly: PreviewOnlyCode) {
        var branches: [String: [ClosedRange<Int>]] = [:]
        // Only a file that names the idiom (or an `isPad` flag) can test for an iPad (a cheap test first).
        for file in project.files where file.mentionsPadIdiom {
            for body in PadBranches(file.tree).bodies { branches[file.path, default: []].append(file.lines(of: body)) }
        }
        guard !branches.isEmpty else { return }
        ranges = branches.merging(project.typesUsedOnlyInside(branches, previewOnly: previewOnly)) { $0 + $1 }
    }

    /// Whether `location` lies in code only an iPad shows.
    func contains(_ location: SourceLocation) -> Bool {
        ranges[location.file]?.contains { $0.contains(location.line) } ?? false
    }

    /// Whether an `if`'s conditions hold only on an iPad: one condition (or several joined by `,` or `&&`), one of them
    /// comparing the user-interface idiom with `.pad` (`UIDevice.current.userInterfaceIdiom == .pad`, `.pad ==
    /// idiom`), or a flag named for it (`isPad`, `Device.isIPad`); never with `||` or a negation, which an iPhone may pass.
    static func holdsOnlyOnPad(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard case .expression(let e) = element.condition else { return false }
            let text = e.trimmedDescription.filter { !$0.isWhitespace }
            if text.contains("||") || text.contains("!") { return false }
            if text.contains("Idiom"), text.contains("==.pad") || text.hasPrefix(".pad==") { return true }
            let last = text.split(separator: ".").last.map { $0.lowercased() } ?? ""
            return ["ispad", "isipad"].contains(last) && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" }
        }
    }
}

/// The bodies of a file's `if` statements and expressions whose conditions hold only on an iPad (not their `else`).
private final class PadBranches: SyntaxVisitor {
    var bodies: [CodeBlockSyntax] = []

    init(_ tree: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(tree)
    }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if PadOnlyCode.holdsOnlyOnPad(node.conditions) { bodies.append(node.body) }
        return .visitChildren
    }
}
