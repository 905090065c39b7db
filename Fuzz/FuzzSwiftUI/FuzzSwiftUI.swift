import Foundation
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampSwiftSource

/// libFuzzer target: the bytes choose a SwiftUI file (``SwiftUIGenerator``): views that call each other (themselves
/// too), stacks, grids and `ForEach` with hostile counts, modifier chains, arithmetic, concatenations, formats,
/// conditions, previews and widgets. Random bytes rarely parse as Swift; this target reaches the importer's evaluator, inliner
/// and limits on every run. The file must import (the same with and without reusing views across variants), its screens
/// decode, and the first screen solves at Large and AX5; never a crash, a hang or a runaway allocation. Built by `make
/// fuzz` with `-sanitize=fuzzer,address`.
public func fuzzStructuredSwiftUI(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var generator = SwiftUIGenerator(Array(UnsafeBufferPointer(start: data, count: size)))
    let source = generator.file()
    let imported = SwiftSourceImporter.importSource(source, file: "Fuzz.swift")
    // A screen's variants reuse views earlier variants made; the import must be the same as translating each in full.
    var full = ImportLimits()
    full.reusesViewsAcrossVariants = false
    let json = imported.json()
    if json != SwiftSourceImporter.importSource(source, file: "Fuzz.swift", limits: full).json() {
        fatalError("reusing views across variants changed the import of:\n\(source)")
    }
    guard !imported.screens.isEmpty, let document = try? LayoutDocument.decode(imported.document(), file: "Fuzz.swift") else { return 0 }
    // The first screen, and the first widget's in its family's box (as the audit lays it out).
    let widget = document.screens.first { $0.widget != nil }
    for screen in [document.screens[0]] + (widget.map { [$0] } ?? []) {
        for category in [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge] {
            var context = LayoutContext(category: category)
            if let family = screen.widget { context.viewport = family.viewport(onScreenWidth: 320, margins: screen.widgetContentMargins) }
            _ = LayoutSolver.solve(screen, context: context, resources: FuzzResources.shared)
        }
    }
    return 0
}

enum FuzzResources {
    static let shared: LayoutResources = try! LayoutResources.bundled()
}

