import SwiftSyntax
import TypeRampDecoding

/// `.accessibilityAddTraits`, `.accessibilityRemoveTraits`, `.accessibilityHeading`.
enum AccessibilityTraitsModifier: ModifierConstruct {
    static let names = ["accessibilityAddTraits", "accessibilityRemoveTraits", "accessibilityHeading"]
    static let documentation = ConstructDocumentation(
        swift: "`.accessibilityAddTraits`, `.accessibilityRemoveTraits`, `.accessibilityHeading`", screens: "`accessibility: traits`")
    static let examples = [
        ConstructExample(
            swift: #"Text("A").accessibilityAddTraits(.isHeader)"#, screens: "text: A\nstyle: body\naccessibility:\n  traits: [header]\n")
    ]

    static let table = [
        "isHeader": "header", "isButton": "button", "isLink": "link", "isImage": "image", "isSelected": "selected",
        "isStaticText": "staticText", "isSummaryElement": "summaryElement", "updatesFrequently": "updatesFrequently",
        "isSearchField": "searchField", "playsSound": "playsSound", "isKeyboardKey": "keyboardKey", "startsMediaSession": "startsMediaSession",
        "allowsDirectInteraction": "allowsDirectInteraction", "causesPageTurn": "causesPageTurn", "isTabBar": "tabBar",
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        var names: [String] = []
        if m.name == "accessibilityHeading" {
            names = ["header"]
        } else if let array = m.first?.as(ArrayExprSyntax.self) {
            names = array.elements.compactMap { memberName($0.expression).flatMap { table[$0] } }
        } else if let n = memberName(m.first).flatMap({ table[$0] }) {
            names = [n]
        }
        return views.map { view in
            view.mapBranches { v in
                var v = v
                if m.name == "accessibilityRemoveTraits" { v.removedTraits += names } else { v.traits += names }
                return v
            }
        }
    }
}
