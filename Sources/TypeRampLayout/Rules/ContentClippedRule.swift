import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics

/// `content-clipped`: text larger than a fixed frame, cut off.
///
/// Only a frame that holds text is reported: a text proposed less height than its lines shows only the lines that fit,
/// and what it cannot show spills over what lies around it. A frame does not clip an image or a symbol (SwiftUI draws
/// the whole view, centred on the frame, unless `.clipped()` is added): one a little larger than its frame loses
/// nothing, and when it covers a neighbour `overlapping-siblings` says so.
public struct ContentClippedRule: LayoutRule {
    public init() {}
    public var descriptor: DiagnosticRule { .contentClipped }

    public func check(_ input: RuleInput) -> [Diagnostic] {
        input.placed([.frame]).compactMap { id in
            let n = input.solved[id]
            guard let content = n.clippedContent,
                input.tree.subtree(id).contains(where: { input.solved[$0].text != nil && input.solved[$0].isPlaced })
            else { return nil }
            return input.finding(
                descriptor, n.node,
                "content \(formatDecimal(content.width)) × \(formatDecimal(content.height)) pt is clipped by a \(formatDecimal(n.frame.width)) × \(formatDecimal(n.frame.height)) pt frame",
                fix: descriptor.fix)
        }
    }
}

extension RuleID {
    /// `content-clipped`: content larger than a fixed frame, cut off.
    public static let contentClipped = RuleID(declaring: "content-clipped")
}

extension DiagnosticRule {
    /// `content-clipped`: content larger than a fixed frame, cut off.
    public static let contentClipped = DiagnosticRule(
        id: .contentClipped, severity: .error, kind: .layout,
        summary: "Content is larger than a fixed frame and is cut off.",
        help: "Use a minimum instead of a fixed size, or scale the frame with scaledValue(for:).",
        rationale:
            "A frame of fixed height sized for the default text size cannot hold the same text at larger sizes: lines are lost "
            + "(a label or a `Text` shows only the lines that fit its height). Apple's HIG asks for layouts that adapt to every "
            + "size. An error: content is lost. Only frames that hold text are reported: an image or symbol larger than its "
            + "frame is drawn whole (a frame does not clip without `.clipped()`), and covering a neighbour is "
            + "`overlapping-siblings`.",
        swiftUI:
            "`.frame(width:height:)` proposes exactly its size to the text, which then shows only the lines that fit (a `Text` "
            + "truncates at the last line that fits its height). `.frame(minHeight:)` and `@ScaledMetric` lengths grow with it.",
        fix: RuleFix(
            screens: "use minWidth/minHeight instead of a fixed size, or scale the frame with scaledValue(for:)",
            swiftUI: "use .frame(minWidth:minHeight:) instead of a fixed size, or take the length from an @ScaledMetric property"),
        // Where a view is drawn: a view moved by an amount the code computes (`guessed: [moved]`) may be elsewhere.
        guessesItDependsOn: Set(GuessKind.allCases),
        examples: [
            .screens(
                "text: Free delivery on orders over 20 euros\nframe: ↓{ height: 22 }",
                "The frame clips: 22 pt holds one line at Large; the sentence needs two or more from xxxLarge on a 320 pt screen."),
            .screens(
                "text: Free delivery on orders over 20 euros\nframe: { minHeight: 22 }",
                "A minimum height grows with the text."),
            .swiftUI(
                #"↓Text("Free delivery on orders over 20 euros").frame(height: 22)"#,
                "A fixed height holds one line of body text at Large only."),
            .swiftUI(
                #"Text("Free delivery on orders over 20 euros").frame(minHeight: 22)"#,
                "frame(minHeight:) grows with the text."),
            .swiftUI(
                """
                ↓Text("Opening hours\\nMonday to Friday 9 to 18\\nSaturday 10 to 14")
                    .font(.custom("Inter", size: 15, relativeTo: .subheadline))
                    .frame(height: 60)
                """,
                "Three hard lines of a custom font that follows Dynamic Type outgrow a fixed 60 pt height."),
        ])
}
