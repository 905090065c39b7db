import TypeRampCore
import TypeRampLayout

/// A project's audit settings, read from `.typeramp.yml` (as SwiftLint reads `.swiftlint.yml`): what to audit, which
/// rules run at which severity and threshold, the matrix, the catalogs, the report and the baseline.
///
/// Every value is optional in the file; a key left out keeps the default listed in docs/configuration.md. Command-line
/// options given to `typeramp audit` win over the file. Paths are written relative to the file's folder and kept here
/// resolved against the folder the command runs in (``ProjectConfiguration/resolve(_:)``), so reports name them as
/// the user would type them.
public struct ProjectConfiguration: Sendable, Equatable {
    /// The file this configuration was read from, as found (nil for the defaults).
    public var file: String?
    /// Paths or globs to audit when the command names none (default: none; the command then needs paths).
    public var included: [String] = []
    /// Globs of files never audited when found inside an included folder or glob.
    public var excluded: [String] = []
    /// Rules turned off.
    public var disabledRules: [RuleID] = []
    /// Rules turned on that are off by default. Every rule runs by default today, so this only checks the ids it lists;
    /// it exists so a configuration written now keeps working when opt-in rules arrive.
    public var optInRules: [RuleID] = []
    /// Severity overrides by rule (`text-truncated: error`).
    public var severities: [RuleID: Severity] = [:]
    /// Threshold overrides by rule, in the rule's unit (`touch-target-too-small: {threshold: 48}`).
    public var thresholds: [RuleID: Double] = [:]
    /// String catalogs (`.xcstrings`, `.strings`, `.po`; `LOCALE=PATH` for a one-locale file).
    public var strings: [String] = []
    /// Viewport widths in points (default: 320, 393 and 430, unless `devices` names some).
    public var widths: [Double] = []
    /// Device presets whose widths are audited (``Device/presets``).
    public var devices: [String] = []
    /// Locales audited besides the base language; each must be in a catalog.
    public var locales: [String] = []
    /// The base (development) language (default: the catalog's source language, else `en`).
    public var baseLocale: String?
    /// Pseudolanguages audited (`double-length`, `accented`, `rtl`).
    public var pseudo: [String] = []
    /// Content-size categories: `all`, a range (`l...ax5`) or a list (`l,ax1,ax5`), as `--categories` takes them.
    public var categories: String = "all"
    /// Whether every cell is also audited with Bold Text on.
    public var boldText = false
    /// The report printed on standard output: one of ``ProjectConfiguration/reporters``.
    public var reporter: String = "text"
    /// A folder for the HTML report (`--report`), if any.
    public var report: String?
    /// A SARIF file to write besides the main report (`--sarif`), if any.
    public var sarif: String?
    /// The baseline file of known findings (`--baseline`), if any.
    public var baseline: String?
    /// Whether warnings fail the audit (exit 3), as `--strict`.
    public var strict = false
    /// The Larger Text accessibility label's settings (read and checked; the label command uses them).
    public var largerText = LargerTextConfiguration()

    /// The reporters `reporter` may name.
    public static let reporters = ["text", "json", "sarif", "junit", "html", "github"]

    /// The file name searched for, from the current folder upward.
    public static let fileName = ".typeramp.yml"

    /// The defaults: every rule at its default severity and threshold, the default matrix, text on standard output.
    public init() {}

    /// The rules in force: disabled rules left out, severities and thresholds applied.
    public var ruleConfiguration: RuleConfiguration {
        RuleConfiguration(severities: severities, disabled: Set(disabledRules), thresholds: thresholds)
    }
}

/// What the App Store's Larger Text accessibility label asks of an app, for the `label larger-text` command: the app's
/// common tasks (the screens a user needs to do each) and the screens exempt from the check, each with its reason.
/// Apple's criterion is that common tasks stay usable at the largest accessibility sizes.
public struct LargerTextConfiguration: Sendable, Equatable {
    /// A common task of the app and the screens it goes through.
    public struct Task: Sendable, Equatable {
        /// The task, as a person would name it ("Play an episode").
        public var name: String
        /// The screens (audit screen names) the task goes through.
        public var screens: [String]

        /// Creates a task.
        public init(name: String, screens: [String]) {
            self.name = name
            self.screens = screens
        }
    }

    /// A screen left out of the label's check, and why.
    public struct Exemption: Sendable, Equatable {
        /// The screen's name.
        public var screen: String
        /// Why it is exempt (a full-screen video, a game board).
        public var reason: String

        /// Creates an exemption.
        public init(screen: String, reason: String) {
            self.screen = screen
            self.reason = reason
        }
    }

    /// The common tasks (default: none, which means every audited screen counts).
    public var commonTasks: [Task] = []
    /// Screens exempt from the check.
    public var exemptions: [Exemption] = []
    /// The largest content-size category common tasks are checked at (default `ax5`, the largest iOS offers; a
    /// TypeRamp choice, not Apple's wording).
    public var largestCategory: String = "ax5"

    /// No tasks, no exemptions, up to AX5.
    public init() {}
}
