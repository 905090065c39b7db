import SwiftSyntax
import TypeRampDecoding

/// `.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`, `.popover`, `.inspector`: a presentation attached to
/// the view. StoreKit's system sheets (`.manageSubscriptionsSheet`, `.offerCodeRedemption`, `.refundRequestSheet`,
/// `.appStoreOverlay`) are presentations too, whose content the system draws.
enum PresentationModifier: ModifierConstruct {
    static let names = [
        "sheet", "fullScreenCover", "alert", "confirmationDialog", "popover", "inspector", "actionSheet", "manageSubscriptionsSheet",
        "offerCodeRedemption", "refundRequestSheet", "appStoreOverlay",
    ]
    static let documentation = ConstructDocumentation(
        swift: "`.sheet`, `.fullScreenCover`, `.alert`, `.confirmationDialog`, `.popover`, `.inspector`", screens: "nothing on the presenting view",
        notes:
            "the presented content is a screen of its own (a view only a presentation shows); SwiftUI makes presentations modal to VoiceOver itself, so nothing is added to the view that presents it (marking it modal would hide the rest of its screen from VoiceOver)"
    )
    static let examples = [
        ConstructExample(swift: #"Text("A").sheet(isPresented: .constant(false)) { Text("B") }"#, screens: "text: A\nstyle: body\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] { views }
}
