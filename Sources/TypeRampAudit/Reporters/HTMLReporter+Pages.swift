import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

// MARK: - Pages

extension HTMLReportWriter {
    typealias E = HTMLReporter

    /// The result line: "2 errors, 5 warnings in 648 cells · 1 suppressed · 0 in the baseline".
    func resultLine(_ summary: AuditSummary) -> String {
        let status = summary.exitStatus(strict: strict)
        var h = "<p class=\"result \(status == 0 ? "clean" : status == 2 ? "error" : "warning")\">"
        h += "\(E.count(summary.errors, "error")), \(E.count(summary.warnings, "warning")) in \(header.cellCount) cells"
        h += " · \(summary.suppressed) suppressed · \(summary.baselined) in the baseline</p>\n"
        return h
    }

    /// One row of the index's table of screens: name (a link), file, counts, and the worst severity per category.
    func indexRow(_ result: ScreenResult, page: String) -> String {
        let screen = header.screens[result.screen]
        let severities = result.cellSeverities()
        let active = result.findings.filter { $0.status == .active }
        var h = "<tr><th scope=\"row\"><a href=\"\(E.e(page))\">\(E.e(screen.name))</a></th><td class=\"file\">\(E.e(screen.file))</td>"
        h += "<td>\(active.filter { $0.severity == .error }.count)</td><td>\(active.filter { $0.severity == .warning }.count)</td>"
        for ci in header.matrix.categories.indices {
            let worst = result.groups.compactMap { severities[$0.cell(category: ci)] }.filter { $0 != .information }.max()
            let (cls, mark) = worst == .error ? ("error", "✗") : worst == .warning ? ("warning", "!") : ("clean", "✓")
            h += "<td class=\"mini \(cls)\" title=\"\(E.e(header.matrix.categories[ci].uikitName))\">\(mark)</td>"
        }
        return h + "</tr>\n"
    }

    func indexPage(_ summary: AuditSummary) -> String {
        let m = header.matrix
        var h = E.head("TypeRamp audit", root: "")
        h += "<body>\n<header>\n<h1>TypeRamp audit</h1>\n<p class=\"matrix\">\(E.e(TextReporter.matrixDescription(header)))</p>\n"
        h += resultLine(summary)
        if let shard = header.shard { h += "<p>Shard \(shard) of the matrix.</p>\n" }
        if pictures == nil, let note = picturesNote { h += "<p class=\"note\">\(E.e(note))</p>\n" }
        h += "</header>\n" + byLineSection()
        h += "<section id=\"findings\">\n<h2>Findings by rule</h2>\n"
        let rules = Dictionary(uniqueKeysWithValues: header.rules.map { ($0.id, $0) })
        let order = ruleEntries.keys.sorted { a, b in
            let sa = ruleEntries[a]!.severity, sb = ruleEntries[b]!.severity
            return sa != sb ? sa > sb : a.rawValue < b.rawValue
        }
        if order.isEmpty { h += "<p>No warnings or errors.</p>\n" }
        for rule in order {
            let entry = ruleEntries[rule]!
            let sev = entry.severity.rawValue
            h += "<section class=\"rule \(sev)\" id=\"rule-\(rule.rawValue)\">\n<h3><span class=\"badge \(sev)\">\(sev)</span> \(rule.rawValue) "
            h += "<span class=\"count\">\(E.count(entry.count, "finding"))</span></h3>\n"
            if let r = rules[rule] { h += "<p class=\"summary\">\(E.e(r.summary)) \(E.e(r.help))</p>\n" }
            h += "<ol>\n" + entry.items.joined(separator: "\n") + "\n</ol>\n"
            if entry.count > entry.items.count {
                h += "<p class=\"more\">\(entry.count - entry.items.count) more on the screens' pages.</p>\n"
            }
            h += "</section>\n"
        }
        h += "</section>\n<section id=\"screens\">\n<h2>Screens</h2>\n<table class=\"screens\">\n<thead><tr><th scope=\"col\">screen</th>"
        h += "<th scope=\"col\">file</th><th scope=\"col\">errors</th><th scope=\"col\">warnings</th>"
        for c in m.categories { h += "<th scope=\"col\" title=\"\(E.e(c.uikitName))\">\(c.shortName)</th>" }
        h += "</tr></thead>\n<tbody>\n" + screenRows.joined() + "</tbody>\n</table>\n"
        h += "<p class=\"legend\">✓ clean · ! warnings · ✗ errors: the worst over every width, language and Bold Text setting</p>\n</section>\n"
        h += E.tail(root: "")
        return h
    }

