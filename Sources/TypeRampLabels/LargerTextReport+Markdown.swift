import TypeRampAudit
import TypeRampCore

extension LargerTextReport {
    /// Screens whose problems the Markdown lists in detail; a pull-request comment stays under GitHub's 65,536
    /// characters for apps of hundreds of screens.
    public static let markdownScreens = 50
    /// Problems listed per screen in the Markdown.
    public static let markdownProblemsPerScreen = 10

    /// Text for a Markdown table cell or paragraph: characters Markdown or HTML would read as markup are escaped,
    /// line breaks become spaces.
    static func markdown(_ s: String) -> String {
        var out = ""
        for c in s.escapingControlCharacters {
            switch c {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "!", "&": out += "\\" + String(c)
            default: out.append(c)
            }
        }
        return out
    }

    /// A location as inline code (a backtick in a path cannot end it: the code span's fence is longer than any run of
    /// backticks inside).
    static func code(_ s: String) -> String {
        let text = s.escapingControlCharacters
        var longest = 0, run = 0
        for c in text {
            if c == "`" { run += 1; longest = max(longest, run) } else { run = 0 }
        }
        let fence = String(repeating: "`", count: longest + 1)
        return fence + (text.first == "`" || text.last == "`" ? " \(text) " : text) + fence
    }

    /// The report as Markdown for a pull-request comment: the app's verdict and its reason, a table of the screens,
    /// then each screen's problems at their lines in collapsed sections.
    public func markdown() -> String {
        var out = "### Larger Text: \(verdict.mark) \(verdict.phrase)\n\n"
        out += "TypeRamp laid out \(LargerTextReport.markdown(matrixDescription))"
        if let auditReport { out += ", with the findings of \(LargerTextReport.code(auditReport))" }
        out += ".\n\n"
        out += "**The app \(verdict.phrase)**"
        if let reason {
            out += ": \(LargerTextReport.markdown(reason.screen)) — \(LargerTextReport.markdown(reason.problem.message))"
            if let l = reason.problem.location { out += " (\(LargerTextReport.code(l.description)))" }
        }
        out += ".\n\n"
        if !settings.commonTasks.isEmpty {
            out += "| Common task | Screens | Verdict |\n|---|---|---|\n"
            for t in tasks {
                out +=
                    "| \(LargerTextReport.markdown(t.name)) | \(LargerTextReport.markdown(t.screens.joined(separator: ", "))) | \(t.verdict.mark) \(t.verdict.rawValue) |\n"
            }
            out += "\n"
        }
        out += "| Screen | Verdict | Text grows | Blocking | Issues | Unverified |\n|---|---|---|---:|---:|---:|\n"
        for s in screens {
            out += "| \(LargerTextReport.markdown(s.name)) | \(s.verdict.mark) \(s.verdict.rawValue) | \(LargerTextReport.growthRange(s)) "
            out += "| \(s.blocking.count) | \(s.issues.count) | \(s.unverified.count) |\n"
        }
        let grouped = screensWithStates
        if !grouped.isEmpty {
            out += "\n| Screen with its states | States | Verdict (the worst) |\n|---|---:|---|\n"
            for (s, states) in grouped {
                let v = verdictWithStates(s)
                out += "| \(LargerTextReport.markdown(s.name)) | \(states.count) | \(v.mark) \(v.rawValue) |\n"
            }
        }
        let withProblems = screens.filter { $0.verdict != .exempt && (!$0.blocking.isEmpty || !$0.issues.isEmpty || !$0.unverified.isEmpty) }
        for s in withProblems.prefix(LargerTextReport.markdownScreens) {
            out += "\n<details><summary>\(LargerTextReport.markdown(s.name)): \(s.blocking.count) blocking, "
            out += "\(s.issues.count) issue\(s.issues.count == 1 ? "" : "s"), \(s.unverified.count) unverified</summary>\n\n"
            let all = s.blocking + s.issues + s.unverified
            for p in all.prefix(LargerTextReport.markdownProblemsPerScreen) {
                out += "- \(p.unverified != nil ? "?" : p.severity == .error ? "✗" : "!") "
                if let l = p.location { out += LargerTextReport.code(l.description) + " " }
                out += LargerTextReport.markdown(p.message) + " (" + LargerTextReport.markdown(p.occurs) + ")"
                if let guess = p.unverified { out += " — unverified: rests on " + LargerTextReport.markdown(guess) }
                if let fix = p.suggestion { out += " — fix: " + LargerTextReport.markdown(fix) }
                out += " `\(p.kind)`\n"
            }
            if all.count > LargerTextReport.markdownProblemsPerScreen {
                out += "- … and \(all.count - LargerTextReport.markdownProblemsPerScreen) more\n"
            }
            out += "\n</details>\n"
        }
        if withProblems.count > LargerTextReport.markdownScreens {
            out +=
                "\n… and \(withProblems.count - LargerTextReport.markdownScreens) more screens with problems (the JSON or HTML report lists them).\n"
        }
        if !notes.isEmpty {
            out += "\n"
            for note in notes { out += "> Note: \(LargerTextReport.markdown(note))\n" }
        }
        return out
    }
}
