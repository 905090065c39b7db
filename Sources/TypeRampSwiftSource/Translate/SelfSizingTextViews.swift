import SwiftSyntax
import TypeRampCore

// A UIKit text view wrapped for SwiftUI that sizes itself to its text: laid out as the text it shows.
extension Translator {
    /// A `UIViewRepresentable` whose UIKit view is a read-only `UITextView` that does not scroll (`isEditable = false`,
    /// `isScrollEnabled = false`) or a `UILabel` of any number of lines (`numberOfLines = 0`), and that answers
    /// `sizeThatFits` itself (as a text view or label answers it, the text's height at the width offered): laid out as
    /// a multi-line text of the string it is given, in the font it is given (body when that is not one TypeRamp reads),
    /// filling the width it is offered from the leading edge. Nil for any other wrapped view (a box of unknown size).
    func selfSizingTextView(
        _ type: TypeDecl, _ call: FunctionCallExprSyntax, _ scope: Scope, _ env: Environment, _ location: SourceLocation
    )
        -> [ViewNode]?
    {
        guard type.members["sizeThatFits"] != nil, let make = type.members["makeUIView"]?.first else { return nil }
        let code = [make] + (type.members["updateUIView"] ?? [])
        var names: Set<String> = []
        var assignedText: Set<String> = []
        var settings: Set<String> = []
        for member in code {
            let tokens = Array(member.body.tokens(viewMode: .sourceAccurate))
            for (i, token) in tokens.enumerated() {
                guard case .identifier(let name) = token.tokenKind else { continue }
                names.insert(name)
                // `view.isScrollEnabled = false`, `label.numberOfLines = 0`: a property set to a literal.
                if i + 2 < tokens.count, tokens[i + 1].tokenKind == .equal {
                    settings.insert("\(name)=\(tokens[i + 2].text)")
                    // `textView.attributedText = .init(string: text, …)`, `label.text = title`: the names the text is made of.
                    if name == "text" || name == "attributedText" {
                        // The statement's tokens: up to a line break outside brackets.
                        var depth = 0
                        for (j, t) in tokens[(i + 2)...].enumerated() {
                            if j > 0, depth == 0, t.leadingTrivia.contains(where: \.isNewline) { break }
                            switch t.tokenKind {
                            case .leftParen, .leftSquare: depth += 1
                            case .rightParen, .rightSquare: depth -= 1
                            case .identifier(let n): assignedText.insert(n)
                            default: break
                            }
                        }
                    }
                }
            }
        }
        let textView = names.contains("UITextView") && settings.contains("isEditable=false") && settings.contains("isScrollEnabled=false")
        let label = names.contains("UILabel") && settings.contains("numberOfLines=0")
        guard textView || label else { return nil }
        let textTypes: Set<String> = ["String", "NSAttributedString", "AttributedString"]
        guard
            let textProperty = type.properties.first(where: { textTypes.contains($0.type?.trimming("?! ") ?? "") && assignedText.contains($0.name) })
        else { return nil }
        let instance = instanceScope(type, call: call, scope)
        let content: TextValue
        switch instance.values[textProperty.name] {
        case .string(let t)?: content = t
        case .lazy(let e, let s)?: content = text(e, s)
        default: content = placeholderText(textProperty.name)
        }
        var inner = env
        var fontUnread = false
        if let fontProperty = type.properties.first(where: { $0.type?.trimming("?! ") == "UIFont" }) {
            if case .lazy(let e, let s)? = instance.values[fontProperty.name], let f = uiFont(e, s) {
                inner.font = f
            } else {
                fontUnread = true
            }
        }
        var v = textNode(content, inner, location)
        if fontUnread { v.guessed.insert(.font) }
        v.wrap(.frame(Spec.map([("maxWidth", Spec.plain("infinity", location)), ("alignment", Spec.plain("leading", location))], location)))
        v.setCommon(.description, Spec.string(type.name, location))
        return [v]
    }
}
