import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampRender

/// Pictures for the HTML report, drawn by TypeRampRender: each finding's first cell (the report outlines the
/// finding's node over it) and a contact sheet per screen (every category at the narrowest width, base language).
enum ReportPictures {
    /// Pictures keyed by cell id and contact sheets keyed by screen, or a note saying why there are none.
    struct Result {
        var pictures: [String: ReportPicture]
        var contactSheets: [String: ReportPicture]
        var note: String?
    }

    /// Pixels per point of finding pictures: 2 keeps text legible in a browser at a modest file size.
    static let scale: Double = 2
    /// Pixels per point of contact sheets (twelve screens side by side).
    static let sheetScale: Double = 1
    /// Most contact sheets one report embeds (the first screens), to bound its size on a large app.
    static let maximumContactSheets = 30

    static func make(for report: AuditReport, auditor: Auditor) throws -> Result {
        // One renderer for all pictures: it caches rasterized glyphs and is not thread-safe, so pictures are drawn in turn.
        guard let resources = auditor.input.resources.first else { return Result(pictures: [:], contactSheets: [:], note: nil) }
        let renderer = LayoutRenderer(resources: resources)
        var pictures: [String: ReportPicture] = [:]
        for cell in HTMLReporter.pictureCells(for: report) {
            let canvas = renderer.render(auditor.solve(cell), scale: scale)
            pictures[report.cellId(cell)] = ReportPicture(png: PNG.encode(canvas), size: points(canvas, scale))
        }
        var sheets: [String: ReportPicture] = [:]
        let audited = Set(report.groups)
        for (s, screen) in report.screens.enumerated().prefix(maximumContactSheets) {
            let group = GroupCoordinate(screen: s, width: 0, locale: 0, bold: 0)
            guard audited.contains(group) else { continue }
            let layouts = report.matrix.categories.indices.map { auditor.solve(group.cell(category: $0)) }
            let canvas = ContactSheet.render(layouts, columns: 6, scale: sheetScale,
                                             title: "\(screen.name) at every category · \(report.cellId(group.cell(category: 0)).split(separator: "/")[2]) pt",
                                             renderer: renderer)
            sheets[screen.name] = ReportPicture(png: PNG.encode(canvas), size: points(canvas, sheetScale))
        }
        return Result(pictures: pictures, contactSheets: sheets, note: nil)
    }

    static func points(_ canvas: Canvas, _ scale: Double) -> Size {
        Size(width: Double(canvas.width) / scale, height: Double(canvas.height) / scale)
    }
}