    /// One finding of the index's list by source line: where, what, the fix, and the picture of its first cell.
    func lineEntry(
        _ f: Finding, number: Int, page: String, picture: (path: String, picture: ReportPicture)?
    ) -> (file: String, line: Int, column: Int, html: String) {
        let file = f.location?.file ?? f.file
        let line = f.location?.line ?? 0, column = f.location?.column ?? 0
        let sev = f.severity.rawValue
        var h = "<li class=\"finding \(sev)\"><p><a href=\"\(E.e(page))#f-\(number)\"><code>\(E.e(file))"
        if line > 0 { h += ":\(line)" + (column > 0 ? ":\(column)" : "") }
        h += "</code></a> <span class=\"badge \(sev)\">\(sev)</span> \(E.e(f.rule.rawValue))</p>\n"
        h += "<p class=\"message\">\(E.e(f.message))</p>\n"
        h += "<p class=\"first\">\(E.e(f.screen)) · appears \(E.e(header.firstAppears(f)))</p>\n"
        if let s = f.suggestion { h += "<p class=\"fix\">Fix: \(E.e(s))</p>\n" }
        if let p = picture {
            h += E.figure(
                p.picture, src: p.path, frame: f.frame, alt: "\(f.screen) at \(header.cellId(f.firstCell))", caption: header.cellId(f.firstCell))
        }
        return (file, line, column, h + "</li>")
    }

    /// The index's first section: the active warnings and errors by file and line, each with its picture.
    func byLineSection() -> String {
        var h = "<section id=\"by-line\">\n<h2>Findings by file and line</h2>\n"
        if lineEntries.isEmpty { return h + "<p>No warnings or errors.</p>\n</section>\n" }
        let sorted = lineEntries.sorted { ($0.file, $0.line, $0.column, $0.html) < ($1.file, $1.line, $1.column, $1.html) }
        var currentFile: String?
        for entry in sorted {
            if entry.file != currentFile {
                if currentFile != nil { h += "</ol>\n" }
                h += "<h3><code>\(E.e(entry.file))</code></h3>\n<ol class=\"by-line\">\n"
                currentFile = entry.file
            }
            h += entry.html + "\n"
        }
        h += "</ol>\n"
        if lineEntriesLeftOut > 0 { h += "<p class=\"more\">\(lineEntriesLeftOut) more on the screens' pages.</p>\n" }
        return h + "</section>\n"
    }

