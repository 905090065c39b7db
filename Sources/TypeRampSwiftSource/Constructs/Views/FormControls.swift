import SwiftSyntax
import TypeRampDecoding

/// `Stepper`, `Picker`, `TextField`, `SecureField`, `TextEditor`, `Slider`, `DatePicker`, `Gauge`, `ColorPicker`.
enum FormControlConstruct: ViewConstruct {
    static let names = [
        "Stepper", "Picker", "TextField", "SecureField", "TextEditor", "Slider", "DatePicker", "Gauge", "ColorPicker", "MultiDatePicker",
    ]
    static let documentation = ConstructDocumentation(
        swift: "`Stepper`, `Picker`, `TextField`, `SecureField`, `TextEditor`, `Slider`, `DatePicker`, `Gauge`, `ColorPicker`",
        screens: "the controls (`stepper`, `picker`, `textField`, …)",
        notes:
            "a picker shows the option whose `.tag` equals its selection's initial value; in a list or form beside its label, elsewhere (a menu, iOS 16's default there) alone, its label then what VoiceOver reads (`accessibility: label`, the selection its value); `.labelsHidden()` hides any control's label the same way; `.pickerStyle(.segmented)` is a `segmented` control of its options' titles, `.inline` a button per option"
    )
    static let examples = [
        ConstructExample(swift: #"TextField("Name", text: .constant(""))"#, screens: "textField: Name\nstyle: body\n"),
        ConstructExample(
            swift: #"Form { Picker("Size", selection: .constant(2)) { Text("Small").tag(1); Text("Large").tag(2) } }"#,
            screens: "list:\n- rows:\n  - picker: Size\n    value: Large\n    style: body\nstyle: insetGrouped\n"),
        // Outside a list or form a picker is a menu button showing its selection; its label is what VoiceOver reads.
        ConstructExample(
            swift: #"Picker("Size", selection: .constant(2)) { Text("Small").tag(1); Text("Large").tag(2) }"#,
            screens: "picker: Large\nstyle: body\naccessibility:\n  label: Size\n  value: Large\n"),
        // A prompt is what the empty field shows; the title stays its label (SwiftUI's `init(_:text:prompt:)`).
        ConstructExample(
            swift: #"TextField("Key", text: .constant(""), prompt: Text("Required"))"#,
            screens: "textField: Required\nstyle: body\naccessibility:\n  label: Key\n"),
        // A date picker's trailing closure is its label (SwiftUI's `init(selection:displayedComponents:label:)`).
        ConstructExample(
            swift: #"DatePicker(selection: .constant(Date()), displayedComponents: [.date]) { Text("Start") }"#,
            screens: "picker: Start\nvalue: Selection\nstyle: body\nguessed: [text]\n"),
    ]

    static func translate(_ c: ViewCall) -> [ViewNode] {
        let t = c.translator
        let kind: ScreenKind =
            [
                "TextEditor": .textField, "DatePicker": .picker, "MultiDatePicker": .picker, "Gauge": .progress, "ColorPicker": .picker,
                "Stepper": .stepper,
                "Picker": .picker, "TextField": .textField, "SecureField": .secureField, "Slider": .slider,
            ][c.name] ?? .picker
        var label: TextValue?
        // SF Symbols a label made only of symbols shows (`Picker(selection:) { … } label: { Image(systemName: …) }`):
        // VoiceOver reads the control by the symbols' labels, as it reads an image button.
        var symbolLabel: [String] = []
        if let first = c.first {
            label = c.text(first)
        } else {
            // `Toggle(isOn:) { Text("…") }`, `Picker(selection:label: Text("…"))`: the label's text. A picker's trailing
            // closure holds its options; a stepper's or a date picker's is its label.
            let isPicker = c.name == "Picker"
            let labelViews =
                isPicker
                ? (c.views("label") ?? []) : (c.views("label") ?? (c.contentClosure("label").map { t.views($0.statements, c.scope, c.env) } ?? []))
            label = labelViews.lazy.compactMap(\.firstText).first
            if label == nil { symbolLabel = labelViews.flatMap(\.symbolLabels) }
        }
        if c.name == "Picker", c.env.pickerStyle == "segmented" {
            // A segmented control: its own label is hidden; its segments' titles are what it shows and VoiceOver reads.
            let options = pickerOptions(c, rows: true)
            var v = ViewNode(.segmented, .scalar(Spec.string(options.map(\.text).joined(separator: ", "), c.location)), at: c.location)
            if options.isEmpty {
                // Segments drawn as SF Symbols are read by the symbols' labels (as an image button is); segments TypeRamp
                // cannot read at all (a custom view) leave the control's label unknown, so a missing one is not proven.
                let drawn = c.contentClosure().map { t.views($0.statements, c.scope, c.env) } ?? []
                let symbols = drawn.flatMap(\.symbolLabels)
                if symbols.isEmpty {
                    v.guessed = [.text, .view]
                } else {
                    v.guessed = [.text]
                    v.setAccessibility("label", Spec.string(symbols.joined(separator: ", "), c.location))
                }
            }
            return [v]
        }
        if c.name == "Picker", c.env.pickerStyle == "inline", case let options = pickerOptions(c, rows: true), !options.isEmpty {
            // An inline picker draws its options in place (in a list, a row each, a checkmark by the one chosen): each is a
            // button VoiceOver reads by its text, the chosen one selected; the picker's label, if it has text, above them.
            let chosen = pickerValue(c).text
            let (style, guesses) = t.style(c.env, at: c.location)
            var rows: [ViewNode] = []
            if let label, !label.string.isEmpty {
                var header = ViewNode(.text, .scalar(Spec.string(label.string, c.location)), at: c.location)
                header.set(.style, style)
                rows.append(header)
            }
            for option in options {
                var row = ViewNode(.button, .scalar(Spec.string(option.text, c.location)), at: c.location)
                row.set(.style, style)
                row.set(.buttonStyle, Spec.plain("automatic", c.location))
                if option.text == chosen { row.traits.append("selected") }
                row.guessed = guesses
                rows.append(row)
            }
            return rows
        }
        // `TextField("Name", text: $name, prompt: Text("Required"))`: the prompt is what the empty field shows, the title
        // its label; with an empty title VoiceOver reads the prompt, as it reads any placeholder.
        var accessibilityLabel: String?
        if kind == .textField || kind == .secureField, let title = label, let prompt = c.views("prompt")?.lazy.compactMap(\.firstText).first {
            accessibilityLabel = title.string
            label = prompt
        }
        // A picker drawn as a menu outside a list or form (the default style there since iOS 16) is a button showing its
        // selection, not its label; `.labelsHidden()` hides any control's label. The label stays what VoiceOver reads.
        let menuPicker = c.name == "Picker" && !c.env.inList && [nil, "menu", "automatic"].contains(c.env.pickerStyle)
        let hidesLabel = c.env.labelsHidden || menuPicker
        // A colour picker shows a colour well, no text; a picker and a date picker show their selection.
        let picked = kind == .picker && c.name != "ColorPicker" ? pickerValue(c) : nil
        let sampleValue = picked?.isSample ?? false
        var shown = label
        if hidesLabel {
            // Empty when the control has none: what it shows (a picker's selection) is its value, not a label.
            if accessibilityLabel == nil, symbolLabel.isEmpty { accessibilityLabel = label?.string ?? "" }
            shown = c.name == "Picker" ? picked.map { TextValue($0.text, guessed: $0.isSample) } : nil
        }
        var v = ViewNode(kind, shown.map { .scalar(Spec.string($0.string, c.location)) } ?? .none, at: c.location)
        if let accessibilityLabel { v.setAccessibility("label", Spec.string(accessibilityLabel, c.location)) }
        if !symbolLabel.isEmpty { v.setAccessibility("label", Spec.string(symbolLabel.joined(separator: ", "), c.location)) }
        if let picked {
            if hidesLabel && c.name == "Picker" {
                v.setAccessibility("value", Spec.string(picked.text, c.location))
            } else {
                v.set(.value, Spec.string(picked.text, c.location))
            }
        }
        let (style, guesses) = t.style(c.env, at: c.location)
        v.set(.style, style)
        // A value TypeRamp made up (no option it can read) is a guessed text, as a label it could not read is.
        v.guessed = guesses.union(label?.guessed == true || sampleValue ? [.text] : [])
        return [v]
    }

    /// A picker's options written as `Text(…)` (with their `.tag`), in order; with `rows`, the texts of a `ForEach`'s
    /// rows too (a segmented control shows them all).
    static func pickerOptions(_ c: ViewCall, rows: Bool = false) -> [(text: String, tag: Value?)] {
        let t = c.translator
        var options: [(text: String, tag: Value?)] = []
        for item in t.project.activeItems(c.contentClosure()?.statements ?? CodeBlockItemListSyntax([])) {
            guard let expr = t.expressionOf(item) else { continue }
            let chain = t.chain(expr, c.scope)
            guard case .expression(let base) = chain.base, let call = base.as(FunctionCallExprSyntax.self) else { continue }
            if call.calledExpression.trimmedText == "Text", let first = call.arguments.first?.expression {
                let tag = chain.modifiers.first { $0.name == "tag" }?.first.flatMap { t.value($0, c.scope) }
                options.append((t.text(first, c.scope).string, tag))
            } else if rows, call.calledExpression.trimmedText == "ForEach" {
                options += t.views(expr, c.scope, c.env).flatMap(\.allTexts).map { ($0, nil) }
            }
        }
        return options
    }

    /// The option a picker shows: the option whose `.tag` equals the selection's initial value, else the first option,
    /// else a sample (`isSample`: the options are data TypeRamp cannot read, a `ForEach` over the app's cases).
    static func pickerValue(_ c: ViewCall) -> (text: String, isSample: Bool) {
        let t = c.translator
        var selection: Value?
        if let s = c.argument("selection") {
            if let call = s.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedText.hasSuffix("constant"),
                let inner = call.arguments.first
            {
                selection = t.value(inner.expression, c.scope)
            } else {
                selection = t.value(s, c.scope)
            }
        }
        // A date picker's closure is its label, not options.
        let options = c.name == "Picker" ? pickerOptions(c) : []
        func same(_ a: Value?, _ b: Value?) -> Bool {
            switch (a, b) {
            case (.number(let x)?, .number(let y)?): return x == y
            case (.string(let x)?, .string(let y)?): return x.string == y.string
            case (.bool(let x)?, .bool(let y)?): return x == y
            case (.enumCase(let x, _)?, .enumCase(let y, _)?): return x == y
            default: return false
            }
        }
        if let match = options.first(where: { same($0.tag, selection) }) { return (match.text, false) }
        return options.first.map { ($0.text, false) } ?? ("Selection", true)
    }
}
