import Dispatch
import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampLabels
import TypeRampLayout
import TypeRampRender

/// Pictures for the Larger Text report, drawn with the audit report's machinery (``ReportPictures``: its renderer pool
/// and compact PNGs): a screen at Large and AX1 to AX5 at the narrowest width in the base language, Bold Text off, each
/// whole (without overlays: the page outlines the problems from the frames given with each picture).
///
/// `@unchecked Sendable`: its stored properties are set in `init` and only read afterwards, except `trees`, set once on
/// first use by the one thread that asks for pictures (the HTML writer's); drawing goes through ``ReportPictures``,
/// which guards its own state.
final class LargerTextPictures: LargerTextPictureProvider, @unchecked Sendable {
    /// Pixels per point of the pictures.
    static let scale: Double = 1

    private let drawing: ReportPictures
    private let screenIndex: [String: Int]
    /// Every screen's tree, read once on first use (each file once).
    private lazy var trees: Result<[LayoutTree], Error> = Result { try drawing.auditor.input.allTrees() }
    let pictureColumn: (width: Points, locale: String)

    /// Pictures of `input`'s screens in the narrowest width and base language of `matrix`.
    init(input: AuditInput, matrix: AuditMatrix) {
        let narrowest = matrix.widths.min() ?? AuditMatrix.defaultWidths[0]
        let base = matrix.locales.first ?? AuditLocale(id: "en")
        let one = AuditMatrix(categories: LargerTextCriteria.auditedCategories, widths: [narrowest], locales: [base], boldText: [false])
        drawing = ReportPictures(auditor: Auditor(input: input, configuration: AuditConfiguration(matrix: one)))
        screenIndex = Dictionary(input.screens.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        pictureColumn = (narrowest, base.id)
    }

    func pictures(of screen: String, identities: Set<String>) throws -> [LargerTextPicture] {
        guard let index = screenIndex[screen] else { return [] }
        let auditor = drawing.auditor
        let tree = try trees.get()[index]
        let nodes = tree.ids.filter { identities.contains(tree.identity(of: $0)) }
        let categories = auditor.configuration.matrix.categories
        let results = ParallelSlots<LargerTextPicture>(count: categories.count)
        DispatchQueue.concurrentPerform(iterations: categories.count) { i in
            let solved = auditor.solve(CellCoordinate(screen: index, category: i, width: 0, locale: 0, bold: 0), tree: tree)
            let picture = drawing.withRenderer { renderer -> LargerTextPicture in
                let canvas = renderer.render(solved, scale: LargerTextPictures.scale, diagnostics: [], outlines: false)
                var frames: [String: Rect] = [:]
                for node in nodes where solved[node].isPlaced { frames[tree.identity(of: node)] = solved[node].frame }
                return LargerTextPicture(
                    category: categories[i], png: PNG.encodeCompact(canvas), size: ReportPictures.points(canvas, LargerTextPictures.scale),
                    frames: frames, caption: LayoutRenderer.defaultCaption(solved))
            }
            results.set(i, picture)
        }
        return results.all
    }
}
