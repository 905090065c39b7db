import TypeRampCore
import TypeRampMetrics

/// Shared wording and number formats, so every format describes a style the same way.
extension TokenStyle {
    /// `Acme Sans semibold` (plus ` italic`).
    var faceDescription: String {
        "\(style.family) \(style.weight.name)\(style.italic ? " italic" : "")"
    }

    /// How the style scales: `scales with body` or `fixed size`.
    var scalingDescription: String {
        guard let relativeTo = style.relativeTo else { return "fixed size (does not scale with Dynamic Type)" }
        var text = "scales with \(relativeTo.rawValue)"
        if let maximum = style.maximumSize { text += ", at most \(pt(maximum))" }
        if let minimum = style.minimumSize { text += ", at least \(pt(minimum))" }
        return text
    }

    /// One sentence: face, size at Large and at AX5, line height and tracking at Large, scaling.
    var summary: String {
        let ax5 = at(.accessibilityExtraExtraExtraLarge)
        var text = "\(name): \(faceDescription), \(pt(fontSize(.large))) at large, \(pt(ax5.size)) at accessibility5"
        if ax5.clampedToMaximum { text += " (limited by maximumSize)" }
        text += "; line height \(pt(lineHeight(.large))), tracking \(pt(letterSpacing(.large))) at large; \(scalingDescription)."
        return text
    }
}

/// `17 pt`.
func pt(_ value: Points) -> String { "\(formatDecimal(value)) pt" }

/// Digits kept for unitless ratios (line-height multiples, em): 1/10 000 keeps size × ratio within 0.01 pt of the
/// point value up to 100 pt.
let ratioDigits = 4

extension ContentSizeCategory {
    /// The name tokens use for a category: SwiftUI's `DynamicTypeSize` case (`xSmall` … `accessibility5`).
    var tokenName: String { swiftUIName }
}

extension JSONValue {
    /// Members nested by path: `[(["heading", "large"], v)]` becomes `heading: { large: v }`. Groups appear where
    /// their first member does; ``TokenRamp`` guarantees that no path is a group of another.
    static func nested(_ members: [(path: [String], value: JSONValue)]) -> [(String, JSONValue)] {
        var order: [String] = []
        var leaves: [String: JSONValue] = [:]
        var groups: [String: [(path: [String], value: JSONValue)]] = [:]
        for member in members {
            guard let head = member.path.first else { continue }
            if !order.contains(head) { order.append(head) }
            if member.path.count == 1 {
                leaves[head] = member.value
            } else {
                groups[head, default: []].append((Array(member.path.dropFirst()), member.value))
            }
        }
        return order.map { key in
            if let leaf = leaves[key] { return (key, leaf) }
            return (key, .object(nested(groups[key] ?? [])))
        }
    }
}
