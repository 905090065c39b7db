import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics

/// A picture of a solved cell for the HTML report: PNG bytes and the area of the screen they show, in points, so
/// findings' frames can be drawn over them.
public struct ReportPicture: Sendable, Equatable {
    /// The PNG file's bytes.
    public var png: [UInt8]
    /// The size of the area shown, in points.
    public var size: Size
    /// The screen point at the picture's top-left corner (the picture may show a band of the screen).
    public var origin: Point

    /// Creates a picture.
    public init(png: [UInt8], size: Size, origin: Point = .zero) {
        self.png = png
        self.size = size
        self.origin = origin
    }
}

/// A picture the report asks for: a cell, and the area of it a finding is about (the picture shows the screen's width
/// around it).
public struct PictureRequest: Hashable, Sendable {
    /// The cell.
    public var cell: CellCoordinate
    /// The area the picture is about, in screen points; nil for the whole screen.
    public var focus: Rect?

    /// Creates a request.
    public init(cell: CellCoordinate, focus: Rect?) {
        self.cell = cell
        self.focus = focus
    }
}

/// Draws the pictures of an HTML report. The audit module draws nothing itself (the CLI implements this with
/// TypeRampRender), so Audit and Render stay side by side.
public protocol ReportPictureProvider: AnyObject {
    /// Pictures for `requests` of one screen, whose tree is `tree`, without overlays (the page marks the finding's
    /// node and dims the rest).
    func pictures(for requests: [PictureRequest], tree: LayoutTree) throws -> [PictureRequest: ReportPicture]
    /// Contact sheets of one screen: every category at the narrowest audited width, one per language.
    func contactSheets(of groups: [GroupCoordinate], tree: LayoutTree) throws -> [(caption: String, picture: ReportPicture)]
}

/// The HTML report, a folder: `index.html` opens on the warnings and errors by file and line, each with its picture (the
/// first ``indexFindingsByLine``), then the findings grouped by rule (the first ``indexFindingsPerRule`` of each) and
/// the screens; `screens/N-name.html` has one screen's findings, each over a picture of the cell
/// where it first appears with its node marked and the rest dimmed, its grid of cells (each linking to its first
/// finding) and contact sheets; `img/` holds the pictures, each named by its content's hash, so identical pictures are
/// stored once. Pages are written as screens finish, so a report of a thousand screens never holds them all. The
/// folder is written whole (``OutputFolder``): staged beside the target and swapped in at the end, so a killed run
/// leaves the previous report exactly; a folder TypeRamp did not write is refused unless forced, and files in it that
/// TypeRamp did not write are kept.
public enum HTMLReporter {
    /// Findings of each rule listed on the index page (the rest are on the screen pages).
    public static let indexFindingsPerRule = 40
    /// How many findings the index lists by file and line, each with its picture (the rest are on the screens' pages).
    public static let indexFindingsByLine = 200

    static func e(_ s: String) -> String { Markup.escape(s) }

