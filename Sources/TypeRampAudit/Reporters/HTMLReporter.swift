import Foundation
import TypeRampCore
import TypeRampMetrics

/// A picture of a solved cell for the HTML report: PNG bytes and the area of the screen they show, in points, so
/// findings' frames can be drawn over them.
public struct ReportPicture: Sendable, Equatable {
    /// The PNG file's bytes.
    public var png: [UInt8]
    /// The screen area the picture shows, in points (its top-left corner is the screen's).
    public var size: Size

    /// Creates a picture.
    public init(png: [UInt8], size: Size) {
        self.png = png
        self.size = size
    }
}

/// A self-contained HTML report: the grid of every cell, the findings with filters by rule and category, each finding
/// over a picture of the cell where it first appears (when pictures are given), and contact sheets per screen.
///
/// The reporter draws nothing itself: pictures come from the caller (the CLI renders them with TypeRampRender), keyed
/// by ``AuditReport/cellId(_:)`` for cells and by screen name for contact sheets, and are embedded as `data:` URIs, so
/// the file can be mailed or attached to a CI run on its own. No external resources are loaded.
public enum HTMLReporter {
    /// Most finding pictures one report embeds (the first cells of the first findings), to bound its size.
    public static let maximumPictures = 200

    /// The cells the report would show pictures of: the first cell of each active warning or error, in finding order,
    /// at most ``maximumPictures``.
    public static func pictureCells(for report: AuditReport) -> [CellCoordinate] {
        var seen: Set<CellCoordinate> = []
        var out: [CellCoordinate] = []
        for f in report.findings where f.status == .active && f.severity != .information {
            if seen.insert(f.firstCell).inserted { out.append(f.firstCell) }
            if out.count == maximumPictures { break }
        }
        return out
    }

