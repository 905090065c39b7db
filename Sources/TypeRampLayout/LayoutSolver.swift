import TypeRampCore
import TypeRampMetrics
import TypeRampText

/// Solves screens: the parent proposes a size, the child answers with the size it wants, the parent places it
/// (SwiftUI's layout model). Deterministic and total: it never throws, and it states facts (sizes, lines, flips,
/// truncation, clipping) without judging them; rules (``LayoutRule``) do that afterwards.
///
/// One solve runs three passes over the screen's ``LayoutTree``:
/// 1. **measure**: each text is resolved (style at the node's category) and measured on demand, memoized per width;
/// 2. **size**: sizes are asked for with proposals, memoized per node and proposal (see `Solve.size`);
/// 3. **place**: frames are assigned top-down from the sizes, facts recorded per node, then mirrored for
///    right-to-left layouts; the accessibility tree is built from the placed nodes' public data.
public enum LayoutSolver {
    /// Solves `screen` at one cell of the matrix. `glyphRuns` keeps the positioned glyphs of every text line (the
    /// renderer draws them); callers that only need the numbers pass false, which is faster.
    public static func solve(_ screen: Screen, context: LayoutContext, resources: LayoutResources, glyphRuns: Bool = true) -> SolvedLayout {
        solve(LayoutTree(screen), context: context, resources: resources, glyphRuns: glyphRuns)
    }

    /// Solves an indexed tree (build it once per screen with ``LayoutTree/init(_:)`` when solving many cells).
    ///
    /// `shared`, when given, holds text measurements earlier solves of this tree with these `resources` made (an
    /// audit's other cells), which this one reuses and adds to; it must not have been filled with other resources.
    public static func solve(
        _ tree: LayoutTree, context: LayoutContext, resources: LayoutResources, glyphRuns: Bool = true,
        shared: SharedTextMeasurements? = nil
    ) -> SolvedLayout {
        Solve(tree: tree, context: context, resources: resources, glyphRuns: glyphRuns, shared: shared).run()
    }
}

/// How much work a solve did: what the complexity tests count instead of timing.
public struct SolveStatistics: Sendable, Hashable {
    /// Sizes computed (a node asked for its size at a proposal it had not answered before).
    public var sizeComputations = 0
    /// Size questions answered from the memo.
    public var memoHits = 0
    /// Texts measured by the text engine (each text at each distinct width once).
    public var textMeasurements = 0
}

/// A size proposal: nil asks for the ideal size along that axis, `.infinity` for the maximum.
struct Proposal: Hashable {
    var width: Points?
    var height: Points?

    func main(_ axis: Axis) -> Points? { axis == .horizontal ? width : height }
    func cross(_ axis: Axis) -> Points? { axis == .horizontal ? height : width }
    static func along(_ axis: Axis, main: Points?, cross: Points?) -> Proposal {
        axis == .horizontal ? Proposal(width: main, height: cross) : Proposal(width: cross, height: main)
    }
}

/// A style at a category: what resolving a text's font depends on within one solve.
struct StyleKey: Hashable {
    var style: StyleReference
    var category: ContentSizeCategory
}

/// The state of one solve. Not shared across threads: each cell creates its own.
final class Solve {
    let tree: LayoutTree
    let context: LayoutContext
    let resources: LayoutResources
    let glyphRuns: Bool
    let displayScale: Double
    /// The category in effect at each node (the cell's, limited by `dynamicTypeSize` ranges on the way down).
    let categories: [ContentSizeCategory]
    /// Whether each node's size can depend on the proposed height (see `usesHeightProposal`): when it cannot, the
    /// height is left out of the memo key, which keeps the number of distinct proposals small.
    let usesHeight: [Bool]

    /// Sizes answered, per node (each node sees few distinct proposals).
    var sizeMemo: [SizeMemo]
    /// Each text's (or button title's) measurement offered unbounded width, by node index: taken first and kept inline,
    /// so a text that needs no other width costs no allocation of its own.
    var unboundedMemo: [TextMeasurement?]
    /// Its measurements at the finite widths narrower than that, by node index.
    var textMemo: [[(Points, TextMeasurement)]]
    var resolvedTexts: [(string: String, resolved: LayoutResources.ResolvedText)?]
    /// Each text's string prepared for measuring with its resolved attributes, by node index.
    var preparedTexts: [PreparedText?]
    /// Styles resolved so far (many texts share a style and category).
    var resolvedStyles: [StyleKey: LayoutResources.ResolvedText] = [:]
    var axisMemo: [[(Points?, AxisDecision)]]
    /// Each stack's last layout, by node index.
    var lastStackLayout: [Int: (proposal: Proposal, result: StackResult)] = [:]
    var solved: [SolvedNode]
    var statistics = SolveStatistics()
    /// Geometry readers and the lengths read from them (``Solve/readers(_:)``); empty for most screens.
    let readers: Readers
    /// The size each geometry reader, by node index, gives its content now (nil in an axis offered no finite length).
    var readerSizes: [Int: (width: Points?, height: Points?)] = [:]