    /// `poll`, `Sign-in & Security` → `sign-in-security`.
    static func slug(_ name: String) -> String {
        var out = ""
        for c in name.lowercased().unicodeScalars {
            if (c >= "a" && c <= "z") || (c >= "0" && c <= "9") { out.unicodeScalars.append(c) } else if !out.hasSuffix("-") { out += "-" }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "screen" : String(out.prefix(40))
    }

    /// 64-bit FNV-1a of the bytes, as 16 hex digits: the name of a picture file.
    static func hash(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h ^= UInt64(b); h = h &* 0x0000_0100_0000_01b3 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The figure of a picture stored at `src`, with `frame` (screen points) marked and the rest dimmed.
    static func figure(_ picture: ReportPicture, src: String, frame: Rect?, alt: String, caption: String) -> String {
        let w = formatDecimal(picture.size.width, maximumFractionDigits: 1), h = formatDecimal(picture.size.height, maximumFractionDigits: 1)
        var out = "<figure>\n<div class=\"shot\" style=\"width: \(w)px\">"
        out += "<img src=\"\(e(src))\" alt=\"\(e(alt))\" width=\"\(w)\" height=\"\(h)\" loading=\"lazy\">"
        if let f = frame, picture.size.width > 0, picture.size.height > 0 {
            let r = f.offsetBy(dx: -picture.origin.x, dy: -picture.origin.y)
            func pct(_ v: Double, _ total: Double) -> String { formatDecimal(v / total * 100, maximumFractionDigits: 2) + "%" }
            out += "<div class=\"box\" style=\"left: \(pct(r.minX, picture.size.width)); top: \(pct(r.minY, picture.size.height)); "
            out += "width: \(pct(r.width, picture.size.width)); height: \(pct(r.height, picture.size.height))\"></div>"
        }
        out += "</div>\n<figcaption>\(e(caption))</figcaption>\n</figure>\n"
        return out
    }

    /// The head of a page; `root` is the way from the page to the report's folder ("" or "../").
    static func head(_ title: String, root: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>\(e(title))</title>\n<link rel=\"stylesheet\" href=\"\(root)report.css\">\n</head>\n"
    }

    /// The end of a page: the shared script, then the closing tags.
    static func tail(root: String) -> String { "<script src=\"\(root)report.js\"></script>\n</body>\n</html>\n" }

    /// "1 error", "2 warnings".
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

/// Writes the HTML report folder as screens arrive (see ``HTMLReporter``).
public final class HTMLReportWriter: AuditSink {
    let folder: String
    let pictures: (any ReportPictureProvider)?
    let picturesNote: String?
    let strict: Bool
    let force: Bool
    let waiting: ((String) -> Void)?
    var header: AuditHeader!
    /// The folder being written (staged until ``finish(_:)``).
    var output: OutputFolder!
    /// Files written by this run, relative to the folder.
    var written: Set<String> = []
    /// What putting the folder in place had to say (user files kept aside), once finished.
    public private(set) var notes: [String] = []
    /// The index's rows, one per audited screen.
    var screenRows: [String] = []
    /// The index's list by source line: each active warning or error with where it is written, as HTML with its picture
    /// (at most ``HTMLReporter/indexFindingsByLine``), and how many more there are.
    var lineEntries: [(file: String, line: Int, column: Int, html: String)] = []
    var lineEntriesLeftOut = 0
    /// The first findings of each rule for the index, and each rule's count and severity.
    var ruleEntries: [RuleID: (severity: Severity, count: Int, items: [String])] = [:]

    /// Creates a writer of the report in `folder` (created when missing). Without `pictures` the pages say
    /// `picturesNote` instead of showing pictures. A non-empty folder TypeRamp did not write is refused unless `force`;
    /// `waiting` is told when another run is writing the folder (this one waits for it).
    public init(
        folder: String, pictures: (any ReportPictureProvider)?, picturesNote: String? = nil, strict: Bool = false, force: Bool = false,
        waiting: ((String) -> Void)? = nil
    ) {
        self.folder = folder
        self.pictures = pictures
        self.picturesNote = picturesNote
        self.strict = strict
        self.force = force
        self.waiting = waiting
    }

    /// The files an HTML report written before TypeRamp marked its folders left in `folder` (its index, style sheet
    /// and script, its pages and pictures); nil when `folder` is not such a report.
    public static func legacyFiles(_ folder: String) -> Set<String>? {
        let manager = FileManager.default
        var files: Set<String> = ["index.html", "report.css", "report.js"]
        for file in files {
            guard case .regular = InputFile.kind(of: (folder as NSString).appendingPathComponent(file)) else { return nil }
        }
        for (sub, ext) in [("screens", ".html"), ("img", ".png")] {
            let dir = (folder as NSString).appendingPathComponent(sub)
            for name in (try? manager.contentsOfDirectory(atPath: dir)) ?? [] where name.hasSuffix(ext) { files.insert("\(sub)/\(name)") }
        }
        return files
    }

    public func begin(_ header: AuditHeader) throws {
        self.header = header
        output = try OutputFolder(path: folder, kind: "report", force: force, legacy: HTMLReportWriter.legacyFiles, waiting: waiting)
        try output.createFolder("screens")
        try output.createFolder("img")
        try write(HTMLReporter.css, to: "report.css")
        try write(HTMLReporter.pageScript, to: "report.js")
    }

    /// Writes `text` to `relative` inside the (staged) folder.
    func write(_ text: String, to relative: String) throws {
        try output.write(text, to: relative)
        written.insert(relative)
    }

    /// Stores a picture under its content hash; returns its path relative to the folder.
    func store(_ picture: ReportPicture) throws -> String {
        let relative = "img/\(HTMLReporter.hash(picture.png)).png"
        if !written.contains(relative) {
            try output.write(picture.png, to: relative)
            written.insert(relative)
        }
        return relative
    }

    /// The picture a finding is shown over.
    static func request(_ f: Finding) -> PictureRequest { PictureRequest(cell: f.firstCell, focus: f.frame) }

    static func page(for screen: Int, _ name: String) -> String { "screens/\(screen + 1)-\(HTMLReporter.slug(name)).html" }

    public func add(_ result: ScreenResult) throws {
        let screen = header.screens[result.screen]
        let pagePath = HTMLReportWriter.page(for: result.screen, screen.name)
        let shown = result.findings
        // Pictures: one per active finding, of the cell where it first appears, around its node; identical ones are
        // stored once.
        var pictureFiles: [PictureRequest: (path: String, picture: ReportPicture)] = [:]
        var sheets: [(caption: String, path: String, picture: ReportPicture)] = []
        if let pictures, let tree = result.tree {
            let requests = Array(Set(shown.filter { $0.status == .active && $0.severity != .information }.map(HTMLReportWriter.request)))
            for (request, picture) in try pictures.pictures(for: requests, tree: tree) {
                pictureFiles[request] = (try store(picture), picture)
            }
            for sheet in try pictures.contactSheets(of: result.groups, tree: tree) {
                sheets.append((sheet.caption, try store(sheet.picture), sheet.picture))
            }
        }
        try write(screenPage(result, shown: shown, pictures: pictureFiles, sheets: sheets), to: pagePath)
        screenRows.append(indexRow(result, page: pagePath))
        for (n, f) in shown.enumerated() where f.status == .active && f.severity != .information {
            var entry = ruleEntries[f.rule] ?? (f.severity, 0, [])
            entry.count += 1
            entry.severity = max(entry.severity, f.severity)
            if entry.items.count < HTMLReporter.indexFindingsPerRule {
                var item =
                    "<li><a href=\"\(HTMLReporter.e(pagePath))#f-\(n + 1)\">\(HTMLReporter.e(f.screen)) · \(HTMLReporter.e(f.nodeId.map { "#\($0)" } ?? f.path))</a> "
                item += HTMLReporter.e(f.message) + " <span class=\"first\">appears \(HTMLReporter.e(header.firstAppears(f)))</span>"
                if let s = f.suggestion { item += " <span class=\"fix\">Fix: \(HTMLReporter.e(s))</span>" }
                entry.items.append(item + "</li>")
            }
            ruleEntries[f.rule] = entry
            if lineEntries.count < HTMLReporter.indexFindingsByLine {
                lineEntries.append(lineEntry(f, number: n + 1, page: pagePath, picture: pictureFiles[HTMLReportWriter.request(f)]))
            } else {
                lineEntriesLeftOut += 1
            }
        }
    }

    public func finish(_ summary: AuditSummary) throws {
        try write(indexPage(summary), to: "index.html")
        try output.commit()
        notes = output.notes
    }
}
