import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampDecoding
import TypeRampMetrics

/// A picture of a screen at one category for the HTML report, with the frames of the views its problems are about.
public struct LargerTextPicture: Sendable {
    /// The category it shows.
    public var category: ContentSizeCategory
    /// The PNG file's bytes.
    public var png: [UInt8]
    /// The size of the area shown, in points.
    public var size: Size
    /// The frames, in the picture's points, of the views asked for (by identity) that are drawn at this category.
    public var frames: [String: Rect]
    /// What it shows, in words ("accessibilityMedium (ax1) · 320 pt").
    public var caption: String

    /// Creates a picture.
    public init(category: ContentSizeCategory, png: [UInt8], size: Size, frames: [String: Rect], caption: String) {
        self.category = category
        self.png = png
        self.size = size
        self.frames = frames
        self.caption = caption
    }
}

/// Draws a screen at Large and AX1 to AX5 for the HTML report. The labels module draws nothing itself (the CLI
/// implements this with TypeRampRender), as the audit's report does.
public protocol LargerTextPictureProvider: AnyObject {
    /// The width, in points, and language (locale id) the pictures are drawn at (the audit's narrowest width and base
    /// language).
    var pictureColumn: (width: Points, locale: String) { get }
    /// Pictures of screen `screen` at each of ``LargerTextCriteria/auditedCategories``, with the frames of the views whose
    /// identities are in `identities`.
    func pictures(of screen: String, identities: Set<String>) throws -> [LargerTextPicture]
}

/// Writes the Larger Text report as a folder: `index.html` (the app's verdict, its common tasks and every screen) and
/// one page per screen, `screens/N-name.html`, with the screen at Large and AX1 to AX5 side by side, its problems
/// outlined, and every text's growth. Pictures are stored once each in `img/`, named by their content's hash.
///
/// The folder is written whole (``OutputFolder``): staged beside the target and swapped in at the end; a folder
/// TypeRamp did not write is refused unless `force`, and files in it that TypeRamp did not write are kept.
public final class LargerTextHTMLWriter {
    let folder: String
    let pictures: (any LargerTextPictureProvider)?
    let force: Bool
    let waiting: ((String) -> Void)?
    /// What putting the folder in place had to say (user files kept aside), once written.
    public private(set) var notes: [String] = []

    /// Creates a writer of the report in `folder`. Without `pictures` the pages have no pictures.
    public init(folder: String, pictures: (any LargerTextPictureProvider)?, force: Bool = false, waiting: ((String) -> Void)? = nil) {
        self.folder = folder
        self.pictures = pictures
        self.force = force
        self.waiting = waiting
    }

    /// Writes `report` and puts the folder in place. Throws located errors for a folder it may not write.
    public func write(_ report: LargerTextReport) throws {
        let output = try OutputFolder(path: folder, kind: "larger-text", force: force, waiting: waiting)
        try output.createFolder("screens")
        try output.createFolder("img")
        try output.write(LargerTextHTMLWriter.css, to: "larger-text.css")
        var stored: Set<String> = []
        var pages: [String] = []
        var taken: Set<String> = []
        for s in report.screens {
            // Spaces, which a slug keeps, become dashes: the name is also a link's address.
            let slug = FileName.slug(s.name).replacingOccurrences(of: " ", with: "-")
            let page = "screens/" + FileName.unique("\(s.index + 1)-" + slug, taken: &taken) + ".html"
            pages.append(page)
            var shots: [(path: String, picture: LargerTextPicture)] = []
            if let pictures, s.verdict != .exempt {
                let identities = Set((s.blocking + s.issues + s.unverified + s.exempted).map(\.identity))
                for picture in try pictures.pictures(of: s.name, identities: identities) {
                    let path = "img/\(LargerTextHTMLWriter.hash(picture.png)).png"
                    if stored.insert(path).inserted { try output.write(picture.png, to: path) }
                    shots.append((path, picture))
                }
            }
            try output.write(screenPage(s, report: report, shots: shots), to: page)
        }
        try output.write(indexPage(report, pages: pages), to: "index.html")
        try output.commit()
        notes = output.notes
    }

    // MARK: - Pages

