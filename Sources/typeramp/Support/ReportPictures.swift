import Dispatch
import Foundation
import TypeRampAudit
import TypeRampCore
import TypeRampLayout
import TypeRampRender

/// Pictures for the HTML report, drawn by TypeRampRender: each finding over the cell where it first appears (clean,
/// without overlays: the page marks the finding's node and dims the rest), cut to the screen's width around the node,
/// and, for the first screens, a contact sheet per language. PNGs use a palette where the picture allows.
///
/// `@unchecked Sendable`: its mutable state (the renderer pool and the count of screens with sheets) is only touched
/// with `lock` held; a renderer (not thread-safe) is either in `pool` or taken out of it, under the lock, by the one
/// thread that uses it until `withRenderer` puts it back; `auditor` is an immutable `Sendable` value.
final class ReportPictures: ReportPictureProvider, @unchecked Sendable {
    /// Pixels per point of finding pictures.
    static let scale: Double = 1
    /// Points shown above and below a finding's node.
    static let margin: Points = 80
    /// Pixels per point of contact sheets (twelve screens side by side).
    static let sheetScale: Double = 0.4
    /// Screens that get contact sheets (the first ones), to bound the time and size of a report on a large app.
    static let maximumContactSheetScreens = 6

    let auditor: Auditor
    /// Renderers cache rasterized glyphs and are not thread-safe: one per worker, taken from this pool.
    private var pool: [LayoutRenderer] = []
    private let lock = NSLock()
    private var sheetScreens = 0

    init(auditor: Auditor) { self.auditor = auditor }

    func withRenderer<T>(_ body: (LayoutRenderer) throws -> T) rethrows -> T {
        lock.lock()
        let renderer = pool.popLast() ?? auditor.input.resources.first.map { LayoutRenderer(resources: $0) }
        lock.unlock()
        guard let renderer else { fatalError("an audit has resources") }
        defer { lock.lock(); pool.append(renderer); lock.unlock() }
        return try body(renderer)
    }

    func pictures(for requests: [PictureRequest], tree: LayoutTree) throws -> [PictureRequest: ReportPicture] {
        // Each cell is drawn once; its findings' bands are cut from it.
        let cells = Array(Set(requests.map(\.cell))).sorted()
        let byCell = Dictionary(grouping: requests, by: \.cell)
        let results = ParallelSlots<[(PictureRequest, ReportPicture)]>(count: cells.count)
        let auditor = self.auditor
        DispatchQueue.concurrentPerform(iterations: cells.count) { i in
            let pictures = self.withRenderer { renderer -> [(PictureRequest, ReportPicture)] in
                let scale = ReportPictures.scale
                let canvas = renderer.render(auditor.solve(cells[i], tree: tree), scale: scale, diagnostics: [], outlines: false)
                // Bands around the findings' nodes, merged where they overlap: one picture serves every finding in it.
                var bands: [(top: Points, bottom: Points, requests: [PictureRequest])] = []
                for request in (byCell[cells[i]] ?? []).sorted(by: {
                    ($0.focus?.minY ?? 0, $0.focus?.maxY ?? 0) < ($1.focus?.minY ?? 0, $1.focus?.maxY ?? 0)
                }) {
                    let top = request.focus.map { $0.minY - ReportPictures.margin } ?? -Double.infinity
                    let bottom = request.focus.map { $0.maxY + ReportPictures.margin } ?? Double.infinity
                    if let last = bands.last, top <= last.bottom {
                        bands[bands.count - 1].bottom = max(last.bottom, bottom)
                        bands[bands.count - 1].requests.append(request)
                    } else {
                        bands.append((top, bottom, [request]))
                    }
                }
                return bands.flatMap { band -> [(PictureRequest, ReportPicture)] in
                    let top = band.top.isFinite ? max(0, min(canvas.height, Int((band.top * scale).rounded(.down)))) : 0
                    let bottom = band.bottom.isFinite ? max(top, min(canvas.height, Int((band.bottom * scale).rounded(.up)))) : canvas.height
                    let cut = canvas.rows(top, count: bottom - top)
                    let picture = ReportPicture(
                        png: PNG.encodeCompact(cut), size: ReportPictures.points(cut, scale),
                        origin: Point(x: 0, y: Double(top) / scale))
                    return band.requests.map { ($0, picture) }
                }
            }
            results.set(i, pictures)
        }
        return Dictionary(results.all.flatMap { $0 }, uniquingKeysWith: { first, _ in first })
    }

    func contactSheets(of groups: [GroupCoordinate], tree: LayoutTree) throws -> [(caption: String, picture: ReportPicture)] {
        lock.lock()
        let allowed = sheetScreens < ReportPictures.maximumContactSheetScreens
        if allowed { sheetScreens += 1 }
        lock.unlock()
        guard allowed, let narrowest = groups.map(\.width).min() else { return [] }
        let m = auditor.configuration.matrix
        let sheets = groups.filter { $0.width == narrowest && $0.bold == 0 }
        let results = ParallelSlots<(caption: String, picture: ReportPicture)>(count: sheets.count)
        let auditor = self.auditor
        DispatchQueue.concurrentPerform(iterations: sheets.count) { i in
            let group = sheets[i]
            let sheet = self.withRenderer { renderer -> (caption: String, picture: ReportPicture) in
                let layouts = m.categories.indices.map { auditor.solve(group.cell(category: $0), tree: tree) }
                let caption = "every category at \(formatDecimal(m.widths[group.width])) pt in \(m.locales[group.locale].name)"
                let canvas = ContactSheet.render(
                    layouts, columns: 6, scale: ReportPictures.sheetScale,
                    title: "\(tree.screen.name): \(caption)", renderer: renderer)
                return (caption, ReportPicture(png: PNG.encodeCompact(canvas), size: ReportPictures.points(canvas, ReportPictures.sheetScale)))
            }
            results.set(i, sheet)
        }
        return results.all
    }

    static func points(_ canvas: Canvas, _ scale: Double) -> Size {
        Size(width: Double(canvas.width) / scale, height: Double(canvas.height) / scale)
    }
}

/// Values computed by concurrent iterations into distinct slots, read after all of them finished.
///
/// `@unchecked Sendable`: the slots are only read and written with `lock` held, and the values are `Sendable`, since
/// they are made on one thread and read on another.
final class ParallelSlots<T: Sendable>: @unchecked Sendable {
    private var slots: [T?]
    private let lock = NSLock()
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ value: T) { lock.lock(); slots[i] = value; lock.unlock() }
    var all: [T] { lock.lock(); defer { lock.unlock() }; return slots.map { $0! } }
}
