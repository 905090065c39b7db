import SwiftSyntax

/// What a `Widget`'s `body` (its `WidgetConfiguration`) says about how WidgetKit draws the views it shows: the
/// home-screen families they are drawn at, whether WidgetKit's content margins apply, whether it is a Live Activity.
/// Read from the syntax, as the importer reads everything: `.supportedFamilies([.systemSmall, .systemMedium])`,
/// `.contentMarginsDisabled()` (or an app's wrapper named after it), `ActivityConfiguration(for:)`.
struct WidgetConfiguration {
    /// The families the widget is audited at, in ``laidOutFamilies``' order: the home screen's (`systemSmall`…) and the
    /// Lock Screen's (`accessoryCircular`…).
    var families: [String]
    /// The other families it names (the iPad's `systemExtraLarge`, the watch's `accessoryCorner`), which TypeRamp does
    /// not lay out.
    var otherFamilies: [String]
    /// False after `.contentMarginsDisabled()`.
    var contentMargins: Bool
    /// An `ActivityConfiguration`: a Live Activity, drawn in a notification-wide banner and the Dynamic Island rather
    /// than in a widget family's box.
    var isLiveActivity: Bool

    /// The families WidgetKit draws a widget at when its configuration names none; on iPhone, the three home-screen
    /// families (TypeRamp's reading of `supportedFamilies(_:)`'s default, docs/swift-source.md "Widgets").
    static let homeScreenFamilies = ["systemSmall", "systemMedium", "systemLarge"]

    /// The families TypeRamp lays out (the layout library's `WidgetFamily`): the home screen's, then the Lock Screen's.
    static let laidOutFamilies = homeScreenFamilies + ["accessoryCircular", "accessoryRectangular", "accessoryInline"]

    /// The configuration of `widget`, a type conforming to `Widget`. A family list held in a property of the widget
    /// (`.supportedFamilies(families)`) or a static property of the project (`.supportedFamilies(EnergyFamilies.all)`)
    /// is read from the property's value.
    init(_ widget: TypeDecl, project: Project) {
        let finder = ConfigurationFinder(viewMode: .sourceAccurate)
        finder.resolve = { expr in
            // The widget's own property: `private var supportedFamilies: [WidgetFamily] { [.systemSmall] }` or `let`.
            if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text {
                if let getter = widget.members[name]?.first { return Syntax(getter.body) }
                return widget.properties.first { $0.name == name }?.initial.map { Syntax($0) }
            }
            guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
                let owner = project.resolveQualified(base.trimmedText, from: widget, file: widget.file),
                let initial = owner.statics[member.declName.baseName.text]?.initial
            else { return nil }
            return Syntax(initial)
        }
        for member in widget.members["body"] ?? [] { finder.walk(member.body) }
        let named = finder.families ?? WidgetConfiguration.homeScreenFamilies
        families = WidgetConfiguration.laidOutFamilies.filter(named.contains)
        otherFamilies = named.filter { !WidgetConfiguration.laidOutFamilies.contains($0) }
        contentMargins = !finder.marginsDisabled
        isLiveActivity = finder.liveActivity
    }
}

/// Finds `.supportedFamilies(…)`'s family names, `.contentMarginsDisabled()` and `ActivityConfiguration` in a body.
private final class ConfigurationFinder: SyntaxVisitor {
    /// The families named, nil when no `supportedFamilies` call names any (an argument the importer cannot read).
    var families: [String]?
    var marginsDisabled = false
    var liveActivity = false
    /// The initial value of a static property an argument names, if the project declares it.
    var resolve: (ExprSyntax) -> Syntax? = { _ in nil }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            // An app's own wrapper (`.contentMarginsDisabledIfAvailable()`, for iOS before 17) says the same.
            if name.hasPrefix("contentMarginsDisabled") { marginsDisabled = true }
            switch name {
            case "supportedFamilies":
                let names = FamilyNames(viewMode: .sourceAccurate)
                names.walk(node.arguments)
                if names.found.isEmpty, let argument = node.arguments.first?.expression, let value = resolve(argument) { names.walk(value) }
                if !names.found.isEmpty { families = (families ?? []) + names.found.filter { !(families ?? []).contains($0) } }
            default: break
            }
        }
        if called.as(DeclReferenceExprSyntax.self)?.baseName.text == "ActivityConfiguration" { liveActivity = true }
        return .visitChildren
    }
}

/// The `.systemSmall`, `.accessoryCircular`… member names in an argument list.
private final class FamilyNames: SyntaxVisitor {
    var found: [String] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if (name.hasPrefix("system") || name.hasPrefix("accessory")) && !found.contains(name) { found.append(name) }
        return .visitChildren
    }
}
