import SwiftSyntax

/// What a `Widget`'s `body` (its `WidgetConfiguration`) says about how WidgetKit draws the views it shows: the
/// home-screen families they are drawn at, whether WidgetKit's content margins apply, whether it is a Live Activity.
/// Read from the syntax, as the importer reads everything: `.supportedFamilies([.systemSmall, .systemMedium])`,
/// `.contentMarginsDisabled()`, `ActivityConfiguration(for:)`.
struct WidgetConfiguration {
    /// The home-screen families (`systemSmall`, `systemMedium`, `systemLarge`) the widget is audited at, in that order.
    var families: [String]
    /// The other families it names (the Lock Screen's `accessoryCircular`…, the iPad's `systemExtraLarge`), which
    /// TypeRamp does not lay out.
    var otherFamilies: [String]
    /// False after `.contentMarginsDisabled()`.
    var contentMargins: Bool
    /// An `ActivityConfiguration`: a Live Activity, drawn in a notification-wide banner and the Dynamic Island rather
    /// than in a widget family's box.
    var isLiveActivity: Bool

    /// The families WidgetKit draws a widget at when its configuration names none; on iPhone, the three home-screen
    /// families (TypeRamp's reading of `supportedFamilies(_:)`'s default, docs/swift-source.md "Widgets").
    static let homeScreenFamilies = ["systemSmall", "systemMedium", "systemLarge"]

    /// The configuration of `widget`, a type conforming to `Widget`.
    init(_ widget: TypeDecl) {
        let finder = ConfigurationFinder(viewMode: .sourceAccurate)
        for member in widget.members["body"] ?? [] { finder.walk(member.body) }
        let named = finder.families ?? WidgetConfiguration.homeScreenFamilies
        families = WidgetConfiguration.homeScreenFamilies.filter(named.contains)
        otherFamilies = named.filter { !WidgetConfiguration.homeScreenFamilies.contains($0) }
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

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "supportedFamilies":
                let names = FamilyNames(viewMode: .sourceAccurate)
                names.walk(node.arguments)
                if !names.found.isEmpty { families = (families ?? []) + names.found.filter { !(families ?? []).contains($0) } }
            case "contentMarginsDisabled": marginsDisabled = true
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
