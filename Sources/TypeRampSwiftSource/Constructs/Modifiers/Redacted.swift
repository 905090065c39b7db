import SwiftSyntax
import TypeRampDecoding

/// `.redacted(reason: .placeholder)`: a loading placeholder. iOS draws its text as grey bars of the text's shape, so
/// nothing in it is read: its nodes are marked `guessed: [placeholder]` and findings on them are unverified. Any other
/// reason (a condition, `[]`, `.privacy`) lays the view out as it is.
enum RedactedModifier: ModifierConstruct {
    static let names = ["redacted"]
    static let documentation = ConstructDocumentation(
        swift: "`.redacted(reason: .placeholder)`", screens: "`guessed: [placeholder]`",
        notes: "a loading placeholder: findings on it and inside it are unverified; another reason changes nothing")
    static let examples = [
        ConstructExample(
            swift: #"Text("Loading").redacted(reason: .placeholder)"#, screens: "text: Loading\nstyle: body\nguessed: [placeholder]\n")
    ]

    static func apply(_ m: ModifierCall, to views: [ViewNode]) -> [ViewNode] {
        guard let reason = m.first?.trimmedText, reason == ".placeholder" || reason == "RedactionReasons.placeholder" else { return views }
        return views.map { v in
            var v = v
            v.guessed.insert(.placeholder)
            return v
        }
    }
}