    /// Measurements shared with the tree's other solves, and whether this solve took its own from there.
    let shared: SharedTextMeasurements?
    let sharedKey: SharedTextMeasurements.Key
    let tookShared: Bool

    init(tree: LayoutTree, context: LayoutContext, resources: LayoutResources, glyphRuns: Bool, shared: SharedTextMeasurements? = nil) {
        self.tree = tree
        self.context = context
        self.resources = resources
        self.glyphRuns = glyphRuns
        displayScale = context.viewport.device.displayScale
        var categories = [ContentSizeCategory](repeating: context.category, count: tree.count)
        for i in 0..<tree.count {
            let inherited = tree.parents[i].map { categories[$0.index] } ?? context.category
            categories[i] = tree.nodes[i].dynamicTypeRange.map { $0.clamp(inherited) } ?? inherited
        }
        self.categories = categories
        usesHeight = Solve.usesHeightProposal(tree)
        readers = Solve.readers(tree)
        sizeMemo = Array(repeating: SizeMemo(), count: tree.count)
        self.shared = shared
        sharedKey = SharedTextMeasurements.Key(
            category: context.category, locale: context.locale, boldText: context.boldText, direction: context.layoutDirection,
            glyphRuns: glyphRuns)
        if let known = shared?.entry(sharedKey) {
            (unboundedMemo, preparedTexts) = known.expanded(count: tree.count)
            resolvedTexts = Array(repeating: nil, count: tree.count)
            tookShared = true
        } else {
            unboundedMemo = Array(repeating: nil, count: tree.count)
            resolvedTexts = Array(repeating: nil, count: tree.count)
            preparedTexts = Array(repeating: nil, count: tree.count)
            tookShared = false
        }
        textMemo = Array(repeating: [], count: tree.count)
        axisMemo = Array(repeating: [], count: tree.count)
        solved = tree.ids.map { SolvedNode.unplaced($0, tree: tree) }
    }

    // MARK: - Run

    func run() -> SolvedLayout {
        let viewport = context.viewport
        let safe = viewport.safeArea
        let available = Size(width: max(0, viewport.size.width - safe.horizontal), height: max(0, viewport.size.height - safe.vertical))
        let proposal = Proposal(width: available.width, height: available.height)
        let root = NodeID.root
        // SwiftUI centres the root view in the safe area. One wider than the safe area runs past both edges alike (a
        // fixed-size title wider than the screen is cut at the left as at the right), which the overflow rules see. One
        // taller than it is placed from the top here (SwiftUI centres it too): the content-height rules measure its
        // height, not its position, and pictures and dumps show where it starts.
        let rootSize = size(root, proposal)
        place(
            root,
            origin: Point(
                x: safe.leading + (available.width - rootSize.width) / 2, y: safe.top + max(0, available.height - rootSize.height) / 2),
            proposal: proposal)

        let natural = size(root, Proposal(width: available.width, height: nil))
        let rootScrolls = isScrollContainer(root)
        let fitted = size(root, proposal)
        let containsScroll = solved.contains { $0.isPlaced && ($0.kind == .scroll || $0.kind == .list) }
        // A scroll container at the root: its content. One inside the screen takes what the screen leaves it, so the
        // content is what was fitted. Otherwise the root's natural height.
        var contentHeight = containsScroll ? fitted.height : natural.height
        if rootScrolls, let inner = scrollContentHeight(root) { contentHeight = inner }
        let facts = ScreenFacts(
            contentHeight: contentHeight, fittedHeight: fitted.height, availableHeight: available.height,
            rootScrolls: rootScrolls, containsScroll: containsScroll,
            needsScroll: rootScrolls ? contentHeight > available.height + 0.5 : fitted.height > available.height + 0.5)

        if let shared, !tookShared {
            shared.keep(SharedTextMeasurements.Entry(unbounded: unboundedMemo, prepared: preparedTexts), for: sharedKey)
        }
        if context.layoutDirection == .rightToLeft { mirror(width: viewport.size.width) }
        let accessibility = AccessibilityTree.build(tree: tree, nodes: solved, direction: context.layoutDirection)
        return SolvedLayout(
            tree: tree, context: context, nodes: solved, screenFacts: facts, accessibility: accessibility,
            thresholds: LayoutThresholds(
                touchTarget: resources.thresholds.touchTarget,
                minimumTextSize: resources.minimumTextSize),
            statistics: statistics)
    }

