import Foundation
import SwiftSyntax
import TypeRampCore
import TypeRampDecoding

// The text an expression shows: literals (localization keys), values, interpolations, and samples for data the source
// does not give.
extension Translator {
    /// The text an expression shows: a literal (a localization key), a value, or a sample (a `// typeramp:sample` value,
    /// else a placeholder marked as guessed).
    func text(_ expr: ExprSyntax, _ scope: Scope) -> TextValue {
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.depth else { return placeholderText(sampleName(expr)) }
        if let attempt = expr.as(TryExprSyntax.self) { return text(attempt.expression, scope) }
        if let literal = expr.as(StringLiteralExprSyntax.self) {
            var t = interpolated(literal, scope)
            t.isKey = true
            // `Text("batchDownload.subtitle \(count)")`: the key is the literal with a format for each value
            // (`batchDownload.subtitle %lld`), which the catalogs translate into other words (`Download %lld videos`).
            // Shown as written, the words are not the app's: sample text.
            if literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }),
                let head = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text.split(separator: " ").first,
                Translator.looksLikeIdentifierKey(String(head))
            {
                t.guessed = true
            }
            return t
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedText
            // A generated strings table's lookup (SwiftGen's `L10n.tr("Localizable", "settings_title")`): the key, which
            // the audit looks up in the app's catalogs.
            if callee == "tr" || callee.hasSuffix(".tr"), call.arguments.count >= 2,
                let key = Array(call.arguments)[1].expression.as(StringLiteralExprSyntax.self)
            {
                var t = interpolated(key, scope)
                t.isKey = true
                return t
            }
            if callee == "AttributedString", call.arguments.first?.label?.text == "markdown", let source = call.arguments.first?.expression {
                var t = text(source, scope)
                t.string = InlineMarkdown.rendered(t.string)
                t.isKey = false
                return t
            }
            if callee == "String", call.arguments.first?.label?.text == "format", let format = call.arguments.first?.expression {
                // A literal format is a `String`, not a key; `NSLocalizedString("KEY")` or `String(localized:)` is one.
                var f = text(format, scope)
                if format.is(StringLiteralExprSyntax.self) { f.isKey = false }
                return formatted(f, call.arguments.dropFirst().map { text($0.expression, scope) })
            }
            // `String(localized: "gestures.tap.enable", defaultValue: "Enable Tap Gestures")`,
            // `NSLocalizedString("key", value: "Enable", comment: …)`: the development language shows the default value
            // (the catalog Xcode extracts holds it under the key), where the key is no text of the app's.
            if ["String", "LocalizedStringResource", "NSLocalizedString"].contains(callee),
                let fallback = call.arguments.first(where: { $0.label?.text == (callee == "NSLocalizedString" ? "value" : "defaultValue") }),
                let literal = fallback.expression.as(StringLiteralExprSyntax.self)
            {
                var t = interpolated(literal, scope)
                t.isKey = false
                return t
            }
            if ["LocalizedStringKey", "String", "LocalizedStringResource", "Text", "NSLocalizedString", "AttributedString"].contains(callee),
                let first = call.arguments.first?.expression, call.arguments.first?.label?.text != "repeating"
            {
                return text(first, scope)
            }
            // `Text("Home").foregroundColor(.red)` passed as a title: the text of the Text.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                base.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == "Text"
            {
                return text(base, scope)
            }
        }
        switch value(expr, scope) {
        case .string(let s)?: return s
        case .number(let n)?: return TextValue(formatDecimal(n))
        case .bool(let b)?: return TextValue(b ? "true" : "false")
        case .lazy(let e, let s)?: return e == expr ? sample(expr, scope) : text(e, s)
        default: return sample(expr, scope)
        }
    }

    /// `String(format:)`: the format with its specifiers (`%@`, `%d`, `%.1f`, `%2$@`) replaced by the arguments' texts, in
    /// order or by position. A format that is a localization key is kept as the key: the catalogs give its text, which
    /// the audit shows with the specifiers unfilled (`%@ (Experimental)`), shorter than the app's by the arguments'
    /// length. It is marked as guessed when an argument is data TypeRamp cannot see (a date, a count).
    func formatted(_ format: TextValue, _ arguments: [TextValue]) -> TextValue {
        let guessed = format.guessed || arguments.contains { $0.guessed }
        if format.isKey { return TextValue(format.string, isKey: true, guessed: guessed) }
        var out = ""
        var next = 0
        var missing = false
        let chars = Array(format.string)
        var i = 0
        while i < chars.count {
            guard chars[i] == "%", i + 1 < chars.count else {
                out.append(chars[i])
                i += 1
                continue
            }
            if chars[i + 1] == "%" {
                out.append("%")
                i += 2
                continue
            }
            // Flags, width, precision and length, then the conversion; `n$` picks an argument by position.
            var j = i + 1
            var digits = ""
            while j < chars.count, chars[j].isASCII, chars[j].isNumber {
                digits.append(chars[j])
                j += 1
            }
            var index = next
            if j < chars.count, chars[j] == "$", let n = Int(digits), n >= 1 {
                index = n - 1
                j += 1
            } else {
                next += 1
            }
            while j < chars.count, "-+ #0123456789.hlqLzjt".contains(chars[j]) { j += 1 }
            guard j < chars.count, "@dDiuUxXoOfFeEgGcCsSpaA".contains(chars[j]) else {
                out.append(chars[i])
                i += 1
                continue
            }
            if index < arguments.count { out += arguments[index].string } else { missing = true }
            i = j + 1
        }
        return TextValue(out, guessed: guessed || missing)
    }

    /// A string literal with its interpolations replaced by their values or samples.
    func interpolated(_ literal: StringLiteralExprSyntax, _ scope: Scope) -> TextValue {
        var out = TextValue("")
        for segment in literal.segments {
            if let s = segment.as(StringSegmentSyntax.self) {
                out.string += StringLiteralExprSyntax.unescape(s.content.text)
            } else if let e = segment.as(ExpressionSegmentSyntax.self), let first = e.expressions.first {
                out = out + text(first.expression, scope)
                out.isKey = false
            }
            if out.string.count > limits.text {
                out.string = String(out.string.prefix(limits.text))
                break
            }
        }
        return out
    }

    /// The text for data the source does not give: a `// typeramp:sample name = value` comment (this file's first, then
    /// any file's), else a placeholder.
    func sample(_ expr: ExprSyntax, _ scope: Scope) -> TextValue { sample(named: sampleName(expr), scope) }

    /// The text for data named `name` (see ``sample(_:_:)``).
    func sample(named name: String, _ scope: Scope) -> TextValue {
        if let s = scope.file.samples[name] ?? project.samples[name] { return TextValue(s) }
        return placeholderText(name)
    }

    /// "Sample " and the name in words (`firstName` → "Sample first name"), marked as guessed (docs/swift-source.md).
    func placeholderText(_ name: String) -> TextValue {
        TextValue(Translator.samplePlaceholder(for: name), guessed: true)
    }

    /// The last name of an expression (`item.title` → `title`), for samples.
    func sampleName(_ expr: ExprSyntax) -> String {
        if let m = expr.as(MemberAccessExprSyntax.self) { return m.declName.baseName.text }
        if let r = expr.as(DeclReferenceExprSyntax.self) { return r.baseName.text.hasPrefix("$") ? "value" : r.baseName.text }
        if let c = expr.as(FunctionCallExprSyntax.self) { return sampleName(c.calledExpression) }
        if let f = expr.as(ForceUnwrapExprSyntax.self) { return sampleName(f.expression) }
        if let o = expr.as(OptionalChainingExprSyntax.self) { return sampleName(o.expression) }
        if let s = expr.as(SubscriptCallExprSyntax.self) { return sampleName(s.calledExpression) }
        if let i = expr.as(InfixOperatorExprSyntax.self) { return sampleName(i.leftOperand) }
        return "value"
    }

    /// "Sample " and the name in words, capitalised as a sentence (`title` → "Sample title", `lastRefreshTime` and
    /// `last_refresh_time` → "Sample last refresh time": a name's parts are words, never one unbreakable word that the
    /// real text would not have).
    static func samplePlaceholder(for name: String) -> String {
        var words: [String] = []
        var current = ""
        for c in name {
            if c == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if c.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(c.lowercased())
        }
        if !current.isEmpty { words.append(current) }
        return "Sample " + words.joined(separator: " ")
    }

    /// A number an expression evaluates to (`.infinity` included).
    func number(_ expr: ExprSyntax, _ scope: Scope) -> Double? {
        switch value(expr, scope) {
        case .number(let n)?: return n
        case .enumCase?: return numericImplicitMember(expr, scope)
        default: return nil
        }
    }

    /// The number types whose extensions hold a project's lengths (`extension CGFloat { static func grid(_ n: Int) … }`).
    static let numberTypes = ["CGFloat", "Double", "Float", "Int"]

    /// An implicit member read as a length: `.padding(.layoutPadding)` or `.padding(.grid(5))`, a static property or
    /// function the project declares on a number type (`extension CGFloat { static var layoutPadding: CGFloat { … } }`,
    /// `static func grid(_ n: Int) -> Self { Self(n) * 4 }`), which is where Swift finds an implicit member of a
    /// length. Nil for anything else (an enum case of the project's own).
    func numericImplicitMember(_ expr: ExprSyntax, _ scope: Scope) -> Double? {
        if case .number(let n)? = implicitLength(expr, scope) { return n }
        return nil
    }

    /// ``numericImplicitMember(_:_:)``'s static as a length: a number, or a length of the screen
    /// (`extension CGFloat { static let screenW = UIScreen.main.bounds.size.width }`), which the layout knows at each
    /// width audited; nil for anything else.
    func implicitLength(_ expr: ExprSyntax, _ scope: Scope) -> Value? {
        let call = expr.as(FunctionCallExprSyntax.self)
        guard let member = (call?.calledExpression ?? expr).as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        let name = member.declName.baseName.text
        for typeName in Translator.numberTypes {
            guard let type = project.extended[typeName] else { continue }
            if let call {
                guard let f = type.staticFunction(name, accepting: call.arguments.count), let e = singleExpression(f.body)
                else { continue }
                let child = Scope(parent: nil, type: type, file: f.file)
                bindParameters(f.parameters, call, scope, into: child)
                if case .number(let n)? = value(e, child) { return .number(n) }
            } else if let s = type.statics[name], let v = staticValue(s, type) {
                if case .number = v { return v }
                if case .readerLength(let r) = v, r.reader == 0 { return v }
            }
        }
        return nil
    }

    /// The length `expr` reads from the proxy of the innermost `GeometryReader` around the view (`env`), in the screens
    /// format's spelling; nil for any other value (a length read from an outer reader's proxy included: the format
    /// reads the nearest reader).
    func readerLength(_ expr: ExprSyntax, _ scope: Scope, _ env: Environment, at location: SourceLocation) -> SpecNode? {
        guard case .readerLength(let r)? = value(expr, scope), r.reader == env.geometryReaders || r.reader == 0 else { return nil }
        return r.spec(location)
    }

    /// The text of `Text(…) + Text(…)` chains: one text (the pieces' own styles are not kept), pieces read in order.
    func concatenatedText(_ expr: ExprSyntax, _ scope: Scope, _ env: Environment) -> ViewNode {
        var pieces: [ExprSyntax] = []
        var current = expr
        while let i = current.as(InfixOperatorExprSyntax.self), i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
            pieces.append(i.rightOperand)
            current = i.leftOperand
        }
        pieces.append(current)
        var out = TextValue("")
        for piece in pieces.reversed() {
            out = out + pieceText(piece, scope)
            if out.string.count > limits.text { break }
        }
        return textNode(out, env, scope.file.location(of: expr))
    }

    /// One piece of a `Text + Text` chain: a `Text`'s text, `Text(Image(systemName:))` as an em space (a symbol is about
    /// one em wide), or a value.
    private func pieceText(_ piece: ExprSyntax, _ scope: Scope) -> TextValue {
        var base = piece
        while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let b = member.base
        {
            base = b
        }
        if let paren = base.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first {
            return pieceText(only.expression, scope)
        }
        if let call = base.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText == "Text", let first = call.arguments.first {
            if first.expression.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText == "Image" { return TextValue("\u{2003}") }
            if first.label?.text == "verbatim" { return text(first.expression, scope) }
            var t = text(first.expression, scope)
            // `Text("usernameWarning")`: a literal is a `LocalizedStringKey`, and a key written as an identifier shows
            // its catalog's sentence, which the catalogs give for the key alone, not for the joined text: the sum holds
            // the key's name in its place and is marked as guessed (as `joined(_:_:)` marks a localized string's sum).
            if let literal = first.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                Translator.looksLikeIdentifierKey(t.string)
            {
                t.guessed = true
            }
            return t
        }
        return text(piece, scope)
    }

    /// Whether a localized literal reads as a key rather than the text it shows: one word of 8 characters or more, of
    /// ASCII letters, digits, `.`, `_` and `-`, that joins words with `.` or `_`, or in camel case with two humps or more
    /// (`usernameWarningMessage`, `settings.title`, `CLEAR_CACHE`). Words people read (`Hello`, `iPhone`, `macOS`) are not
    /// keys. (The audit's `Guesses.looksLikeKey` asks the same of a text it lays out, in another module and with a
    /// catalog at hand: a different question, answered separately.)
    static func looksLikeIdentifierKey(_ text: String) -> Bool {
        guard text.count >= 8, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }) else { return false }
        if text.contains(where: { "._".contains($0) }) { return true }
        // Camel case: a capital after a lowercase letter, twice or more (`usernameWarningMessage`; not `iPhone`).
        var humps = 0
        var previous: Character = " "
        for c in text {
            if c.isUppercase, previous.isLowercase { humps += 1 }
            previous = c
        }
        return humps >= 2
    }
}

