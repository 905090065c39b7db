/// Every SwiftUI view and modifier the importer understands, one line each. The translator dispatches through these
/// lists, docs/swift-source.md's tables are generated from them (`typeramp constructs --format markdown`), and one test
/// imports and decodes every construct's examples.
enum Constructs {
    static let views: [any ViewConstruct.Type] = [
        TextConstruct.self, LabelConstruct.self, ButtonConstruct.self, MenuConstruct.self, ImageConstruct.self, ToggleConstruct.self,
        FormControlConstruct.self, ProgressViewConstruct.self, LabeledContentConstruct.self, SpacerConstruct.self, DividerConstruct.self,
        ShapeConstruct.self, StackConstruct.self, ZStackConstruct.self, ListConstruct.self, SectionConstruct.self, ScrollViewConstruct.self,
        GridConstruct.self, GridRowConstruct.self, LazyGridConstruct.self, ViewThatFitsConstruct.self, PassThroughConstruct.self,
        EmptyViewConstruct.self, NavigationConstruct.self, TabViewConstruct.self, ForEachConstruct.self, GeometryReaderConstruct.self,
        DisclosureGroupConstruct.self, GroupBoxConstruct.self, ContentUnavailableViewConstruct.self, OpaqueViewConstruct.self,
        ModifiedContentConstruct.self, VariadicViewConstruct.self, MarkdownConstruct.self, RemoteImageConstruct.self,
    ]

    static let modifiers: [any ModifierConstruct.Type] = [
        FontModifier.self, TextLayoutModifier.self, PaddingModifier.self, FrameModifier.self, FixedSizeModifier.self,
        LayoutPriorityModifier.self, LayerModifier.self, DynamicTypeSizeModifier.self, EnvironmentModifier.self,
        AccessibilityModifier.self, AccessibilityTraitsModifier.self, GestureModifier.self, PresentationModifier.self,
        NavigationTitleModifier.self, ToolbarModifier.self, SafeAreaInsetModifier.self, ListStyleModifier.self, StyleModifier.self,
        IdentityModifier.self, VisibilityModifier.self, ContextMenuModifier.self, SwipeActionsModifier.self, ClipModifier.self, RedactedModifier.self,
        OffsetModifier.self, ListRowInsetsModifier.self, DisabledModifier.self, NeutralModifier.self, MarkdownStyleModifier.self,
    ]

    /// The views of other packages among ``views`` (MarkdownUI's `Markdown`, Kingfisher's `KFImage`): their packages'
    /// own modifiers (`.indicator`, `.onSuccess`) configure them and are passed over, as any other module's are.
    static let otherModuleViews: Set<String> = Set(MarkdownConstruct.names + RemoteImageConstruct.names)

    private static let viewsByName: [String: any ViewConstruct.Type] = {
        var table: [String: any ViewConstruct.Type] = [:]
        for c in views { for n in c.names { table[n] = c } }
        return table
    }()

    private static let modifiersByName: [String: any ModifierConstruct.Type] = {
        var table: [String: any ModifierConstruct.Type] = [:]
        for c in modifiers { for n in c.names { table[n] = c } }
        return table
    }()

    /// The construct for a SwiftUI view name.
    static func view(_ name: String) -> (any ViewConstruct.Type)? { viewsByName[name] }

    /// The construct for a modifier name.
    static func modifier(_ name: String) -> (any ModifierConstruct.Type)? { modifiersByName[name] }

    /// docs/swift-source.md's two tables: views and modifiers.
    static func markdown() -> String {
        func escape(_ s: String) -> String { s.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ") }
        var out = "| Swift | Screens format | Notes |\n|---|---|---|\n"
        for c in views {
            let d = c.documentation
            out += "| \(escape(d.swift)) | \(escape(d.screens)) | \(escape(d.notes)) |\n"
        }
        out += "\nModifiers:\n\n| Swift | Effect | Notes |\n|---|---|---|\n"
        for c in modifiers {
            let d = c.documentation
            out += "| \(escape(d.swift)) | \(escape(d.screens)) | \(escape(d.notes)) |\n"
        }
        return out
    }

    /// Every construct's examples, with the construct's name for test output.
    static var examples: [(construct: String, example: ConstructExample)] {
        views.flatMap { c in c.examples.map { ("\(c)", $0) } } + modifiers.flatMap { c in c.examples.map { ("\(c)", $0) } }
    }
}