/// Writes a SwiftUI file from bytes: each choice reads the next byte (zero once they run out, which ends every list),
/// so a short input is a short file and the fuzzer's mutations change one construct at a time.
struct SwiftUIGenerator {
    private let bytes: [UInt8]
    private var index = 0
    private var views = 1
    /// The file is cut off past this many characters, to keep runs fast.
    static let budget = 6_000

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private mutating func byte() -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) : 0
    }

    private mutating func pick<T>(_ options: [T]) -> T { options[byte() % options.count] }

    mutating func file() -> String {
        views = 1 + byte() % 4
        var out = "import SwiftUI\n\nlet spacing: CGFloat = \(number(0))\nlet title = \(string(0))\n\n"
        out +=
            "enum Size { case small, big\n    var side: CGFloat { switch self { case .small: return \(number(0)); case .big: return \(number(0)) } }\n}\n\n"
        for v in 0..<views {
            out += "struct V\(v): View {\n    var title: String = \(string(0))\n    var count: Int = \(number(0))\n"
            out += "    @State private var flag = \(pick(["true", "false"]))\n    let size: Size = .\(pick(["small", "big"]))\n"
            out += "    @Environment(\\.widgetFamily) var family\n"
            out += "    var body: some View {\n        \(view(0))\n    }\n}\n\n"
            if out.utf8.count > SwiftUIGenerator.budget { break }
        }
        out += "#Preview {\n    V0(title: \(string(0)), count: \(number(0)))\n}\n"
        if byte() % 2 == 1 {
            out +=
                "struct V0_Previews: PreviewProvider {\n    static var previews: some View {\n        Group { V\(byte() % views)(); V0() }\n    }\n}\n"
        }
        // A widget showing one of the views, in families of its choosing (Lock Screen ones too), margins or not; and a
        // preview in a widget family's context.
        if byte() % 2 == 1 {
            let families = (0..<(byte() % 4)).map { _ in
                "." + pick(["systemSmall", "systemMedium", "systemLarge", "accessoryCircular", "systemExtraLarge"])
            }
            out += "struct W: Widget {\n    var body: some WidgetConfiguration {\n        StaticConfiguration(kind: \"w\", provider: P()) { _ in\n"
            out += "            V\(byte() % views)()\n        }\n        .supportedFamilies([\(families.joined(separator: ", "))])\n"
            out += byte() % 2 == 1 ? "        .contentMarginsDisabled()\n    }\n}\n" : "    }\n}\n"
        }
        if byte() % 3 == 1 {
            let family = pick(["systemSmall", "systemMedium", "systemLarge", "accessoryRectangular"])
            out += "#Preview {\n    V\(byte() % views)().previewContext(WidgetPreviewContext(family: .\(family)))\n}\n"
        }
        return String(out.prefix(SwiftUIGenerator.budget * 2))
    }

    private mutating func view(_ depth: Int) -> String {
        if depth > 6 { return "Text(\(string(depth)))" }
        let body: String
        switch byte() % 16 {
        case 0: body = "Text(\(string(depth)))"
        case 1: body = "Button(\(string(depth))) { flag.toggle() }"
        case 2: body = "Image(systemName: \(pick(["\"star\"", "\"xmark\"", "title"])))" + (byte() % 2 == 1 ? ".resizable()" : "")
        case 3, 4, 5:
            let stack = pick(["VStack", "HStack", "ZStack", "LazyVStack", "List", "ScrollView", "Group", "ViewThatFits", "Form"])
            let spacing = stack.hasSuffix("Stack") && byte() % 2 == 1 ? "(spacing: \(number(depth)))" : ""
            body = "\(stack)\(spacing) {\n\(children(depth))\n}"
        case 6: body = "ForEach(0..<\(number(depth)), id: \\.self) { i in\n\(view(depth + 1))\n}"
        case 7:
            body =
                "LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: \(number(depth)))) {\n\(children(depth))\n}"
        case 8: body = "if \(condition(depth)) {\n\(view(depth + 1))\n} else {\n\(view(depth + 1))\n}"
        case 9, 10: body = "V\(byte() % views)(title: \(string(depth)), count: \(number(depth)))"
        case 11: body = "Text(\(string(depth))) + Text(\(string(depth))).bold()"
        case 12: body = "Toggle(\(string(depth)), isOn: $flag)"
        case 13: body = "TextField(\(string(depth)), text: .constant(\(string(depth))))"
        case 14: body = "Label(\(string(depth)), systemImage: \"star\")"
        default: body = "Spacer(minLength: \(number(depth)))"
        }
        var chain = body
        for _ in 0..<(byte() % 4) { chain += modifier(depth) }
        return chain
    }

    private mutating func children(_ depth: Int) -> String {
        var items: [String] = []
        for _ in 0..<(byte() % 5) { items.append(view(depth + 1)) }
        return items.joined(separator: "\n")
    }

    private mutating func modifier(_ depth: Int) -> String {
        switch byte() % 14 {
        case 0: return "\n.padding(\(number(depth)))"
        case 1: return "\n.frame(width: \(number(depth)), height: \(number(depth)))"
        case 2: return "\n.frame(maxWidth: .infinity, minHeight: \(number(depth)))"
        case 3:
            return
                "\n.font(\(pick([".title", ".caption2", ".system(size: \(number(depth)))", ".custom(\"Inter\", size: \(number(depth)), relativeTo: .body)"])))"
        case 4: return "\n.lineLimit(\(number(depth)))"
        case 5: return "\n.fixedSize(horizontal: false, vertical: true)"
        case 6: return "\n.onTapGesture { flag = \(condition(depth)) }"
        case 7: return "\n.accessibilityLabel(\(string(depth)))"
        case 8: return "\n.dynamicTypeSize(...DynamicTypeSize.\(pick(["xxxLarge", "accessibility2", "large"])))"
        case 9: return "\n.minimumScaleFactor(\(number(depth)))"
        case 10: return "\n.frame(width: size.side, height: size.side)"
        case 11: return "\n.overlay { \(view(depth + 1)) }"
        case 12: return "\n.opacity(\(number(depth)))"
        default: return "\n.layoutPriority(\(number(depth)))"
        }
    }

    private mutating func number(_ depth: Int) -> String {
        let literals = [
            "0", "1", "-1", "8", "16", "44", "3.5", "1e19", "1e300", "-1e300", ".infinity", "CGFloat.infinity", "Int.max", "100000", "count",
            "spacing",
        ]
        switch byte() % 6 {
        case 0 where depth < 6: return "(\(number(depth + 1)) \(pick(["+", "-", "*", "/"])) \(number(depth + 1)))"
        case 1 where depth < 6: return "max(\(number(depth + 1)), \(number(depth + 1)))"
        default: return pick(literals)
        }
    }

    private mutating func string(_ depth: Int) -> String {
        switch byte() % 8 {
        case 0 where depth < 6: return "\(string(depth + 1)) + \(string(depth + 1))"
        case 1: return "\"Total \\(\(number(depth))) items\""
        case 2: return "String(format: \"%d of %@ %.1f%%\", \(number(depth)), \"x\", \(number(depth)))"
        case 3: return "String(repeating: \"ab \", count: \(number(depth)))"
        case 4: return "title"
        case 5: return "\"Read [more](https://example.com) **now** _please_\""
        case 6: return pick(["\"\"", "\"Datenschutzeinstellungen\"", "\"\\u{202E}rtl \\n line\"", "\"%@ %d %%\""])
        default: return "\"Settings\""
        }
    }

    private mutating func condition(_ depth: Int) -> String {
        switch byte() % 7 {
        case 5 where depth < 6: return "\(condition(depth + 1)) || \(condition(depth + 1))"
        case 6: return "family == .\(pick(["systemSmall", "systemLarge", "accessoryCircular"]))"
        case 0: return "flag"
        case 1: return "!flag"
        case 2: return "\(number(depth)) > \(number(depth))"
        case 3: return "title.isEmpty"
        default: return pick(["true", "false"])
        }
    }
}
