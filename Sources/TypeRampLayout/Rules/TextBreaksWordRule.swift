import TypeRampCore
import TypeRampMetrics

/// `text-breaks-word`: a word wider than the width its text was offered, so it breaks inside the word.
public struct TextBreaksWordRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .textBreaksWord }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.texts.compactMap { node, t in
            guard TextBreaksWordRule.breaksWord(t), let word = t.widestWord, let width = t.offeredWidth else { return nil }
            return input.finding(
                descriptor, node, "\(quoted(t.string)) has a word \(formatDecimal(word)) pt wide in \(formatDecimal(width)) pt",
                suggestion: "give the text more width, or limit how large it grows (dynamicTypeSize: ...xxxl)")
        }
    }

    /// Whether the text's widest word is wider than the width it was offered.
    static func breaksWord(_ t: SolvedText) -> Bool {
        guard let word = t.widestWord, let width = t.offeredWidth else { return false }
        return word > width + 0.5
    }
}
