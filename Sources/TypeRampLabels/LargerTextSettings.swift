import TypeRampAudit
import TypeRampCore

/// What a team tells TypeRamp about its app for the Larger Text label: the texts and screens exempt from it, and the
/// common tasks the label is claimed for.
///
/// One value, whoever fills it: today the command line (`--exempt`, `--common-task`), later the project's configuration
/// file (`larger_text:` in `.typeramp.yml`, whose `exemptions` and `common_tasks` map one to one onto these fields).
/// The evaluation reads only this value, so a new source of settings needs no change to it.
public struct LargerTextSettings: Hashable, Sendable {
    /// Texts, views and screens that need not grow, each with its reason.
    public var exemptions: [LargerTextExemption]
    /// The app's common tasks; empty means every screen is one (Apple's criteria ask that every common task work).
    public var commonTasks: [CommonTask]

    /// Creates settings; the defaults exempt nothing and count every screen.
    public init(exemptions: [LargerTextExemption] = [], commonTasks: [CommonTask] = []) {
        self.exemptions = exemptions
        self.commonTasks = commonTasks
    }
}

/// A text, view or screen that does not have to grow with Larger Text, and why (decorative or secondary text: a badge,
/// a watermark, a video's full-screen controls).
public struct LargerTextExemption: Hashable, Sendable {
    /// What is exempt.
    public enum Target: Hashable, Sendable, CustomStringConvertible {
        /// Texts whose content is this string, and views whose declared id is this string (`#` in front is ignored):
        /// the view, what it contains and the modifiers wrapped around it.
        case text(String)
        /// A whole screen, by its name.
        case screen(String)

        public var description: String {
            switch self {
            case .text(let t): return t
            case .screen(let s): return "screen:" + s
            }
        }
    }

    /// What is exempt.
    public var target: Target
    /// Why, in the team's words; shown beside the exempt text in every report.
    public var reason: String
    /// Where the exemption was given (`--exempt`, or `file:line` of a configuration file), for messages.
    public var origin: String

    /// Creates an exemption.
    public init(target: Target, reason: String, origin: String = "--exempt") {
        self.target = target
        self.reason = reason
        self.origin = origin
    }
}

/// One of the app's common tasks (signing in, playing an episode, changing a setting) and the screens it goes through.
public struct CommonTask: Hashable, Sendable {
    /// The task's name.
    public var name: String
    /// The names of the screens it goes through, as the audit names them (a preview's name, a screen's `name:`).
    public var screens: [String]

    /// Creates a task.
    public init(name: String, screens: [String]) {
        self.name = name
        self.screens = screens
    }
}

extension LargerTextSettings {
    /// The settings of a project's configuration file (`larger_text:` in `.typeramp.yml`): its common tasks, and its
    /// screen exemptions with their reasons (`origin` names the file in messages).
    public init(_ configuration: LargerTextConfiguration, origin: String) {
        self.init(
            exemptions: configuration.exemptions.map { LargerTextExemption(target: .screen($0.screen), reason: $0.reason, origin: origin) },
            commonTasks: configuration.commonTasks.map { CommonTask(name: $0.name, screens: $0.screens) })
    }

    /// These settings with `other`'s added: its exemptions after these, and its common tasks in place of these when it
    /// names any (tasks on the command line replace the file's; exemptions add up).
    public func adding(_ other: LargerTextSettings) -> LargerTextSettings {
        LargerTextSettings(
            exemptions: exemptions + other.exemptions, commonTasks: other.commonTasks.isEmpty ? commonTasks : other.commonTasks)
    }
}
