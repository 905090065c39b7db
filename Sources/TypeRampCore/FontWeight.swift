/// A font weight on the OpenType `usWeightClass` / CSS scale (1…1000, regular = 400).
///
/// Apple's named weights map onto this scale as SF Pro's font files do:
/// ultraLight 100, thin 200, light 300, regular 400, medium 500, semibold 600,
/// bold 700, heavy 800, black 900. A variable font's `wght` axis uses the same numbers.
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The numeric weight, 1…1000.
    public let value: Int

    /// Creates a weight from its numeric value; nil outside 1…1000.
    public init?(value: Int) {
        guard (1...1000).contains(value) else { return nil }
        self.value = value
    }

    private init(unchecked value: Int) { self.value = value }

    public static let ultraLight = FontWeight(unchecked: 100)
    public static let thin = FontWeight(unchecked: 200)
    public static let light = FontWeight(unchecked: 300)
    public static let regular = FontWeight(unchecked: 400)
    public static let medium = FontWeight(unchecked: 500)
    public static let semibold = FontWeight(unchecked: 600)
    public static let bold = FontWeight(unchecked: 700)
    public static let heavy = FontWeight(unchecked: 800)
    public static let black = FontWeight(unchecked: 900)

    /// The named weights in ascending order, with the names UIKit uses (`UIFont.Weight`).
    public static let named: [(name: String, weight: FontWeight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// Parses a weight name (`regular`, `semibold`, CSS-style `normal`, `extraBold` …, case-insensitive)
    /// or a number (`600`). Returns nil when the text is neither.
    public init?(parsing text: String) {
        // A number is read as written: `-5` is no weight (not 5 with its sign dropped, as `semi-bold` drops its dash).
        if let number = Int(text) {
            self.init(value: number)
            return
        }
        let key = String(text.lowercased().filter { $0 != "-" && $0 != " " && $0 != "_" })
        if let number = Int(key) {
            self.init(value: number)
            return
        }
        let aliases: [String: Int] = [
            "ultralight": 100, "hairline": 100, "thin": 200, "extralight": 200, "light": 300,
            "regular": 400, "normal": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600,
            "bold": 700, "heavy": 800, "extrabold": 800, "ultrabold": 800, "black": 900,
        ]
        guard let value = aliases[key] else { return nil }
        self.init(unchecked: value)
    }

    /// The UIKit name for a named weight, else the number.
    public var name: String {
        FontWeight.named.first { $0.weight == self }?.name ?? String(value)
    }

    /// The weight used when the user turns on Bold Text (`UIAccessibility.isBoldTextEnabled`,
    /// `legibilityWeight == .bold`).
    ///
    /// Apple does not publish its mapping; observed system behaviour is that regular body text
    /// becomes semibold. TypeRamp's documented choice: light and lighter step up 100,
    /// regular becomes semibold, medium and semibold become bold, bold becomes heavy,
    /// heavy and black become black. Unnamed weights step to the next named weight after that rule.
    public var boldTextWeight: FontWeight {
        switch value {
        case ..<400: return FontWeight(unchecked: value + 100)
        case 400..<500: return .semibold
        case 500..<700: return .bold
        case 700..<800: return .heavy
        default: return .black
        }
    }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.value < rhs.value }

    public var description: String { name }
}