    func screenPage(
        _ result: ScreenResult, shown: [Finding], pictures: [PictureRequest: (path: String, picture: ReportPicture)],
        sheets: [(caption: String, path: String, picture: ReportPicture)]
    ) -> String {
        let m = header.matrix
        let screen = header.screens[result.screen]
        var h = E.head("\(screen.name) · TypeRamp audit", root: "../")
        h += "<body>\n<header>\n<p><a href=\"../index.html\">← every screen</a></p>\n<h1>\(E.e(screen.name))</h1>\n"
        h += "<p class=\"matrix\">\(E.e(screen.file))\(screen.line > 0 ? ":\(screen.line)" : "")</p>\n"
        let active = shown.filter { $0.status == .active }
        h +=
            "<p>\(E.count(active.filter { $0.severity == .error }.count, "error")), \(E.count(active.filter { $0.severity == .warning }.count, "warning"))"
        h += ", \(shown.count - active.count) suppressed or in the baseline</p>\n"
        if pictures.isEmpty && sheets.isEmpty, let note = picturesNote { h += "<p class=\"note\">\(E.e(note))</p>\n" }
        h += "</header>\n"

        // Filters.
        h += "<nav id=\"filters\" aria-label=\"Filters\">\n<label>Rule <select id=\"rule-filter\"><option value=\"\">all rules</option>"
        for r in Array(Set(shown.map(\.rule.rawValue))).sorted() { h += "<option value=\"\(E.e(r))\">\(E.e(r))</option>" }
        h += "</select></label>\n<label>Category <select id=\"category-filter\"><option value=\"\">all categories</option>"
        for cat in m.categories { h += "<option value=\"\(cat.shortName)\">\(E.e(AuditMatrix.categoryName(cat)))</option>" }
        h += "</select></label>\n<label><input type=\"checkbox\" id=\"show-muted\"> show suppressed and baselined</label>\n"
        h += "<span id=\"shown\" aria-live=\"polite\"></span>\n</nav>\n"

        // Findings first.
        h += "<section id=\"findings\">\n<h2>Findings</h2>\n"
        if shown.isEmpty { h += "<p>No findings.</p>\n" }
        for (n, f) in shown.enumerated() {
            let categories = Set(f.cells.map(\.category)).sorted().map { m.categories[$0].shortName }
            let sev = f.severity.rawValue
            h +=
                "<article class=\"finding \(sev)\" id=\"f-\(n + 1)\" data-rule=\"\(E.e(f.rule.rawValue))\" data-categories=\"\(categories.joined(separator: " "))\""
            h += " data-status=\"\(f.status.rawValue)\"" + (f.status == .active ? ">\n" : " hidden>\n")
            h +=
                "<h3><span class=\"badge \(sev)\">\(sev)</span> \(E.e(f.rule.rawValue)) <span class=\"where\">\(E.e(f.nodeId.map { "#\($0) " } ?? ""))\(E.e(f.path))</span>"
            if f.status != .active { h += " <span class=\"badge muted\">\(f.status.rawValue)</span>" }
            h += "</h3>\n<p class=\"message\">\(E.e(f.message))</p>\n"
            h += "<p class=\"first\">Appears \(E.e(header.firstAppears(f))) · \(f.cells.count) of \(header.cellCount) cells</p>\n"
            if let s = f.suggestion { h += "<p class=\"fix\">Fix: \(E.e(s))</p>\n" }
            if let l = f.location { h += "<p class=\"loc\"><code>\(E.e(l.description))</code></p>\n" }
            h += "<p class=\"see\">See the cell: <code>\(E.e(header.reproduceCommand(f)))</code></p>\n"
            if let p = pictures[HTMLReportWriter.request(f)] {
                h += E.figure(
                    p.picture, src: "../" + p.path, frame: f.frame, alt: "\(f.screen) at \(header.cellId(f.firstCell))",
                    caption: header.cellId(f.firstCell))
            }
            h += "</article>\n"
        }
        h += "</section>\n"

        // The grid: each cell links to the first finding (in page order) that occurs there.
        var firstAt: [CellCoordinate: Int] = [:]
        var rulesAt: [CellCoordinate: Set<String>] = [:]
        for (n, f) in shown.enumerated() where f.status == .active && f.severity != .information {
            for c in f.cells {
                if firstAt[c] == nil { firstAt[c] = n + 1 }
                rulesAt[c, default: []].insert(f.rule.rawValue)
            }
        }
        let severities = result.cellSeverities()
        h += "<section id=\"grid\">\n<h2>Every cell</h2>\n<table class=\"grid\">\n<thead><tr><th scope=\"col\">width · language</th>"
        for cat in m.categories { h += "<th scope=\"col\" title=\"\(E.e(cat.uikitName))\">\(cat.shortName)</th>" }
        h += "</tr></thead>\n<tbody>\n"
        for g in result.groups {
            var label = "\(formatDecimal(m.widths[g.width])) pt · \(m.locales[g.locale].name)"
            if m.boldText[g.bold] { label += " · Bold Text" }
            h += "<tr><th scope=\"row\">\(E.e(label))</th>"
            for ci in m.categories.indices {
                let cell = g.cell(category: ci)
                let rules = (rulesAt[cell] ?? []).sorted()
                let sev = severities[cell]
                let (cls, mark) = sev == .error ? ("error", "✗") : sev == .warning ? ("warning", "!") : ("clean", "✓")
                let title = "\(m.categories[ci].shortName) · \(rules.isEmpty ? "clean" : rules.joined(separator: ", "))"
                let content = firstAt[cell].map { "<a href=\"#f-\($0)\">\(mark)</a>" } ?? mark
                h +=
                    "<td class=\"cell \(cls)\" data-category=\"\(m.categories[ci].shortName)\" data-rules=\"\(E.e(rules.joined(separator: " ")))\" title=\"\(E.e(title))\">\(content)</td>"
            }
            h += "</tr>\n"
        }
        h += "</tbody>\n</table>\n</section>\n"
        if !sheets.isEmpty {
            h += "<section id=\"sheets\">\n<h2>Contact sheets</h2>\n"
            for sheet in sheets {
                h += E.figure(sheet.picture, src: "../" + sheet.path, frame: nil, alt: "\(screen.name): \(sheet.caption)", caption: sheet.caption)
            }
            h += "</section>\n"
        }
        h += E.tail(root: "../")
        return h
    }
}
