import TypeRampCore
import TypeRampLayout
import TypeRampMetrics

extension TextGrowth {
    /// The growth of every text of `tree` that is drawn at the accessibility sizes, in tree order (an inline navigation
    /// title is the system's bar text, not the app's, and is left out).
    ///
    /// Sizes come from the engine (``LayoutResources/resolve(_:category:boldText:locale:)``: Apple's text-style tables,
    /// a ramp's `UIFontMetrics` scaling and maximum sizes, fixed sizes), at the category each text sees: the one asked
    /// for, limited by every `.dynamicTypeSize` range on the way down the tree, as the solver limits it. `observations`
    /// (from the audit's solved layouts) leave out texts no accessibility size draws (a branch only smaller sizes
    /// take) and give the sizes texts shrink to; without them every text counts and none shrinks. `exemptions` are
    /// the settings' text exemptions.
    public static func analyze(
        _ tree: LayoutTree, resources: LayoutResources, observations: TextSizeObservations?, exemptions: TextExemptions
    ) -> [TextGrowth] {
        let screen = tree.screen.name
        let observed = observations?.hasScreen(screen) ?? false
        var out: [TextGrowth] = []
        for id in tree.ids {
            guard let (content, style, minimumScaleFactor) = textOf(tree[id]) else { continue }
            // The bar's inline title is the system's, kept at its default size with the Large Content Viewer instead.
            if NavigationNode.isInlineBarTitle(id, in: tree) { continue }
            if observed, !(observations?.isDrawnWhenJudged(screen: screen, node: id.index) ?? true) { continue }
            let ranges = rangesAbove(id, in: tree)
            func category(_ c: ContentSizeCategory) -> ContentSizeCategory { ranges.reduce(c) { $1.range.clamp($0) } }
            func size(_ c: ContentSizeCategory) -> Points {
                resources.resolve(style, category: c, boldText: false, locale: "en").attributes.size
            }
            let resolvedLarge = resources.resolve(style, category: category(LargerTextCriteria.reference), boldText: false, locale: "en")
            let largest = category(LargerTextCriteria.largestCategory)
            let sizeAtLarge = resolvedLarge.attributes.size
            let largestFontSize = size(largest)
            var growth = TextGrowth(
                node: id, identity: tree.identity(of: id), path: tree.path(id), text: content.baseText, location: tree.location(id),
                style: style.description, sizeAtLarge: sizeAtLarge, largestFontSize: largestFontSize, largestCategory: largest,
                exemption: exemptions.exemption(for: id, in: tree))
            if observed, minimumScaleFactor < 1, let drawn = observations?.smallestLargest(screen: screen, node: id.index),
                drawn.size < largestFontSize - 0.01
            {
                growth.shrunk = ShrunkSize(
                    size: drawn.size, category: drawn.category, width: drawn.width, locale: drawn.locale, minimumScaleFactor: minimumScaleFactor)
            }
            let clampedAt = ranges.last(where: { $0.range.upperBound == largest }).flatMap(\.location)
            growth.limit = limit(
                growth, style: style, scales: resolvedLarge.scales, resources: resources, size: size,
                clamped: largest < LargerTextCriteria.largestCategory, clampedAt: clampedAt)
            out.append(growth)
        }
        return out
    }

    /// What stops `growth` below the requirement, if anything but its text style's own curve: a fixed size, a
    /// `.dynamicTypeSize` limit, a ramp style's maximum size, or shrinking to fit, in that order.
    static func limit(
        _ growth: TextGrowth, style: StyleReference, scales: Bool, resources: LayoutResources, size: (ContentSizeCategory) -> Points,
        clamped: Bool, clampedAt: SourceLocation?
    ) -> GrowthLimit? {
        let required = LargerTextCriteria.requiredGrowth - 1e-9
        guard growth.growth < required else { return nil }
        if !scales { return .fixedSize(growth.sizeAtLarge) }
        let base = size(LargerTextCriteria.reference)
        let fontGrowth = growth.sizeAtLarge > 0 ? growth.largestFontSize / growth.sizeAtLarge : 1
        if clamped, fontGrowth < required, base > 0, size(LargerTextCriteria.largestCategory) > growth.largestFontSize + 0.01 {
            let needed = LargerTextCriteria.judgedCategories.first { size($0) / base >= required }
            return .clamp(growth.largestCategory, needed: needed, at: clampedAt)
        }
        if fontGrowth < required, case .ramp(let name) = style.upright.style, let rampStyle = resources.ramp?.style(named: name),
            let maximum = rampStyle.maximumSize,
            rampStyle.resolved(at: growth.largestCategory, displayScale: resources.ramp?.displayScale ?? 3, table: resources.scalingTable)
                .clampedToMaximum
        {
            return .maximumSize(maximum)
        }
        // A text drawn smaller than its font: it reached the requirement, or followed its style's curve, until it shrank.
        if let shrunk = growth.shrunk { return .minimumScaleFactor(shrunk.minimumScaleFactor) }
        return nil
    }

    /// The text content, style and `minimumScaleFactor` of a node that shows text: a text, a button's title, a control's
    /// label.
    static func textOf(_ node: Node) -> (TextContent, StyleReference, Double)? {
        switch node.kind {
        case .text(let t): return (t.content, t.style, t.minimumScaleFactor)
        case .button(let b): return b.title.map { ($0, b.style, 1) }
        case .control(let c): return c.label.map { ($0, c.style, 1) }
        default: return nil
        }
    }

    /// The `.dynamicTypeSize` ranges on `id` and its ancestors, outermost first, each with the node it is set on.
    static func rangesAbove(_ id: NodeID, in tree: LayoutTree) -> [(range: ContentSizeCategoryRange, location: SourceLocation?)] {
        var out: [(range: ContentSizeCategoryRange, location: SourceLocation?)] = []
        var current: NodeID? = id
        while let c = current {
            if let range = tree[c].dynamicTypeRange { out.append((range, tree.location(c))) }
            current = tree.parent(c)
        }
        return out.reversed()
    }
}
