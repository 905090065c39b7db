import TypeRampAudit
import TypeRampCore
import TypeRampMetrics

extension LargerTextReport {
    /// Problems the text summary lists per screen; the other formats list them all.
    public static let textProblemsPerScreen = 3

    /// "4 screens at Large and AX1–AX5 × 3 widths (320, 393, 430 pt) × 1 language (English)".
    public var matrixDescription: String {
        let m = matrix
        var out = "\(screens.count) screen\(screens.count == 1 ? "" : "s") at Large and AX1–AX5"
        out += " × \(m.widths.count) width\(m.widths.count == 1 ? "" : "s") (\(m.widths.map { formatDecimal($0) }.joined(separator: ", ")) pt)"
        out += " × \(m.locales.count) language\(m.locales.count == 1 ? "" : "s") (\(m.locales.map(\.name).joined(separator: ", ")))"
        if m.boldText.count > 1 { out += " × Bold Text off and on" } else if m.boldText == [true] { out += " with Bold Text" }
        return out
    }

    /// "100–312 %": the smallest and largest growth of a screen's texts that count, or "no text".
    static func growthRange(_ s: ScreenEvaluation) -> String {
        guard let low = s.smallestGrowth, let high = s.largestGrowth else { return "no text" }
        let a = LargerTextCriteria.percent(low), b = LargerTextCriteria.percent(high)
        return a == b ? "\(a) %" : "\(a)–\(b) %"
    }

    /// The app's verdict in one sentence, with its reason.
    public var verdictSentence: String {
        var out = "The app \(verdict.phrase)"
        if settings.commonTasks.isEmpty { out += " (every screen counts as a common task)" }
        if let reason {
            out += ": \(reason.screen.escapingControlCharacters) — \(reason.problem.message.escapingControlCharacters)"
            if let l = reason.problem.location { out += " (\(l))" }
        }
        return out + "."
    }

    /// The short text summary: each screen's verdict with its first problems at their lines (as compilers print
    /// diagnostics, so editors and CI annotators show them), the common tasks, notes, and the app's verdict.
    public func text() -> String {
        var out = "TypeRamp · Larger Text · \(matrixDescription)\n"
        if let auditReport { out += "findings from \(auditReport.escapingControlCharacters)\n" }
        out += "\n"
        let names = screens.map { $0.name.escapingControlCharacters }
        let width = max(6, names.map(\.count).max() ?? 0)
        func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }
        out += pad("screen", width) + "  " + pad("verdict", 22) + "  text grows   blocking  issues  unverified\n"
        for (s, name) in zip(screens, names) {
            let verdict = s.verdict == .exempt ? "– exempt" : "\(s.verdict.mark) \(s.verdict.rawValue)"
            out += pad(name, width) + "  " + pad(verdict, 22) + "  " + pad(LargerTextReport.growthRange(s), 11) + "  "
            out += pad("\(s.blocking.count)", 8) + "  " + pad("\(s.issues.count)", 6) + "  \(s.unverified.count)\n"
        }
        let grouped = screensWithStates
        if !grouped.isEmpty {
            out += "\nscreens with their states (the worst of them, as the view's code can show any):\n"
            for (s, states) in grouped {
                let v = verdictWithStates(s)
                out += "  \(v.mark) \(s.name.escapingControlCharacters) and \(states.count) state\(states.count == 1 ? "" : "s"): \(v.phrase)\n"
            }
        }
        for s in screens where s.verdict != .exempt && (!s.blocking.isEmpty || !s.issues.isEmpty || !s.unverified.isEmpty) {
            out += "\n\(s.name.escapingControlCharacters): \(s.verdict.phrase)\n"
            let all = s.blocking + s.issues + s.unverified
            let listed = all.prefix(LargerTextReport.textProblemsPerScreen)
            for p in listed {
                // Unverified findings are notes: a diagnostic that rests on a guess is not a warning or an error.
                let level = p.unverified != nil ? "note" : p.severity == .error ? "error" : "warning"
                out += "\(p.location.map { "\($0): " } ?? "")\(level): \(p.message.escapingControlCharacters) [\(p.kind)]\n"
                var detail = "    \(p.occurs)"
                if let on = p.reportedOn { detail += " · reported on \(on.escapingControlCharacters)" }
                out += detail + "\n"
                if let guess = p.unverified { out += "    unverified: rests on \(guess.escapingControlCharacters)\n" }
                if let fix = p.suggestion { out += "    fix: \(fix.escapingControlCharacters)\n" }
            }
            let more = all.count - listed.count
            if more > 0 { out += "    … and \(more) more (--format json, markdown or html lists every one)\n" }
        }
        let exempted = screens.reduce(0) { $0 + $1.exempted.count }
        let suppressed = screens.reduce(0) { $0 + $1.suppressed.count }
        var counts: [String] = []
        if exempted > 0 { counts.append("\(exempted) on exempt texts") }
        if suppressed > 0 { counts.append("\(suppressed) suppressed in the source") }
        if !counts.isEmpty { out += "\nnot counted: " + counts.joined(separator: ", ") + "\n" }
        if !settings.commonTasks.isEmpty {
            out += "\ncommon tasks:\n"
            for t in tasks {
                out +=
                    "  \(t.verdict.mark) \(t.name.escapingControlCharacters) (\(t.screens.map { $0.escapingControlCharacters }.joined(separator: ", "))): \(t.verdict.phrase)\n"
            }
        }
        for note in notes { out += "\nnote: \(note.escapingControlCharacters)" }
        if !notes.isEmpty { out += "\n" }
        out += "\n\(verdictSentence) · exit \(exitStatus)\n"
        return out
    }
}