    /// A scroll view or list, possibly inside padding and frames.
    func isScrollContainer(_ id: NodeID) -> Bool {
        switch tree.kind(id) {
        case .scroll, .list: return true
        case .padding, .frame: return tree.children(id).first.map(isScrollContainer) ?? false
        default: return false
        }
    }

    /// The content height of the scroll container at or below `id` along the modifier chain, once placed.
    func scrollContentHeight(_ id: NodeID) -> Points? {
        if let c = solved[id.index].contentHeight { return c }
        return tree.children(id).first.flatMap(scrollContentHeight)
    }

    func mirror(width: Points) {
        for i in solved.indices where solved[i].isPlaced {
            solved[i].frame.origin.x = width - solved[i].frame.maxX
            if var text = solved[i].text {
                text.frame.origin.x = width - text.frame.maxX
                solved[i].text = text
            }
            if var rows = solved[i].rows {
                for r in rows.indices { rows[r].frame.origin.x = width - rows[r].frame.maxX }
                solved[i].rows = rows
            }
        }
    }

    func finite(_ value: Points?) -> Points? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// Whether a node's answer can depend on the proposed height. Texts, images and buttons wrap by width only; a
    /// spacer reads it unless it sits in a horizontal stack, a divider only in a horizontal (or adaptive) stack; lists
    /// and scroll views take the height they are offered; frames with a height range read it; containers read it when
    /// a child does, or when they stretch or distribute along it.
    static func usesHeightProposal(_ tree: LayoutTree) -> [Bool] {
        var out = [Bool](repeating: false, count: tree.count)
        for i in stride(from: tree.count - 1, through: 0, by: -1) {
            let children = tree.children[i]
            let anyChild = children.contains { out[$0.index] }
            switch tree.nodes[i].kind {
            case .text, .image, .button: out[i] = false
            case .spacer:
                if case .horizontal? = tree.parentStackAxis(NodeID(i)) { out[i] = false } else { out[i] = true }
            case .divider:
                switch tree.parentStackAxis(NodeID(i)) {
                case .horizontal?, .adaptive?: out[i] = true
                case .vertical?, nil: out[i] = false
                }
            case .padding: out[i] = anyChild
            case .frame(let f, _):
                out[i] = f.isGeometryReader || f.minHeight != nil || f.maxHeight != nil || (f.height == nil && anyChild)
            case .stack(let s):
                switch s.axis {
                case .horizontal: out[i] = anyChild || s.alignment == .fill
                case .vertical: out[i] = anyChild || s.distribution != .fill
                case .adaptive: out[i] = anyChild || s.alignment == .fill || s.distribution != .fill
                }
            case .list, .scroll, .navigation, .viewThatFits, .conditional: out[i] = true
            case .zstack, .grid, .lazyGrid, .labeledContent: out[i] = anyChild
            case .layer: out[i] = children.first.map { out[$0.index] } ?? false
            case .fixedSize(let axes, _): out[i] = !axes.contains(.vertical) && anyChild
            case .control: out[i] = false
            }
        }
        return out
    }
}

/// The sizes one node has answered, by proposal: the first four inline (most nodes see no more), the rest in an
/// overflow list, so a solve allocates nothing per node for its memo.
struct SizeMemo {
    private var count = 0
    private var k0 = Proposal(), k1 = Proposal(), k2 = Proposal(), k3 = Proposal()
    private var v0 = Size.zero, v1 = Size.zero, v2 = Size.zero, v3 = Size.zero
    private var overflow: [(Proposal, Size)] = []

    /// The size answered for `p`, if any.
    func lookup(_ p: Proposal) -> Size? {
        if count > 0 && k0 == p { return v0 }
        if count > 1 && k1 == p { return v1 }
        if count > 2 && k2 == p { return v2 }
        if count > 3 && k3 == p { return v3 }
        if count > 4 { for (k, v) in overflow where k == p { return v } }
        return nil
    }

    /// Records `size` for `p`.
    mutating func insert(_ p: Proposal, _ size: Size) {
        switch count {
        case 0: k0 = p; v0 = size
        case 1: k1 = p; v1 = size
        case 2: k2 = p; v2 = size
        case 3: k3 = p; v3 = size
        default: overflow.append((p, size))
        }
        count += 1
    }
}
