import Dispatch
import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampRender

/// Pictures for the HTML report, drawn by TypeRampRender: the cells where findings first appear (clean, without
/// overlays: the page marks the finding's node) and, for the first screens, a contact sheet per language.
///
/// `@unchecked Sendable`: its mutable state (the renderer pool and the count of screens with sheets) is only touched
/// with `lock` held; each renderer is used by one thread at a time.
final class ReportPictures: ReportPictureProvider, @unchecked Sendable {
    /// Pixels per point of finding pictures.
    static let scale: Double = 2
    /// Pixels per point of contact sheets (twelve screens side by side).
    static let sheetScale: Double = 1
    /// Screens that get contact sheets (the first ones), to bound the time and size of a report on a large app.
    static let maximumContactSheetScreens = 20

    let auditor: Auditor
    /// Renderers cache rasterized glyphs and are not thread-safe: one per worker, taken from this pool.
    private var pool: [LayoutRenderer] = []
    private let lock = NSLock()
    private var sheetScreens = 0

    init(auditor: Auditor) { self.auditor = auditor }

    private func withRenderer<T>(_ body: (LayoutRenderer) throws -> T) rethrows -> T {
        lock.lock()
        let renderer = pool.popLast() ?? auditor.input.resources.first.map { LayoutRenderer(resources: $0) }
        lock.unlock()
        guard let renderer else { fatalError("an audit has resources") }
        defer { lock.lock(); pool.append(renderer); lock.unlock() }
        return try body(renderer)
    }

    func pictures(of cells: [CellCoordinate], tree: LayoutTree) throws -> [CellCoordinate: ReportPicture] {
        var out = [ReportPicture?](repeating: nil, count: cells.count)
        let auditor = self.auditor
        out.withUnsafeMutableBufferPointer { buffer in
            let results = UnsafeSendableBuffer(buffer)
            DispatchQueue.concurrentPerform(iterations: cells.count) { i in
                let picture = self.withRenderer { renderer -> ReportPicture in
                    let canvas = renderer.render(auditor.solve(cells[i], tree: tree), scale: ReportPictures.scale, diagnostics: [])
                    return ReportPicture(png: PNG.encode(canvas), size: ReportPictures.points(canvas, ReportPictures.scale))
                }
                results.buffer[i] = picture
            }
        }
        return Dictionary(uniqueKeysWithValues: zip(cells, out.map { $0! }))
    }

    func contactSheets(of groups: [GroupCoordinate], tree: LayoutTree) throws -> [(caption: String, picture: ReportPicture)] {
        lock.lock()
        let allowed = sheetScreens < ReportPictures.maximumContactSheetScreens
        if allowed { sheetScreens += 1 }
        lock.unlock()
        guard allowed, let narrowest = groups.map(\.width).min() else { return [] }
        let m = auditor.configuration.matrix
        let sheets = groups.filter { $0.width == narrowest && $0.bold == 0 }
        return withRenderer { renderer in
            sheets.map { group in
                let layouts = m.categories.indices.map { auditor.solve(group.cell(category: $0), tree: tree) }
                let caption = "every category at \(formatDecimal(m.widths[group.width])) pt in \(m.locales[group.locale].name)"
                let canvas = ContactSheet.render(layouts, columns: 6, scale: ReportPictures.sheetScale,
                                                 title: "\(tree.screen.name): \(caption)", renderer: renderer)
                return (caption, ReportPicture(png: PNG.encode(canvas), size: ReportPictures.points(canvas, ReportPictures.sheetScale)))
            }
        }
    }

    static func points(_ canvas: Canvas, _ scale: Double) -> Size {
        Size(width: Double(canvas.width) / scale, height: Double(canvas.height) / scale)
    }
}

/// A buffer that concurrent iterations write to at distinct indices.
struct UnsafeSendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}
