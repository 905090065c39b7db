import TypeRampCore
import TypeRampLayout

/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per active finding, which GitHub shows
/// as an annotation on the file and line in the pull request and the run's summary.
///
/// `::warning file=PATH,line=N,col=N,title=RULE::MESSAGE`. GitHub reads paths relative to the repository (run the
/// audit from its root). Values are escaped as GitHub's toolkit escapes them: in the message `%`, CR and LF become
/// `%25`, `%0D` and `%0A`; in a property also `:` and `,` become `%3A` and `%2C`. Suppressed and baselined findings
/// are left out; a last plain line gives the counts.
public enum GitHubReporter {
    /// Writes a collected report.
    public static func write(_ report: AuditReport) -> String {
        let output = StringOutput()
        try? report.replay(into: GitHubReportWriter(output: output))
        return output.text
    }

    /// A workflow command line: `::name key=value,…::message`, escaped.
    public static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        var line = "::" + name
        if !properties.isEmpty {
            line += " " + properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        }
        return line + "::" + escapeData(message)
    }

    /// A message escaped for a workflow command.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// A property value escaped for a workflow command.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// `./a/b.swift` → `a/b.swift`.
    static func repositoryPath(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        return p
    }

    /// The annotation of one finding.
    static func annotation(_ f: Finding, _ header: AuditHeader) -> String {
        let name: String
        switch f.severity {
        case .error: name = "error"
        case .warning: name = "warning"
        case .information: name = "notice"
        }
        var properties: [(String, String)] = [("file", repositoryPath(f.location?.file ?? f.file))]
        if let l = f.location, l.line > 0 {
            properties.append(("line", String(l.line)))
            if l.column > 0 { properties.append(("col", String(l.column))) }
        }
        properties.append(("title", "TypeRamp \(f.rule.rawValue)"))
        var message = "\(f.message) [\(f.rule.rawValue)]\n\(f.screen) · \(f.nodeId.map { "#\($0) " } ?? "")\(f.path)"
        message += "\nappears \(header.firstAppears(f)) · \(f.cells.count) of \(header.cellCount) cells"
        if let s = f.suggestion { message += "\nfix: \(s)" }
        message += "\nsee: \(header.reproduceCommand(f))"
        return command(name, properties: properties, message: message)
    }
}

/// Writes GitHub workflow commands as screens arrive (see ``GitHubReporter``).
public final class GitHubReportWriter: AuditSink {
    private let output: any ReportOutput
    private var header: AuditHeader!

    /// Creates a writer to `output`.
    public init(output: any ReportOutput) { self.output = output }

    public func begin(_ header: AuditHeader) throws { self.header = header }

    public func add(_ result: ScreenResult) throws {
        var text = ""
        for f in result.findings where f.status == .active { text += GitHubReporter.annotation(f, header) + "\n" }
        if !text.isEmpty { try output.write(text) }
    }

    public func finish(_ summary: AuditSummary) throws {
        var line =
            "TypeRamp: \(summary.errors) error\(summary.errors == 1 ? "" : "s"), \(summary.warnings) warning\(summary.warnings == 1 ? "" : "s") in \(header.cellCount) cells"
        if summary.suppressed > 0 || summary.baselined > 0 { line += " (\(summary.suppressed) suppressed, \(summary.baselined) in the baseline)" }
        try output.write(line + "\n")
    }
}
