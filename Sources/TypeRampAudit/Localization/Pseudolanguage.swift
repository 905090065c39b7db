/// Xcode's pseudolanguages, for teams without translations yet: each derives every string from the base language.
///
/// - `doubleLength` repeats each string once ("Done" → "Done Done"), as Xcode's Double-Length Pseudolanguage does,
///   to show where a longer translation (German, Finnish) will not fit.
/// - `accented` replaces each ASCII letter with an accented form of it ("Settings" → "Šéţţîñĝš"), as Xcode's
///   Accented Pseudolanguage does, to show clipped ascenders and descenders and fonts without the glyphs.
/// - `rightToLeft` keeps the text and lays the screen out right to left, as Xcode's Right-to-Left Pseudolanguage does.
public enum Pseudolanguage: String, Hashable, Sendable, CaseIterable {
    case doubleLength = "double-length"
    case accented
    case rightToLeft = "rtl"

    /// The locale id the audit uses for it (`pseudo-double-length` …).
    public var localeId: String { "pseudo-" + rawValue }

    /// Its name in sentences.
    public var displayName: String {
        switch self {
        case .doubleLength: return "the double-length pseudolanguage"
        case .accented: return "the accented pseudolanguage"
        case .rightToLeft: return "the right-to-left pseudolanguage"
        }
    }

    /// Parses `double-length`, `accented` or `rtl` (also `right-to-left`).
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "double-length", "double": self = .doubleLength
        case "accented": self = .accented
        case "rtl", "right-to-left": self = .rightToLeft
        default: return nil
        }
    }

    /// `text` in this pseudolanguage.
    public func transform(_ text: String) -> String {
        switch self {
        case .doubleLength: return text.isEmpty ? text : text + " " + text
        case .rightToLeft: return text
        case .accented:
            var out = String.UnicodeScalarView()
            for scalar in text.unicodeScalars {
                if let accented = Pseudolanguage.accents[scalar] { out.append(accented) } else { out.append(scalar) }
            }
            return String(out)
        }
    }

    /// ASCII letters and an accented letter of the same shape, all in Latin-1 Supplement and Latin Extended-A/B
    /// (covered by the bundled Inter and Noto Sans).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let lower = Array("áƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž".unicodeScalars)
        let upper = Array("ÁƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ".unicodeScalars)
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (i, scalar) in "abcdefghijklmnopqrstuvwxyz".unicodeScalars.enumerated() { table[scalar] = lower[i] }
        for (i, scalar) in "ABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars.enumerated() { table[scalar] = upper[i] }
        return table
    }()
}