    /// Writes the page. `picturesNote` is shown when pictures are missing, saying why.
    public static func write(_ report: AuditReport, pictures: [String: ReportPicture] = [:], contactSheets: [String: ReportPicture] = [:],
                             picturesNote: String? = nil, strict: Bool = false) -> String {
        let m = report.matrix
        let c = report.counts
        var h = ""
        h += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        h += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        h += "<title>TypeRamp audit</title>\n<style>\n\(css)</style>\n</head>\n<body>\n"
        h += "<header>\n<h1>TypeRamp audit</h1>\n<p class=\"matrix\">\(e(TextReporter.matrixDescription(report)))</p>\n"
        let status = report.exitStatus(strict: strict)
        h += "<p class=\"result \(status == 0 ? "clean" : status == 2 ? "error" : "warning")\">\(c.errors) errors, \(c.warnings) warnings in \(report.cellCount) cells"
        let suppressed = report.findings.filter { $0.status == .suppressed }.count
        let baselined = report.findings.filter { $0.status == .baselined }.count
        h += " · \(suppressed) suppressed · \(baselined) in the baseline</p>\n"
        if let shard = report.shard { h += "<p>Shard \(shard) of the matrix.</p>\n" }
        if pictures.isEmpty && contactSheets.isEmpty, let note = picturesNote { h += "<p class=\"note\">\(e(note))</p>\n" }
        h += "</header>\n"

        // Filters.
        let rulesPresent = Array(Set(report.findings.map(\.rule))).sorted()
        h += "<nav id=\"filters\" aria-label=\"Filters\">\n"
        h += "<label>Rule <select id=\"rule-filter\"><option value=\"\">all rules</option>"
        for r in rulesPresent { h += "<option value=\"\(e(r))\">\(e(r))</option>" }
        h += "</select></label>\n<label>Category <select id=\"category-filter\"><option value=\"\">all categories</option>"
        for cat in m.categories { h += "<option value=\"\(cat.shortName)\">\(e(AuditMatrix.categoryName(cat)))</option>" }
        h += "</select></label>\n<label><input type=\"checkbox\" id=\"show-muted\"> show suppressed and baselined</label>\n"
        h += "<span id=\"shown\" aria-live=\"polite\"></span>\n</nav>\n"

        // The grid.
        var rulesAt: [CellCoordinate: Set<String>] = [:]
        for f in report.findings where f.status == .active && f.severity != .information {
            for cell in f.cells { rulesAt[cell, default: []].insert(f.rule) }
        }
        let severities = report.cellSeverities()
        let audited = Set(report.groups)
        h += "<section id=\"grid\">\n<h2>Every cell</h2>\n"
        h += "<p class=\"legend\"><span class=\"cell clean\">✓</span> clean <span class=\"cell warning\">!</span> warnings <span class=\"cell error\">✗</span> errors</p>\n"
        let allGroups = Dictionary(grouping: m.groups(screenCount: report.screens.count), by: \.screen)
        for (s, screen) in report.screens.enumerated() {
            h += "<table class=\"grid\" data-screen=\"\(e(screen.name))\">\n<caption>\(e(screen.name)) <span>\(e(screen.file))</span></caption>\n"
            h += "<thead><tr><th scope=\"col\">width · language</th>"
            for cat in m.categories { h += "<th scope=\"col\" title=\"\(e(cat.uikitName))\">\(cat.shortName)</th>" }
            h += "</tr></thead>\n<tbody>\n"
            for g in allGroups[s] ?? [] {
                var label = "\(formatDecimal(m.widths[g.width])) pt · \(m.locales[g.locale].name)"
                if m.boldText.count > 1 || m.boldText[g.bold] { label += m.boldText[g.bold] ? " · Bold Text" : "" }
                h += "<tr><th scope=\"row\">\(e(label))</th>"
                for ci in m.categories.indices {
                    let cell = g.cell(category: ci)
                    let cat = m.categories[ci].shortName
                    guard audited.contains(g) else {
                        h += "<td class=\"cell none\" data-category=\"\(cat)\" data-rules=\"\" title=\"not in this shard\">·</td>"
                        continue
                    }
                    let rules = (rulesAt[cell] ?? []).sorted()
                    let sev = severities[cell]
                    let (cls, mark) = sev == .error ? ("error", "✗") : sev == .warning ? ("warning", "!") : ("clean", "✓")
                    let title = rules.isEmpty ? "\(report.cellId(cell)): clean" : "\(report.cellId(cell)): \(rules.joined(separator: ", "))"
                    h += "<td class=\"cell \(cls)\" data-category=\"\(cat)\" data-rules=\"\(e(rules.joined(separator: " ")))\" title=\"\(e(title))\">\(mark)</td>"
                }
                h += "</tr>\n"
            }
            h += "</tbody>\n</table>\n"
        }
        h += "</section>\n"

        // Findings.
        h += "<section id=\"findings\">\n<h2>Findings</h2>\n"
        if report.findings.isEmpty { h += "<p>No findings.</p>\n" }
        for f in report.findings {
            let categories = Array(Set(f.cells.map { m.categories[$0.category].shortName })).sorted { a, b in
                (ContentSizeCategory(parsing: a)?.rawValue ?? 0) < (ContentSizeCategory(parsing: b)?.rawValue ?? 0)
            }
            let sev = f.severity.rawValue
            h += "<article class=\"finding \(sev)\" data-rule=\"\(e(f.rule))\" data-categories=\"\(categories.joined(separator: " "))\" data-status=\"\(f.status.rawValue)\""
            h += f.status == .active ? ">\n" : " hidden>\n"
            h += "<h3><span class=\"badge \(sev)\">\(sev)</span> \(e(f.rule)) <span class=\"where\">\(e(f.screen)) · \(e(f.nodeId.map { "#\($0) " } ?? ""))\(e(f.path))</span>"
            if f.status != .active { h += " <span class=\"badge muted\">\(f.status.rawValue)</span>" }
            h += "</h3>\n"
            h += "<p class=\"message\">\(e(f.message))</p>\n"
            h += "<p class=\"first\">Appears \(e(report.firstAppears(f))) · \(f.cells.count) of \(report.cellCount) cells</p>\n"
            if let s = f.suggestion { h += "<p class=\"fix\">Fix: \(e(s))</p>\n" }
            if let l = f.location { h += "<p class=\"loc\"><code>\(e(l.description))</code></p>\n" }
            if let picture = pictures[report.cellId(f.firstCell)] {
                h += figure(picture, frame: f.frame, alt: "\(f.screen) at \(report.cellId(f.firstCell))", caption: report.cellId(f.firstCell))
            }
            h += "</article>\n"
        }
        h += "</section>\n"

        if !contactSheets.isEmpty {
            h += "<section id=\"sheets\">\n<h2>Contact sheets</h2>\n"
            for screen in report.screens {
                guard let sheet = contactSheets[screen.name] else { continue }
                h += figure(sheet, frame: nil, alt: "\(screen.name) at every category", caption: screen.name)
            }
            h += "</section>\n"
        }
        h += "<script>\n\(script)</script>\n</body>\n</html>\n"
        return h
    }

    static func e(_ s: String) -> String { Markup.escape(s) }

