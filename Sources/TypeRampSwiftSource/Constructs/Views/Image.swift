import SwiftSyntax
import TypeRampDecoding

/// `Image(systemName:)` and SFSafeSymbols' `Image(systemSymbol:)` (a symbol sized by its font), `Image(_:)` and `Image(decorative:)` (an asset), `AsyncImage`;
/// `.resizable()` (on an asset or a symbol) with a frame takes the frame's size.
enum ImageConstruct: ViewConstruct {
    static let names = ["Image", "AsyncImage"]
    static let documentation = ConstructDocumentation(
        swift: "`Image(systemName:)`, `Image(_:)`, `Image(decorative:)`, `AsyncImage`, `.resizable().frame(width:height:)`",
        screens: "`symbol` sized by its font (1.2 em); `image`",
        notes:
            "an asset's own size is unknown: 24 pt, marked `guessed: [size]`, unless a frame gives it; a resizable image (an asset or a symbol) without a frame takes the space offered; an image a name holds (`icon.resizable()`, `model.icon` set to `Image(systemName:)`) is sized by the chain after the name; VoiceOver reads an image by its name (`star.fill` as \"star fill\"), as SwiftUI labels it; `Image(decorative:)` is hidden from VoiceOver; a static the project declares on `Image` (`static var close: Self { .init(\"close\") }`) is followed to its definition, and `Image.name` declared nowhere in the project is the asset symbol Xcode generates (an asset image labelled with its name); a value drawn with `.resizable()` or `.renderingMode` (a remote-image view's content closure) is an image of unknown name"
    )
    static let examples = [
        ConstructExample(swift: #"Image(systemName: "star.fill")"#, screens: "symbol: star.fill\nstyle: body\naccessibility:\n  label: star fill\n"),
        ConstructExample(
            swift: #"Image("cover").resizable().frame(width: 60, height: 90)"#,
            screens: "image: cover\nwidth: 60\nheight: 90\naccessibility:\n  label: cover\nframe:\n  width: 60\n  height: 90\n"),
        ConstructExample(
            swift: #"Image(systemName: "bell").resizable().frame(width: 20, height: 20)"#,
            screens: "image: bell\nwidth: 20\nheight: 20\naccessibility:\n  label: bell\nframe:\n  width: 20\n  height: 20\n"),
        ConstructExample(
            swift: #"Image(decorative: "wave")"#, screens: "image: wave\nwidth: 24\nheight: 24\nguessed: [size]\naccessibility:\n  hidden: true\n"),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        let resizable = c.chain.contains { $0.name == "resizable" } || c.name == "AsyncImage"
        var v: ViewNode
        let symbol = c.argument("systemName") ?? c.argument("systemSymbol")
        if let symbol {
            // `systemSymbol:` is SFSafeSymbols' typed spelling: `.chevronLeft` is the symbol `chevron.left`.
            let name = c.argument("systemSymbol") == nil ? c.text(symbol).string : ImageConstruct.symbolName(symbol, c)
            // VoiceOver reads a symbol by its name ("forward fill"): SwiftUI gives every `Image(systemName:)` that label.
            let label = Spec.string(name.replacingOccurrences(of: ".", with: " "), c.location)
            guard resizable else {
                v = ViewNode(.symbol, .scalar(Spec.string(name, c.location)), at: c.location)
                let (style, guesses) = t.style(c.env, at: c.location)
                v.set(.style, style)
                v.guessed = guesses
                v.setAccessibility("label", label)
                return [v]
            }
            // A resizable symbol is no longer sized by its font: like any resizable image it takes its frame's size (or
            // the space offered).
            v = ViewNode(.image, .scalar(Spec.string(name, c.location)), at: c.location)
            v.setAccessibility("label", label)
        } else {
            let decorative = c.argument("decorative")
            let nameExpr = decorative ?? c.first ?? c.argument("url")
            let name = nameExpr.map { c.text($0).string } ?? "image"
            v = ViewNode(.image, .scalar(Spec.string(name.isEmpty ? "image" : name, c.location)), at: c.location)
            if decorative != nil {
                v.setAccessibility("hidden", Spec.plain("true", c.location))
            } else if nameExpr != nil, c.name == "Image", c.call.arguments.first?.label == nil {
                // `Image("name")` is labelled with its name (or the name's localized string), as SwiftUI labels it; an
                // image made from a `UIImage` or `CGImage` has no label.
                v.setAccessibility("label", Spec.string(name, c.location))
            } else if c.name == "Image", let label = c.call.arguments.first?.label?.text,
                let inits = t.project.viewTypeStatics["Image"]?.initializers,
                inits.contains(where: { $0.parameters.first?.label == label }), let argument = c.call.arguments.first?.expression
            {
                // `Image(icon: .general.close)`, an initializer the project adds that names an asset or a symbol
                // (`self.init(systemName: icon.name)`): labelled by that name as SwiftUI labels both; the name TypeRamp
                // reads is the argument's last member (`close`).
                v.setAccessibility("label", Spec.string(ImageConstruct.spokenName(argument, c.translator, c.scope), c.location))
            }
        }
        return [sized(v, resizable: resizable, symbol: symbol != nil, chain: c.chain, c.translator, c.scope, c.location)]
    }

    /// An image a name holds (`icon.resizable()`, `kind.model.icon.resizable().frame(width: 18)`, the `Image` made where
    /// the name is set) made resizable by the chain after the name: SwiftUI sizes it by that chain, as it sizes
    /// `Image(…).resizable()` written in place; a symbol is then no longer sized by its font. Only `Image` has
    /// `.resizable()`, so the name's value is an image; a node that is not a bare image or symbol (already sized by its
    /// own chain, or not an image TypeRamp read) is returned unchanged.
    static func madeResizable(_ node: ViewNode, chain: [ModifierCall], _ translator: Translator, _ scope: Scope) -> ViewNode {
        node.mapBranches { v in
            guard v.wrappers.isEmpty, v.nodeProperties.isEmpty else { return v }
            var image = v
            let symbol = v.kind == .symbol
            if symbol {
                image.kind = .image
                image.guessed.remove(.font)
            } else {
                // An image of unknown size (24 pt, guessed), as `ImageConstruct` makes one not made resizable.
                guard v.kind == .image, v.guessed.contains(.size), [.width, .height].allSatisfy({ (try? v.property($0)?.string()) == "24" })
                else { return v }
                image.guessed.remove(.size)
            }
            image.properties.removeAll { [.style, .width, .height].contains($0.0) }
            return sized(image, resizable: true, symbol: symbol, chain: chain, translator, scope, v.location)
        }
    }

    /// An image given its size: a resizable one takes its frame's width and height when the chain after it gives both,
    /// else the space offered (an asset's aspect ratio is unknown, a symbol's about square); one that is not resizable
    /// is an asset of unknown size, 24 pt marked `guessed: [size]`.
    static func sized(
        _ image: ViewNode, resizable: Bool, symbol: Bool, chain: [ModifierCall], _ translator: Translator, _ scope: Scope,
        _ location: SourceLocation
    ) -> ViewNode {
        var v = image
        let frame = chain.last { $0.name == "frame" }
        let width = frame?.argument("width").flatMap { translator.number($0, scope) }
        let height = frame?.argument("height").flatMap { translator.number($0, scope) }
        if resizable, let w = width, let h = height, w.isFinite, h.isFinite, w >= 1, h >= 1 {
            v.set(.width, Spec.number(w, location))
            v.set(.height, Spec.number(h, location))
            return v
        }
        // A resizable symbol kept to its shape (`.scaledToFit()`, `.aspectRatio(contentMode: .fit)`) in a frame of one
        // length: about square, so that length both ways (`.resizable().scaledToFit().frame(width: 18)` is 18 × 18).
        if resizable, symbol, chain.contains(where: { $0.name == "scaledToFit" || $0.name == "aspectRatio" }),
            let side = width ?? height, width == nil || height == nil, side.isFinite, side >= 1
        {
            v.set(.width, Spec.number(side, location))
            v.set(.height, Spec.number(side, location))
            return v
        }
        if resizable {
            v.set(.width, Spec.number(1, location))
            v.set(.height, Spec.number(1, location))
            if width == nil || height == nil, !symbol { v.guessed.insert(.size) }
            v.wrap(.frame(Spec.map([("maxWidth", Spec.plain("infinity", location)), ("maxHeight", Spec.plain("infinity", location))], location)))
            return v
        }
        v.set(.width, Spec.number(24, location))
        v.set(.height, Spec.number(24, location))
        v.guessed.insert(.size)
        return v
    }

    /// What VoiceOver reads for an image named by a value TypeRamp sees only as a member or a key path (`.general.close`,
    /// `\.chevronRight`): that member's words (`close`, `chevron right`); "image" when it is neither.
    static func spokenName(_ expr: ExprSyntax, _ translator: Translator, _ scope: Scope) -> String {
        let (resolved, _) = translator.resolvedExpression(expr, scope)
        let member: String?
        if let keyPath = resolved.as(KeyPathExprSyntax.self) {
            member = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
        } else {
            member = resolved.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        guard let member, !member.isEmpty else { return "image" }
        var words: [String] = []
        var current = ""
        for ch in member {
            if ch.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(Character(ch.lowercased()))
        }
        if !current.isEmpty { words.append(current) }
        return words.joined(separator: " ")
    }

    /// The SF Symbol an SFSafeSymbols case names: its camel-case words and numbers joined by dots (`.gearshapeFill` is
    /// `gearshape.fill`, `.person2Fill` is `person.2.fill`); a value TypeRamp cannot read is the sample symbol `questionmark`.
    static func symbolName(_ expr: ExprSyntax, _ c: ViewCall) -> String {
        let (resolved, _) = c.translator.resolvedExpression(expr, c.scope)
        guard let member = memberName(resolved) else { return "questionmark" }
        var parts: [String] = []
        var current = ""
        for ch in member {
            let startsWord = ch.isUppercase || (ch.isNumber && !(current.last?.isNumber ?? true))
            if startsWord, !current.isEmpty {
                parts.append(current)
                current = ""
            }
            if !ch.isNumber, current.last?.isNumber ?? false {
                parts.append(current)
                current = ""
            }
            current.append(ch.isUppercase ? Character(ch.lowercased()) : ch)
        }
        if !current.isEmpty { parts.append(current) }
        return parts.joined(separator: ".")
    }
}

extension Translator {
    /// An image a design system's icon set gives by key path (`.icons[keyPath: icon]`, with `static let icons =
    /// BrandIcons()` in the project's `extension Image`): an image whose name TypeRamp cannot see, laid out as
    /// `Image("name")` is: resizable when the chain that uses it says so, an asset of unknown size otherwise.
    func keyPathImage(_ e: ExprSyntax, _ scope: Scope, _ location: SourceLocation) -> ViewNode? {
        guard let sub = e.as(SubscriptCallExprSyntax.self), sub.arguments.count == 1, sub.arguments.first?.label?.text == "keyPath",
            let base = sub.calledExpression.as(MemberAccessExprSyntax.self),
            base.base == nil || base.base?.trimmedText == "Image",
            project.viewTypeStatics["Image"]?.statics[base.declName.baseName.text] != nil
        else { return nil }
        // Resizable, it takes its frame's size, whatever the asset's; otherwise its own size is a guess.
        let resizable = enclosingChains.last?.contains(where: { $0.name == "resizable" }) ?? false
        note(
            "`\(e.trimmedText.prefix(60))` is an image of the project's icon set, read by key path: laid out as an image whose name TypeRamp cannot see",
            at: location, affectsLayout: !resizable)
        var v = ViewNode(.image, .scalar(Spec.string("image", location)), at: location)
        // An asset's image: SwiftUI labels it with the asset's name, which the key path names (`\.chevronRight`).
        if let keyPath = sub.arguments.first?.expression {
            v.setAccessibility("label", Spec.string(ImageConstruct.spokenName(keyPath, self, scope), location))
        }
        if resizable {
            v.set(.width, Spec.number(1, location))
            v.set(.height, Spec.number(1, location))
            v.wrap(.frame(Spec.map([("maxWidth", Spec.plain("infinity", location)), ("maxHeight", Spec.plain("infinity", location))], location)))
        } else {
            v.set(.width, Spec.number(24, location))
            v.set(.height, Spec.number(24, location))
            v.guessed.insert(.size)
        }
        return v
    }
}
