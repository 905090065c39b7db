import SwiftSyntax
import TypeRampDecoding

/// `.font`, `.fontWeight`, `.bold`, `.italic`: handed down to the texts inside (the innermost wins).
enum FontModifier: ModifierConstruct {
    static let names = ["font", "fontWeight", "bold", "italic", "fontDesign", "fontWidth"]
    static let documentation = ConstructDocumentation(
        swift: "`.font(…)`, `.fontWeight`, `.bold()`, `.italic()`",
        screens: "the text style (`body`, `title2.emphasized`, `body.italic`), a fixed size, or a scaled custom size",
        notes:
            "the project's fonts (`extension Font { static let … }`, `Theme.Font.caption`, static functions) are followed to their definition; `.system(size:)` is fixed whatever its argument; a font TypeRamp cannot read is laid out as body and marked `guessed: [font]` with a note"
    )
    static let examples = [
        ConstructExample(swift: #"Text("A").font(.headline)"#, screens: "text: A\nstyle: headline\n"),
        ConstructExample(swift: #"Text("A").font(.system(size: 40, weight: .bold))"#, screens: "text: A\nstyle:\n  size: 40\n  weight: bold\n"),
        ConstructExample(
            swift: #"Text("A").font(.custom("Lora", size: 15, relativeTo: .subheadline))"#,
            screens: "text: A\nstyle:\n  size: 15\n  weight: regular\n  relativeTo: subheadline\n"),
        ConstructExample(
            swift: #"Text("A").font(.bodyMD)"#, screens: "text: A\nstyle: footnote\n",
            declarations: "extension Font { static let bodyMD = Font.footnote }"),
        ConstructExample(
            swift: #"Text("A").font(.system(size: CGFloat(token)))"#, screens: "text: A\nstyle:\n  size: 17\n  weight: regular\nguessed: [size]\n"),
    ]

    static func environment(_ m: ModifierCall, _ env: inout Environment) {
        let t = m.translator
        let first = m.first
        switch m.name {
        case "font":
            guard let raw = first else { return }
            // `.font(nil)`, also through a ternary or a name (`forHighlights ? nil : font`): the inherited font.
            let (first, fontScope) = t.resolvedExpression(raw, m.scope)
            if first.is(NilLiteralExprSyntax.self) {
                env.font = nil
                return
            }
            let f = t.font(first, fontScope)
            if case .unknown(let text) = f.size {
                m.note("the font `\(text)` is not one TypeRamp can read: laid out as body (marked as guessed)")
            }
            env.font = f
            if let w = f.weight { env.weight = w }
            if f.italic { env.italic = true }
        case "fontWeight":
            if let name = memberName(first), Translator.weightNames.contains(name) { env.weight = name }
        case "bold":
            if first.map({ $0.trimmedText != "false" }) ?? true { env.weight = "bold" }
        case "italic":
            if first.map({ $0.trimmedText != "false" }) ?? true { env.italic = true }
        default: break  // design and width change the face, not a size TypeRamp models
        }
    }
}