    static func figure(_ picture: ReportPicture, frame: Rect?, alt: String, caption: String) -> String {
        let base64 = Data(picture.png).base64EncodedString()
        let w = formatDecimal(picture.size.width, maximumFractionDigits: 1), hgt = formatDecimal(picture.size.height, maximumFractionDigits: 1)
        var out = "<figure>\n<div class=\"shot\" style=\"width: \(w)px\">"
        out += "<img src=\"data:image/png;base64,\(base64)\" alt=\"\(e(alt))\" width=\"\(w)\" height=\"\(hgt)\">"
        if let r = frame, picture.size.width > 0, picture.size.height > 0 {
            func pct(_ v: Double, _ total: Double) -> String { formatDecimal(v / total * 100, maximumFractionDigits: 2) + "%" }
            out += "<div class=\"box\" style=\"left: \(pct(r.minX, picture.size.width)); top: \(pct(r.minY, picture.size.height)); "
            out += "width: \(pct(r.width, picture.size.width)); height: \(pct(r.height, picture.size.height))\"></div>"
        }
        out += "</div>\n<figcaption>\(e(caption))</figcaption>\n</figure>\n"
        return out
    }

    static let css = """
    :root { color-scheme: light dark; --error: #c62828; --warning: #b26a00; --clean: #2e7d32; --muted: #777; }
    body { font: 15px/1.45 -apple-system, system-ui, sans-serif; margin: 0 auto; max-width: 1100px; padding: 0 16px 48px; }
    header h1 { margin-bottom: 4px; }
    .result.error { color: var(--error); font-weight: 600; } .result.warning { color: var(--warning); font-weight: 600; }
    .result.clean { color: var(--clean); font-weight: 600; } .note { color: var(--muted); font-style: italic; }
    nav { position: sticky; top: 0; background: Canvas; padding: 8px 0; display: flex; gap: 16px; flex-wrap: wrap; align-items: center;
          border-bottom: 1px solid #8884; z-index: 1; }
    table.grid { border-collapse: collapse; margin: 12px 0 20px; font-size: 13px; }
    table.grid caption { text-align: left; font-weight: 600; padding-bottom: 4px; } table.grid caption span { color: var(--muted); font-weight: 400; }
    table.grid th, table.grid td { border: 1px solid #8884; padding: 2px 6px; text-align: center; }
    table.grid th[scope=row] { text-align: left; font-weight: 400; white-space: nowrap; }
    .cell.error { color: #fff; background: var(--error); } .cell.warning { color: #000; background: #ffcc66; }
    .cell.clean { color: var(--clean); } .cell.none { color: var(--muted); } .cell.dim { opacity: 0.2; }
    .legend .cell { display: inline-block; width: 1.4em; text-align: center; }
    .finding { border-left: 4px solid var(--muted); padding: 4px 12px; margin: 12px 0; }
    .finding.error { border-color: var(--error); } .finding.warning { border-color: var(--warning); }
    .finding h3 { font-size: 15px; margin: 4px 0; } .finding .where { font-weight: 400; color: var(--muted); }
    .finding p { margin: 2px 0; } .fix { font-weight: 600; }
    .badge { font-size: 11px; text-transform: uppercase; padding: 1px 6px; border-radius: 8px; background: var(--muted); color: #fff; }
    .badge.error { background: var(--error); } .badge.warning { background: var(--warning); }
    figure { margin: 8px 0; } .shot { position: relative; max-width: 100%; border: 1px solid #8886; }
    .shot img { display: block; width: 100%; height: auto; }
    .box { position: absolute; outline: 3px solid #ff1744; background: #ff174422; }
    figcaption { font-size: 12px; color: var(--muted); }

    """

    static let script = """
    (function () {
      'use strict';
      var errors = [];
      window.addEventListener('error', function (event) {
        errors.push(String(event.message));
        document.body.setAttribute('data-errors', errors.join(' | '));
      });
      var rule = document.getElementById('rule-filter');
      var category = document.getElementById('category-filter');
      var muted = document.getElementById('show-muted');
      function has(list, item) { return list.split(' ').indexOf(item) >= 0; }
      function apply() {
        var shown = 0;
        document.querySelectorAll('.finding').forEach(function (el) {
          var ok = (!rule.value || el.dataset.rule === rule.value) &&
                   (!category.value || has(el.dataset.categories, category.value)) &&
                   (muted.checked || el.dataset.status === 'active');
          el.hidden = !ok;
          if (ok) { shown += 1; }
        });
        document.querySelectorAll('td.cell').forEach(function (td) {
          var ok = (!category.value || td.dataset.category === category.value) &&
                   (!rule.value || has(td.dataset.rules, rule.value));
          td.classList.toggle('dim', !ok);
        });
        document.getElementById('shown').textContent = shown + ' finding' + (shown === 1 ? '' : 's') + ' shown';
      }
      [rule, category, muted].forEach(function (el) { el.addEventListener('change', apply); });
      apply();
      window.addEventListener('load', function () {
        var images = Array.prototype.slice.call(document.images);
        var loaded = images.filter(function (img) { return img.complete && img.naturalWidth > 0; }).length;
        document.body.setAttribute('data-images', loaded + '/' + images.length);
        document.body.setAttribute('data-cells', String(document.querySelectorAll('td.cell').length));
        document.body.setAttribute('data-ready', 'yes');
      });
    })();

    """
}