    static func e(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default:
                if scalar.value < 0x20 && scalar != "\t" && scalar != "\n" { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func head(_ title: String, root: String) -> String {
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            + "<title>\(e(title))</title>\n<link rel=\"stylesheet\" href=\"\(root)larger-text.css\">\n</head>\n<body>\n"
    }

    static func verdictClass(_ v: LargerTextVerdict) -> String {
        switch v {
        case .supports: return "supports"
        case .supportsWithIssues: return "issues"
        case .doesNotSupport: return "fails"
        case .exempt: return "exempt"
        }
    }

    func indexPage(_ r: LargerTextReport, pages: [String]) -> String {
        let e = LargerTextHTMLWriter.e
        var out = LargerTextHTMLWriter.head("Larger Text: \(r.verdict.phrase)", root: "")
        out += "<header>\n<h1>Larger Text</h1>\n<p class=\"verdict \(LargerTextHTMLWriter.verdictClass(r.verdict))\">\(e(r.verdictSentence))</p>\n"
        out += "<p class=\"muted\">\(e(r.matrixDescription))\(r.auditReport.map { ", with the findings of \(e($0))" } ?? ""). "
        out += "Text must reach 200 % of its size at Large (or follow its text style to AX5), and each screen must stay usable at AX1–AX5.</p>\n"
        out += "</header>\n<main>\n"
        if !r.settings.commonTasks.isEmpty {
            out +=
                "<h2>Common tasks</h2>\n<table>\n<tr><th scope=\"col\">Task</th><th scope=\"col\">Screens</th><th scope=\"col\">Verdict</th></tr>\n"
            for t in r.tasks {
                out += "<tr><td>\(e(t.name))</td><td>\(e(t.screens.joined(separator: ", ")))</td>"
                out += "<td class=\"\(LargerTextHTMLWriter.verdictClass(t.verdict))\">\(t.verdict.mark) \(e(t.verdict.rawValue))</td></tr>\n"
            }
            out += "</table>\n"
        }
        out += "<h2>Screens</h2>\n<table>\n<tr><th scope=\"col\">Screen</th><th scope=\"col\">Verdict</th><th scope=\"col\">Text grows</th>"
        out += "<th scope=\"col\">Blocking</th><th scope=\"col\">Issues</th><th scope=\"col\">Unverified</th><th scope=\"col\">Reason</th></tr>\n"
        for (s, page) in zip(r.screens, pages) {
            out += "<tr><th scope=\"row\"><a href=\"\(e(page))\">\(e(s.name))</a></th>"
            out += "<td class=\"\(LargerTextHTMLWriter.verdictClass(s.verdict))\">\(s.verdict.mark) \(e(s.verdict.rawValue))</td>"
            out +=
                "<td>\(e(LargerTextReport.growthRange(s)))</td><td>\(s.blocking.count)</td><td>\(s.issues.count)</td><td>\(s.unverified.count)</td>"
            out += "<td>\(s.reason.map { e($0.message) } ?? "")</td></tr>\n"
        }
        out += "</table>\n"
        let grouped = r.screensWithStates
        if !grouped.isEmpty {
            // A screen's verdict with its states: the worst, as the view's code can show any of them.
            let pageOf = Dictionary(zip(r.screens.map(\.name), pages), uniquingKeysWith: { a, _ in a })
            out +=
                "<h2>Screens with their states</h2>\n<p class=\"muted\">The worst verdict of a screen and its states, as its code can show any of them.</p>\n"
            out += "<table>\n<tr><th scope=\"col\">Screen</th><th scope=\"col\">States</th><th scope=\"col\">Verdict</th></tr>\n"
            for (s, states) in grouped {
                let v = r.verdictWithStates(s)
                let links = states.map { st in pageOf[st.name].map { "<a href=\"\(e($0))\">\(e(st.name))</a>" } ?? e(st.name) }
                out += "<tr><th scope=\"row\">\(e(s.name))</th><td>\(links.joined(separator: ", "))</td>"
                out += "<td class=\"\(LargerTextHTMLWriter.verdictClass(v))\">\(v.mark) \(e(v.rawValue))</td></tr>\n"
            }
            out += "</table>\n"
        }
        for note in r.notes { out += "<p class=\"note\">Note: \(e(note))</p>\n" }
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    func screenPage(_ s: ScreenEvaluation, report r: LargerTextReport, shots: [(path: String, picture: LargerTextPicture)]) -> String {
        let e = LargerTextHTMLWriter.e
        var out = LargerTextHTMLWriter.head("\(s.name): \(s.verdict.phrase)", root: "../")
        out += "<header>\n<p><a href=\"../index.html\">Larger Text</a></p>\n<h1>\(e(s.name))</h1>\n"
        out += "<p class=\"verdict \(LargerTextHTMLWriter.verdictClass(s.verdict))\">\(s.verdict.mark) \(e(s.name)) \(e(s.verdict.phrase))"
        if let x = s.exemption { out += ": \(e(x.reason))" } else if let reason = s.reason { out += ": \(e(reason.message))" }
        out +=
            "</p>\n<p class=\"muted\">Declared at \(e(s.location.description)). Text grows \(e(LargerTextReport.growthRange(s))).</p>\n</header>\n<main>\n"
        // Problems are numbered once; the outlines on the pictures carry the same numbers.
        let numbered: [(n: Int, cls: String, p: LargerTextProblem)] =
            (s.blocking.map { ("blocking", $0) } + s.issues.map { ("issue", $0) } + s.unverified.map { ("unverified", $0) }
            + s.exempted.map { ("exempt", $0) })
            .enumerated().map { ($0 + 1, $1.0, $1.1) }
        if !shots.isEmpty, let column = pictures?.pictureColumn {
            let locale = r.matrix.locales.first { $0.id == column.locale }?.name ?? column.locale
            out += "<h2>At Large and AX1–AX5</h2>\n<p class=\"muted\">At \(e(formatDecimal(column.width))) pt in \(e(locale)). "
            out += "Outlined: <span class=\"key blocking\">blocking</span> <span class=\"key issue\">issue</span> "
            out += "<span class=\"key unverified\">unverified</span> <span class=\"key exempt\">exempt</span>. "
            out += "Problems in other widths and languages are listed below.</p>\n"
            out += "<div class=\"shots\">\n"
            for (path, picture) in shots {
                let w = formatDecimal(picture.size.width, maximumFractionDigits: 1), h = formatDecimal(picture.size.height, maximumFractionDigits: 1)
                out +=
                    "<figure>\n<div class=\"shot\"><img src=\"../\(e(path))\" alt=\"\(e(s.name)) at \(e(picture.caption))\" width=\"\(w)\" height=\"\(h)\" loading=\"lazy\">"
                for item in numbered {
                    guard let frame = picture.frames[item.p.identity], shown(item.p, at: picture.category, column: column) else { continue }
                    func pct(_ v: Double, _ total: Double) -> String { formatDecimal(v / total * 100, maximumFractionDigits: 2) + "%" }
                    out +=
                        "<a class=\"box \(item.cls)\" href=\"#p-\(item.n)\" title=\"\(item.n). \(e(item.p.message))\" style=\"left: \(pct(frame.minX, picture.size.width)); "
                    out += "top: \(pct(frame.minY, picture.size.height)); width: \(pct(frame.width, picture.size.width)); "
                    out += "height: \(pct(frame.height, picture.size.height))\"><span>\(item.n)</span></a>"
                }
                out += "</div>\n<figcaption>\(e(picture.caption))</figcaption>\n</figure>\n"
            }
            out += "</div>\n"
        }
        for (title, cls) in [
            ("Blocking", "blocking"), ("Issues", "issue"), ("Unverified: they rest on a guess; give the values to confirm them", "unverified"),
            ("Exempt", "exempt"),
        ] {
            let items = numbered.filter { $0.cls == cls }
            guard !items.isEmpty else { continue }
            out += "<h2>\(title)</h2>\n<ol class=\"problems\">\n"
            for item in items {
                out += "<li id=\"p-\(item.n)\" value=\"\(item.n)\" class=\"\(cls)\"><p>\(e(item.p.message)) <code>\(e(item.p.kind))</code></p>\n"
                out += "<p class=\"muted\">\(item.p.location.map { e($0.description) + " · " } ?? "")\(e(item.p.occurs))"
                if let on = item.p.reportedOn { out += " · reported on \(e(on))" }
                out += "</p>\n"
                if let fix = item.p.suggestion { out += "<p>Fix: \(e(fix))</p>\n" }
                if let x = item.p.exemption { out += "<p>Exempt: \(e(x.reason)) (\(e(x.origin)))</p>\n" }
                if let guess = item.p.unverified { out += "<p>Rests on \(e(guess))</p>\n" }
                out += "</li>\n"
            }
            out += "</ol>\n"
        }
        if !s.suppressed.isEmpty {
            out += "<h2>Suppressed in the source (not counted)</h2>\n<ul>\n"
            for p in s.suppressed {
                out += "<li>\(p.location.map { e($0.description) + ": " } ?? "")\(e(p.message)) <code>\(e(p.kind))</code></li>\n"
            }
            out += "</ul>\n"
        }
        out += "<h2>Texts</h2>\n<table>\n<tr><th scope=\"col\">Text</th><th scope=\"col\">Style</th><th scope=\"col\">At Large</th>"
        out += "<th scope=\"col\">Largest</th><th scope=\"col\">Growth</th><th scope=\"col\">Stopped by</th><th scope=\"col\">Where</th></tr>\n"
        for t in s.texts {
            let cls = t.meetsCriterion ? (t.followsStyleCurve ? "curve" : "") : (t.exemption == nil ? "fails" : "exempt")
            out += "<tr class=\"\(cls)\"><td>\(e(t.text.excerpt(60)))</td><td>\(e(t.style))</td><td>\(e(formatDecimal(t.sizeAtLarge))) pt</td>"
            out += "<td>\(e(formatDecimal(t.largestSize))) pt at \(e(t.largestCategory.shortName))</td>"
            out += "<td>\(LargerTextCriteria.percent(t.growth)) %</td>"
            out +=
                "<td>\(t.limit.map { e($0.kind) } ?? (t.followsStyleCurve ? "its text style's curve" : ""))\(t.exemption.map { " (exempt: \(e($0.reason)))" } ?? "")</td>"
            out += "<td>\(t.location.map { e($0.description) } ?? "")</td></tr>\n"
        }
        out += "</table>\n</main>\n</body>\n</html>\n"
        return out
    }

    /// Whether `p` is outlined on the picture at `category`: a text that stops growing on every picture, a finding on the
    /// pictures of the cells where it occurs in the pictures' width and language with Bold Text off.
    func shown(_ p: LargerTextProblem, at category: ContentSizeCategory, column: (width: Points, locale: String)) -> Bool {
        if p.kind == "text-growth" { return category.isAccessibilityCategory }
        return p.cells.contains { $0.category == category && $0.width == column.width && $0.locale == column.locale && !$0.boldText }
    }

    /// 64-bit FNV-1a of the bytes, as 16 hex digits: the name of a picture file.
    static func hash(_ bytes: [UInt8]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h ^= UInt64(b); h = h &* 0x0000_0100_0000_01b3 }
        let hex = String(h, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    static let css = """
        :root { color-scheme: light dark; --fails: #c62828; --issue: #b26a00; --supports: #2e7d32; --muted: #777; }
        body { font: 15px/1.45 -apple-system, system-ui, sans-serif; margin: 0 auto; max-width: 1400px; padding: 0 16px 48px; }
        a { color: inherit; } .muted { color: var(--muted); } .note { color: var(--muted); font-style: italic; }
        .verdict { font-size: 18px; font-weight: 600; } .fails { color: var(--fails); } .issues { color: var(--issue); }
        .supports { color: var(--supports); } .exempt, .curve { color: var(--muted); }
        table { border-collapse: collapse; margin: 12px 0 20px; font-size: 13px; }
        th, td { border: 1px solid #8884; padding: 2px 6px; text-align: left; vertical-align: top; }
        tr.fails td { color: var(--fails); }
        .shots { display: flex; gap: 12px; overflow-x: auto; align-items: flex-start; padding-bottom: 8px; }
        figure { margin: 0; flex: 0 0 220px; } figcaption { font-size: 12px; color: var(--muted); }
        .shot { position: relative; border: 1px solid #8886; } .shot img { display: block; width: 100%; height: auto; }
        .box { position: absolute; outline: 2px solid var(--fails); text-decoration: none; }
        .box.issue { outline-color: var(--issue); } .box.exempt { outline: 2px dashed var(--muted); }
        .box.unverified { outline: 2px dashed var(--issue); } .box.unverified span { background: var(--issue); }
        .key.unverified { border: 2px dashed var(--issue); } li.unverified::marker { color: var(--issue); }
        .box span { position: absolute; top: -2px; left: -2px; font-size: 10px; line-height: 1; padding: 1px 3px; color: #fff;
                    background: var(--fails); } .box.issue span { background: var(--issue); } .box.exempt span { background: var(--muted); }
        .key { padding: 0 4px; border: 2px solid var(--fails); } .key.issue { border-color: var(--issue); }
        .key.exempt { border: 2px dashed var(--muted); }
        ol.problems li { margin: 8px 0; } ol.problems li p { margin: 2px 0; } ol.problems li:target { background: #ffeb3b22; }
        li.blocking::marker { color: var(--fails); font-weight: 600; } li.issue::marker { color: var(--issue); font-weight: 600; }

        """
}
