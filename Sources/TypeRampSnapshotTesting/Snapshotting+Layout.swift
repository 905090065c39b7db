import Foundation
import SnapshotTesting
import TypeRampCore
import TypeRampLayout
import TypeRampMetrics
import TypeRampRender

// Strategies for pointfreeco/swift-snapshot-testing, for teams that already use `assertSnapshot`:
//
//     assertSnapshot(of: pollBanner, as: .layout(category: .accessibilityExtraLarge, width: 320, resources: resources))
//     assertSnapshot(of: pollBanner, as: .layoutImage(category: .accessibilityExtraLarge, width: 320, resources: resources))
//
// They build on the library's `.lines` and a PNG strategy with ``SnapshotTolerance``; references go where
// swift-snapshot-testing puts them (`__Snapshots__` beside the test file).

extension Snapshotting where Value == Screen, Format == String {
    /// The solved layout's text dump at `category` on a viewport `width` points wide (the screen's own when nil).
    public static func layout(
        category: ContentSizeCategory, width: Points? = nil, boldText: Bool = false, locale: String = "en",
        resources: LayoutResources
    ) -> Snapshotting {
        Snapshotting<String, String>.lines.pullback { screen in
            let viewport = width.map { Viewport.width($0) } ?? screen.viewport
            let context = LayoutContext(category: category, viewport: viewport, boldText: boldText, locale: locale)
            return LayoutSolver.solve(screen, context: context, resources: resources).dump()
        }
    }
}

extension Snapshotting where Value == Screen, Format == Data {
    /// The solved layout rendered to PNG at `scale`, compared within ``SnapshotTolerance``.
    public static func layoutImage(
        category: ContentSizeCategory, width: Points? = nil, scale: Double = 2, boldText: Bool = false,
        locale: String = "en", resources: LayoutResources
    ) -> Snapshotting {
        let diffing = Diffing<Data>.diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            guard let a = try? PNG.decode([UInt8](old)), let b = try? PNG.decode([UInt8](new)) else {
                return ("the reference is not a PNG TypeRamp can read", [])
            }
            let result = ImageDiff.compare(a, b, channelTolerance: SnapshotTolerance.channel)
            if !result.sizeChanged && result.fraction <= SnapshotTolerance.pixelFraction { return nil }
            let message =
                result.sizeChanged
                ? "the picture changed size: \(a.width)×\(a.height) → \(b.width)×\(b.height) pixels"
                : "\(result.differentPixels) of \(result.totalPixels) pixels changed"
            return (message, [.data(Data(PNG.encode(result.diff)), name: "difference.png")])
        }
        return Snapshotting(pathExtension: "png", diffing: diffing) { screen in
            let viewport = width.map { Viewport.width($0) } ?? screen.viewport
            let context = LayoutContext(category: category, viewport: viewport, boldText: boldText, locale: locale)
            let solved = LayoutSolver.solve(screen, context: context, resources: resources)
            return Data(PNG.encode(LayoutRenderer(resources: resources).render(solved, scale: scale)))
        }
    }
}
