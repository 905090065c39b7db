import Foundation
import SwiftSyntax
import TypeRampCore

// What calls evaluate to: initializers of records and numbers, functions and methods whose body returns one value.
extension Translator {
    func callValue(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        // `{ … }()`: a closure called where it is written (a static's initial value, often an `if #available`).
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            guard call.arguments.isEmpty else { return nil }
            let local = Scope(parent: scope, type: nil, file: scope.file)
            if let e = singleExpression(closure.statements) { return value(e, local) }
            return returnedValue(closure.statements, local)
        }
        let calleeText = call.calledExpression.trimmedText
        let first = call.arguments.first?.expression
        switch calleeText {
        case "String", "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString", "Text", "AttributedString", "NSAttributedString":
            guard let first else { return .string(TextValue("")) }
            // `String(format:)` and `AttributedString(markdown:)`: the text they show (``Translator/text(_:_:)``).
            if (calleeText == "String" && call.arguments.first?.label?.text == "format")
                || (calleeText == "AttributedString" && call.arguments.first?.label?.text == "markdown")
            {
                return .string(text(ExprSyntax(call), scope))
            }
            if call.arguments.first?.label?.text == "repeating", let s = value(first, scope), case .string(let t) = s,
                let n = call.arguments.dropFirst().first.flatMap({ number($0.expression, scope) }), let count = checkedInt(n), count >= 0
            {
                return .string(TextValue(String(repeating: t.string, count: min(count, limits.text / max(1, t.string.count))), guessed: t.guessed))
            }
            return .string(text(first, scope))
        case "Self" where Translator.numberTypes.contains(scope.typeContext?.name ?? ""):
            // `Self(n) * 4` in `extension CGFloat`: the number converted.
            guard let first, case .number(let n)? = value(first, scope) else { return .unknown("value") }
            return .number(scope.typeContext?.name == "Int" ? (n.isFinite ? n.rounded(.towardZero) : n) : n)
        case "Int", "Double", "CGFloat", "Float", "Int64", "UInt", "TimeInterval":
            if let first, case .readerLength? = value(first, scope), calleeText == "CGFloat" || calleeText == "Double" { return value(first, scope) }
            guard let first, case .number(let n)? = value(first, scope) else { return .unknown(sampleName(call.calledExpression)) }
            return .number(calleeText.hasPrefix("Int") || calleeText == "UInt" ? (n.isFinite ? n.rounded(.towardZero) : n) : n)
        case "max", "min":
            let all = call.arguments.map { value($0.expression, scope) }
            let readers = all.compactMap { v -> ReaderLengthValue? in if case .readerLength(let r)? = v { return r } else { return nil } }
            if readers.count == 2, all.count == 2, readers.allSatisfy(\.isWholeScreenLength), readers[0].horizontal != readers[1].horizontal {
                // `min(UIScreen.main.bounds.width, UIScreen.main.bounds.height)`: an iPhone audited in portrait is
                // narrower than it is tall, so the smaller is its width and the larger its height.
                return .readerLength(readers.first { $0.horizontal == (calleeText == "min") }!)
            }
            if readers.count == 1 {
                // `max(0, proxy.size.width - 40)`: a reader length limited by the numbers beside it.
                var numbers: [Double] = []
                for v in all {
                    switch v {
                    case .number(let n)?: numbers.append(n)
                    case .readerLength?: continue
                    default: return nil
                    }
                }
                guard let bound = calleeText == "max" ? numbers.max() : numbers.min() else { return nil }
                return (calleeText == "max" ? readers[0].limited(atLeast: bound, atMost: nil) : readers[0].limited(atLeast: nil, atMost: bound))
                    .map(Value.readerLength)
            }
            let values = call.arguments.compactMap { number($0.expression, scope) }
            guard values.count == call.arguments.count, !values.isEmpty else { return nil }
            return .number(calleeText == "max" ? values.max()! : values.min()!)
        case "abs":
            return first.flatMap { number($0, scope) }.map { .number(Swift.abs($0)) }
        case "CGSizeMake", "CGPointMake", "CGRectMake":
            // Core Graphics' unlabelled makers (`CGSizeMake(300, 294)`): the value `CGSize(width:height:)` would make.
            let labels =
                calleeText == "CGSizeMake" ? ["width", "height"] : calleeText == "CGPointMake" ? ["x", "y"] : ["x", "y", "width", "height"]
            guard call.arguments.count == labels.count else { return nil }
            var fields: [String: Value] = [:]
            for (label, arg) in zip(labels, call.arguments) { fields[label] = value(arg.expression, scope) ?? .unknown(label) }
            return .record(String(calleeText.dropLast(4)), fields)
        case "Array":
            if let item = call.arguments.first(where: { $0.label?.text == "repeating" })?.expression,
                let countExpr = call.arguments.first(where: { $0.label?.text == "count" })?.expression
            {
                guard let n = number(countExpr, scope), let count = checkedInt(n), count >= 0 else { return .array([]) }
                let element = value(item, scope) ?? .unknown("element")
                return .array(Array(repeating: element, count: min(count, limits.rows)))
            }
            return first.flatMap { value($0, scope) }
        default: break
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return methodValue(member, call, scope)
        }
        // `Tag<Kind>(label: "Dot", value: .dot)`: the generic type's initializer, its type arguments aside.
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        if let ref = callee.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            // A member function, or a static one called from the type's statics (`static let row = row()` calls
            // `static func row(scales: Bool = true)`: the property is not callable, so Swift picks the function).
            if let type = scope.typeContext,
                let m = type.member(name, arity: call.arguments.count)
                    ?? type.staticFunction(name, accepting: call.arguments.count)
            {
                let child = Scope(parent: scope, type: nil, file: m.file)
                bindParameters(m.parameters, call, scope, into: child)
                if let e = singleExpression(m.body) { return value(e, child) }
                if let v = computedValue(m, child) { return v }
            }
            if name.first?.isUppercase ?? false {
                let type = name == "Self" ? scope.typeContext : project.resolve(name, from: scope.typeContext, file: scope.file)
                if type?.isView == true { return nil }
                if Constructs.view(name) != nil { return nil }
                var fields: [String: Value] = [:]
                for arg in call.arguments {
                    if let label = arg.label?.text { fields[label] = field(arg.expression, label, scope, of: type) }
                }
                // Named as the project declares it (`AvatarView.FrameConfig`), so its other properties are found anywhere.
                return .record(type?.qualifiedName ?? name, fields)
            }
        }
        return nil
    }

    /// A record's field made from an argument: its value, or, for a view made there (`icon: CompoundIcon(icon)` in
    /// `ListRowDetails(title:icon:)`), the expression to translate where the field is shown; unknown data otherwise.
    func field(_ e: ExprSyntax, _ label: String, _ scope: Scope, of type: TypeDecl? = nil) -> Value {
        // `Metrics(food: .food)`: the static of the type the property `food` is declared with.
        if let type, let m = e.as(MemberAccessExprSyntax.self), let v = implicitMember(m, ofProperty: label, in: type) { return v }
        // A font (`StyleToken(font: .system(.body), …)` for a property declared `Font`): the expression, which the font
        // reader follows where the field is read (`.font(token.font)`).
        if let declared = type?.properties.first(where: { $0.name == label })?.type, declared == "Font" || declared == "Font?" || declared == "UIFont"
        {
            return .lazy(e, scope)
        }
        if let v = value(e, scope) { return v }
        return isViewExpression(e) ? .lazy(e, scope) : .unknown(label)
    }

    /// `AttributedString` methods that change attributes (colour, font, links), not characters: the text is the same.
    static let attributeMethods: Set<String> = ["settingAttributes", "mergingAttributes", "replacingAttributes", "transformingAttributes"]

    /// `x.uppercased()`, `items.prefix(3)`, `Type.make(…)`, `.dynamic(size: 16)`.
    private func methodValue(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) -> Value? {
        let name = member.declName.baseName.text
        let baseText = member.base?.trimmedText ?? ""
        // A type's static member (`Item.make(…)`, `Theme.Colors.init(…)`), not a method of a value made by a call
        // (`AttributedString(text).settingAttributes(…)`).
        let baseIsName = member.base.map { $0.is(DeclReferenceExprSyntax.self) || $0.is(MemberAccessExprSyntax.self) } ?? false
        // The base's value when the static path below already read it.
        var staticBase: Value?
        if member.base == nil || (baseIsName && (baseText.first?.isUppercase ?? false)) {
            if let type = member.base == nil ? nil : project.resolveQualified(baseText, from: scope.typeContext, file: scope.file),
                let f = type.staticFunction(name, accepting: call.arguments.count), let e = singleExpression(f.body)
            {
                let child = Scope(parent: nil, type: type, file: f.file)
                bindParameters(f.parameters, call, scope, into: child)
                return value(e, child)
            }
            // `Theme.Colors.init(…)`, and `Metrics.Food(…)`: a nested type of the project made by its initializer.
            let made =
                name == "init"
                ? project.resolveQualified(baseText, from: scope.typeContext, file: scope.file)
                : name.first?.isUppercase == true && member.base != nil
                    ? project.resolveQualified("\(baseText).\(name)", from: scope.typeContext, file: scope.file) : nil
            if let type = made, !type.isView {
                var fields: [String: Value] = [:]
                for arg in call.arguments {
                    if let label = arg.label?.text { fields[label] = field(arg.expression, label, scope, of: type) }
                }
                return .record(type.qualifiedName, fields)
            }
            if member.base == nil, name == "init", !call.arguments.isEmpty, call.arguments.allSatisfy({ $0.label != nil }) {
                // `let size: CGSize = .init(width: 16, height: 16)`: a value of the declared type, read by its fields.
                var fields: [String: Value] = [:]
                for arg in call.arguments { fields[arg.label!.text] = field(arg.expression, arg.label!.text, scope) }
                return .record("init", fields)
            }
            // `.grid(5)` where no enum of the project has a case `grid` and `extension CGFloat` declares `static func
            // grid(_:)`: the length, as Swift resolves the implicit member against the number type.
            if member.base == nil, project.enumsByCase[name] == nil, let n = numericImplicitMember(ExprSyntax(call), scope) {
                return .number(n)
            }
            if member.base == nil {
                if let filled = associatedValuesWithDefaults(name, call, scope) { return .enumCase(name, filled) }
                // `.custom { Text("…") }`: a trailing closure is the case's last associated value.
                let trailing = call.trailingClosure.map { [Value.lazy(ExprSyntax($0), scope)] } ?? []
                return .enumCase(name, call.arguments.map { value($0.expression, scope) ?? .unknown("value") } + trailing)
            }
            // `UIDevice.current.isiPad()`: a method the project adds to a system type, called on its shared instance.
            if let shared = member.base?.as(MemberAccessExprSyntax.self), let owner = shared.base?.trimmedText,
                let type = project.resolveQualified(owner, from: scope.typeContext, file: scope.file),
                type.statics[shared.declName.baseName.text] == nil,
                let m = type.member(name, arity: call.arguments.count), !m.isStatic
            {
                let child = Scope(parent: Scope(parent: nil, type: type, file: m.file), type: nil, file: m.file)
                bindParameters(m.parameters, call, scope, into: child)
                if let e = singleExpression(m.body) { return value(e, child) ?? .unknown(name) }
                return computedValue(m, child) ?? .unknown(name)
            }
            // `Category.allCases.map { $0.rawValue }`: a method of the array a type's static gives, read below.
            staticBase = member.base.flatMap { value($0, scope) }
            guard case .array? = staticBase else { return .unknown(name) }
        }
        guard let base = member.base else { return nil }
        let b = staticBase ?? value(base, scope)
        if case .enumCase(let c, _)? = b, call.arguments.isEmpty,
            let v = enumMember(c, name, arity: call.arguments.count, declared: declaredType(of: base, scope))
        {
            return v
        }
        if name == "clamped", let range = call.arguments.first?.expression.as(InfixOperatorExprSyntax.self),
            let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "...",
            let lo = number(range.leftOperand, scope)
        {
            // `x.clamped(to: 10..<60)`, the common extension on `Comparable`: `x` limited to the range. An end that is
            // data (`0..<items.count`) is taken to hold `x`: a preview's sample has the items it shows
            // (docs/swift-source.md).
            let hi = number(range.rightOperand, scope) ?? .infinity
            switch b {
            case .number(let n)?: return .number(Swift.min(Swift.max(n, lo), hi))
            case .readerLength(let r)?: return r.limited(atLeast: lo, atMost: hi.isFinite ? hi : nil).map(Value.readerLength)
            default: break
            }
        }
        // `insets.apply(size)`, a method the project adds to a value's type (`extension EdgeInsets { func apply(…) ->
        // EdgeInsets { EdgeInsets(top: self.top + …, …) } }`): its one expression, with `self` the value.
        if case .record(let typeName?, let fields)? = b, let type = project.extended[typeName],
            let m = type.member(name, arity: call.arguments.count), !m.isStatic, let e = singleExpression(m.body)
        {
            let child = Scope(parent: nil, type: type, file: m.file)
            for (field, v) in fields { child.values[field] = v }
            child.values["self"] = b
            bindParameters(m.parameters, call, scope, into: child)
            return value(e, child) ?? .unknown(name)
        }
        switch (b, name) {
        // `size.map { SizeMetrics(…) }` of a nil optional is nil.
        case (.none?, "map"), (.none?, "flatMap"): return Value.none
        case (.string(let t)?, "uppercased"): return .string(TextValue(t.string.uppercased(), guessed: t.guessed))
        case (.string(let t)?, "lowercased"): return .string(TextValue(t.string.lowercased(), guessed: t.guessed))
        case (.string(let t)?, "capitalized"): return .string(TextValue(t.string.capitalized, guessed: t.guessed))
        case (.string(let t)?, _) where Translator.attributeMethods.contains(name): return .string(t)
        // The project's own `extension String` helper without arguments that returns text (`answer.fixWidowedLines()`,
        // `body.md()`): the same characters, its inline Markdown applied when it makes an `AttributedString(markdown:)`.
        case (.string(let t)?, _) where call.arguments.isEmpty && project.extended["String"]?.member(name, arity: 0) != nil:
            guard let m = project.extended["String"]?.member(name, arity: 0), ["String", "AttributedString"].contains(m.returnType ?? "")
            else { return .unknown(sampleName(ExprSyntax(call))) }
            let markdown = m.body.description.contains("AttributedString(markdown")
            return .string(TextValue(markdown ? InlineMarkdown.rendered(t.string) : t.string, isKey: t.isKey && !markdown, guessed: t.guessed))
        case (.array(let items)?, "prefix"):
            if let n = call.arguments.first.flatMap({ number($0.expression, scope) }), let k = checkedInt(n) {
                return .array(Array(items.prefix(max(0, k))))
            }
            return .array(items)
        case (.array(let items)?, "sorted"), (.array(let items)?, "filter"), (.array(let items)?, "shuffled"): return .array(items)
        case (.array(let items)?, "reversed"): return .array(items.reversed())
        case (.array(let items)?, "enumerated"): return .array(items)
        case (.array(let items)?, "map"), (.array(let items)?, "compactMap"):
            // `Category.allCases.map { $0.rawValue }`, `names.map { Tag(label: $0) }`: the closure's one expression for each
            // element (`compactMap` leaves out the nils); an element it gives no value for is data TypeRamp does not see.
            let sample = Value.unknown(sampleName(ExprSyntax(member)))
            guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self),
                call.arguments.count + (call.trailingClosure == nil ? 0 : 1) == 1, let e = singleExpression(closure.statements),
                mappedElements + items.count <= Translator.mappedElementsPerScreen
            else { return .array(items.map { _ in sample }) }
            mappedElements += items.count
            var mapped: [Value] = []
            for item in items {
                let child = Scope(parent: scope, type: nil, file: scope.file)
                bindClosureParameters(closure, [item], into: child)
                let v = value(e, child) ?? sample
                if name == "compactMap", case .none = v { continue }
                mapped.append(v)
            }
            return .array(mapped)
        // A view with modifiers (`CompoundIcon(\.info).foregroundStyle(.red)`) is no data: it stays the expression it is.
        default: return makesView(ExprSyntax(call), scope) ? nil : .unknown(sampleName(ExprSyntax(call)))
        }
    }
}

extension Translator {
    /// The associated values of `.name(…)` when the one enum of the project with that case declares defaults for some
    /// (`case card(padding: CGFloat = 0)`): each value the call gives, matched by label in order, else the default
    /// (`.card()` has `padding` 0), as Swift fills them. Nil when no such enum is known, a trailing closure is written,
    /// or the arguments do not match the parameters.
    func associatedValuesWithDefaults(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> [Value]? {
        guard call.trailingClosure == nil, let owners = project.enumsByCase[name], owners.count == 1, let owner = owners.first,
            let parameters = owner.associatedDefaults[name]
        else { return nil }
        let arguments = Array(call.arguments)
        var next = 0
        var values: [Value] = []
        for parameter in parameters {
            let unlabelled = parameter.label == nil || parameter.label == "_"
            if next < arguments.count, arguments[next].label?.text == (unlabelled ? nil : parameter.label) {
                values.append(value(arguments[next].expression, scope) ?? .unknown(parameter.label ?? "value"))
                next += 1
            } else if let d = parameter.value {
                values.append(value(d, Scope(parent: nil, type: owner, file: owner.file)) ?? .unknown(parameter.label ?? "value"))
            } else {
                return nil
            }
        }
        return next == arguments.count ? values : nil
    }
}
