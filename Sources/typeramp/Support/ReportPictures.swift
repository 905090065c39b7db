import TypeRampAudit
import TypeRampCore
import TypeRampLayout
#if canImport(TypeRampRender)
import TypeRampRender
#endif

/// Pictures for the HTML report: each finding's first cell with the finding drawn over it, and a contact sheet per
/// screen. They need the TypeRampRender module; a build without it writes the report without pictures and says so.
enum ReportPictures {
    /// Pictures keyed by cell id and contact sheets keyed by screen, or a note saying why there are none.
    struct Result {
        var pictures: [String: ReportPicture]
        var contactSheets: [String: ReportPicture]
        var note: String?
    }

    /// The display scale of report pictures: 1 pixel per point keeps a report with hundreds of pictures small.
    static let scale: Double = 1

    static func make(for report: AuditReport, auditor: Auditor) throws -> Result {
        #if canImport(TypeRampRender)
        var pictures: [String: ReportPicture] = [:]
        for cell in HTMLReporter.pictureCells(for: report) {
            let solved = auditor.solve(cell)
            let canvas = LayoutRenderer.render(solved, scale: scale)
            let size = solved.context.viewport.size
            pictures[report.cellId(cell)] = ReportPicture(png: PNG.encode(canvas), size: size)
        }
        var sheets: [String: ReportPicture] = [:]
        let m = report.matrix
        for (s, screen) in report.screens.enumerated() {
            // Every category at the narrowest width, in the base language.
            guard report.groups.contains(where: { $0.screen == s && $0.width == 0 && $0.locale == 0 && $0.bold == 0 }) else { continue }
            let layouts = m.categories.indices.map { auditor.solve(CellCoordinate(screen: s, category: $0, width: 0, locale: 0, bold: 0)) }
            let canvas = ContactSheet.render(layouts, columns: min(6, layouts.count), scale: scale * 0.5)
            sheets[screen.name] = ReportPicture(png: PNG.encode(canvas), size: Size(width: 0, height: 0))
        }
        return Result(pictures: pictures, contactSheets: sheets, note: nil)
        #else
        _ = auditor
        return Result(pictures: [:], contactSheets: [:],
                      note: "This build has no pictures: they need the TypeRampRender module (PNG rendering of solved layouts), which is not in it yet.")
        #endif
    }
}