extension Translator {
    /// `pieces.reduce(Text(""), +)`, `parts.dropFirst().reduce(first) { $0 + Text(", ").font(font) + $1 }` where a view
    /// is made: texts a collection holds, folded with `+` into one `Text` (the one view `+` joins, so the only view a
    /// `reduce` can fold). Its words are the collection's, data TypeRamp does not see: one text of sample words (a
    /// `// typeramp:sample` for the collection's name, else "Sample" and the name), marked as guessed, in the font and
    /// style of the first `Text` written for it: the value the fold starts from, else a piece the closure joins, else a
    /// piece the collection is mapped to (`parts.map { Text($0).font(.caption) }`); the environment's without one.
    func foldedText(_ m: ModifierCall, _ receiver: Chain, _ env: Environment) -> [ViewNode]? {
        guard let initial = m.arguments.first?.expression, m.arguments.first?.label == nil,
            m.arguments.count == 2 || (m.arguments.count == 1 && m.trailing != nil)
        else { return nil }
        var name = "value"
        if case .expression(let e) = receiver.base { name = sampleName(e) }
        let words = sample(named: name, m.scope)
        let (start, startScope) = resolvedExpression(initial, m.scope)
        var written: [(ExprSyntax, Scope)] = []
        if let root = Translator.textChains(in: Syntax(start)).first, root.id == start.id { written.append((start, startScope)) }
        if let closure = m.trailing { written += Translator.textChains(in: Syntax(closure)).map { ($0, m.scope) } }
        for mapped in receiver.modifiers where mapped.name == "map" || mapped.name == "compactMap" {
            if let closure = mapped.trailing ?? mapped.first?.as(ClosureExprSyntax.self) {
                written += Translator.textChains(in: Syntax(closure)).map { ($0, mapped.scope) }
            }
        }
        for (piece, scope) in written {
            guard let made = views(piece, scope, env).first, made.kind == .text else { continue }
            var folded = made
            folded.content = .scalar(Spec.string(words.string, made.location))
            if words.guessed { folded.guessed.insert(.text) } else { folded.guessed.remove(.text) }
            return [folded]
        }
        return [textNode(words, env, m.location)]
    }

    /// The `Text(…)` expressions written in `node`, each with the modifiers chained on it (`Text(",").font(font)`), in
    /// source order.
    static func textChains(in node: Syntax) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("Text") {
            guard let ref = token.parent?.as(DeclReferenceExprSyntax.self),
                var top = ref.parent?.as(FunctionCallExprSyntax.self).map(ExprSyntax.init),
                top.as(FunctionCallExprSyntax.self)?.calledExpression.id == ref.id
            else { continue }
            // Up the chain: `Text(…)` `.font` `(font)` …
            while let member = top.parent?.as(MemberAccessExprSyntax.self), member.base?.id == top.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            {
                top = ExprSyntax(call)
            }
            found.append(top)
        }
        return found
    }
}
