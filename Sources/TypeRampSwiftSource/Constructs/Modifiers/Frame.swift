import SwiftSyntax
import TypeRampDecoding

/// `.frame`: a fixed or flexible frame around the view.
enum FrameModifier: ModifierConstruct {
    static let names = ["frame", "containerRelativeFrame"]
    static let documentation = ConstructDocumentation(
        swift: "`.frame(width:height:alignment:)`, `.frame(minWidth:idealWidth:maxWidth:…)`, `.containerRelativeFrame`",
        screens: "`frame`",
        notes:
            "a length from an `@ScaledMetric` property scales with its `relativeTo` style; one read from a `GeometryReader`'s proxy is a reader length; a length TypeRamp cannot read is left out, with a note"
    )
    static let examples = [
        ConstructExample(
            swift: #"Text("A").frame(maxWidth: .infinity, alignment: .leading)"#,
            screens: "text: A\nstyle: body\nframe:\n  maxWidth: infinity\n  alignment: leading\n"),
        ConstructExample(swift: #"Text("A").frame(width: 80, height: 44)"#, screens: "text: A\nstyle: body\nframe:\n  width: 80\n  height: 44\n"),
        ConstructExample(
            swift: #"GeometryReader { proxy in Text("A").frame(width: proxy.size.width * 0.5, height: proxy.size.height - 20) }"#,
            screens:
                "zstack:\n- text: A\n  style: body\n  frame:\n    width:\n      reader: width\n      times: 0.5\n    height:\n      reader: height\n      plus: -20\nframe:\n  maxWidth: infinity\n  maxHeight: infinity\n  alignment: topLeading\n  geometryReader: true\n"
        ),
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        if m.name == "containerRelativeFrame" {
            // The container's size along the axes given: a frame that takes the space offered.
            let axes = m.first?.trimmedText ?? ""
            var entries: [(String, SpecNode)] = []
            if axes.contains("horizontal") || axes.isEmpty { entries.append(("maxWidth", Spec.plain("infinity", m.location))) }
            if axes.contains("vertical") || axes.isEmpty { entries.append(("maxHeight", Spec.plain("infinity", m.location))) }
            return views.map {
                $0.mapBranches { v in
                    var v = v
                    v.wrap(.frame(Spec.map(entries, m.location)))
                    return v
                }
            }
        }
        var scaled: String?
        guard let frame = frame(m, &scaled) else { return views }
        return views.map { view in
            view.mapBranches { v in
                var v = v
                v.wrap(.frame(frame))
                if let scaled { v.setCommon(.scaledMetric, Spec.plain(scaled, m.location)) }
                return v
            }
        }
    }

    static func frame(_ m: ModifierCall, _ scaled: inout String?) -> SpecNode? {
        let t = m.translator
        let location = m.location
        var entries: [(String, SpecNode)] = []
        for arg in m.arguments {
            guard let label = arg.label?.text else { continue }
            if label == "alignment" {
                if let a = t.boxAlignment(arg.expression, m.scope, at: location) { entries.append(("alignment", Spec.plain(a, location))) }
                continue
            }
            guard ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "idealWidth", "idealHeight"].contains(label) else { continue }
            // `nil` (written, or what the code evaluates to: `isWide ? 300 : nil`) leaves the length to the content.
            if arg.expression.is(NilLiteralExprSyntax.self) { continue }
            if case Value.none? = t.value(arg.expression, m.scope) { continue }
            if let s = t.scaledMetric(arg.expression, m.scope) {
                entries.append((label, Spec.number(s.base, location)))
                scaled = s.relativeTo
            } else if let n = t.number(arg.expression, m.scope) {
                // SwiftUI refuses a non-finite fixed, minimum or ideal size ("invalid frame dimension") and ignores it;
                // only a maximum may be infinite.
                if n.isNaN || n < 0 || (n.isInfinite && !label.hasPrefix("max")) || (n.isFinite && n > 1_000_000) {
                    m.note("frame \(label) \(n.isFinite ? String(n) : "\(n)") is not a length TypeRamp lays out: left out")
                    continue
                }
                entries.append((label, n.isInfinite ? Spec.plain("infinity", location) : Spec.number(n, location)))
            } else if let r = t.readerLength(arg.expression, m.scope, m.env, at: location) {
                entries.append((label, r))
            } else {
                m.note("frame \(label) `\(arg.expression.trimmedText.prefix(50))` is not a number TypeRamp can read and is left out")
            }
        }
        return entries.isEmpty ? nil : Spec.map(entries, location)
    }
}
