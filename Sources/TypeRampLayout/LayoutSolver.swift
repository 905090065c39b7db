import TypeRampCore
import TypeRampMetrics
import TypeRampText

/// Solves screens: the parent proposes a size, the child answers with the size it wants, the parent places it
/// (SwiftUI's layout model). Deterministic and total: it never throws; overflow, truncation, clipping and missing
/// glyphs become diagnostics.
public enum LayoutSolver {
    /// Solves `screen` at one cell of the matrix. `glyphRuns` keeps the positioned glyphs of every text line (the
    /// renderer draws them); checks that only need the numbers pass false, which is faster.
    public static func solve(_ screen: Screen, context: LayoutContext, resources: LayoutResources, glyphRuns: Bool = true) -> SolvedLayout {
        let solve = Solve(screen: screen, context: context, resources: resources, glyphRuns: glyphRuns)
        return solve.run()
    }
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

/// A node of the tree being solved, with its index, path and effective category.
final class LNode {
    let node: Node
    let index: Int
    let path: String
    let category: ContentSizeCategory
    /// The axis of the stack this node sits in directly, if any (spacers and dividers orient along it).
    let parentAxis: StackAxis?
    /// The index of the enclosing node, or -1 for the root.
    let parentIndex: Int
    var children: [LNode] = []

    init(node: Node, index: Int, path: String, category: ContentSizeCategory, parentAxis: StackAxis?, parentIndex: Int) {
        self.node = node
        self.index = index
        self.path = path
        self.category = category
        self.parentAxis = parentAxis
        self.parentIndex = parentIndex
    }
}

/// The state of one solve. Not shared across threads: each cell creates its own.
final class Solve {
    let screen: Screen
    let context: LayoutContext
    let resources: LayoutResources
    let displayScale: Double
    var nodes: [LNode] = []
    var sizeMemo: [SizeKey: Size] = [:]
    var textMemo: [TextKey: TextMeasurement] = [:]
    var resolvedTextMemo: [Int: (string: String, resolved: LayoutResources.ResolvedText)] = [:]
    var axisMemo: [SizeKey: AxisDecision] = [:]
    /// The axis an adaptive stack is currently laying out along, by the stack's index (spacers and dividers follow it).
    var currentAxis: [Int: Axis] = [:]
    var diagnostics: [Diagnostic] = []
    var reported: Set<String> = []
    /// The tree's nodes by path (built once, after the tree), for diagnostics found on solved nodes.
    lazy var nodeByPath: [String: LNode] = Dictionary(uniqueKeysWithValues: nodes.map { ($0.path, $0) })
    var root: LNode!

    struct SizeKey: Hashable {
        let index: Int
        let proposal: Proposal
    }

    struct TextKey: Hashable {
        let index: Int
        let width: Points?
    }

    let glyphRuns: Bool

    init(screen: Screen, context: LayoutContext, resources: LayoutResources, glyphRuns: Bool) {
        self.screen = screen
        self.context = context
        self.resources = resources
        self.glyphRuns = glyphRuns
        displayScale = context.viewport.device.displayScale
    }

    // MARK: - Tree

    func build(_ node: Node, path: String, category: ContentSizeCategory, parentAxis: StackAxis?, parentIndex: Int = -1) -> LNode {
        let effective = node.dynamicTypeRange.map { $0.clamp(category) } ?? category
        let l = LNode(node: node, index: nodes.count, path: path, category: effective, parentAxis: parentAxis, parentIndex: parentIndex)
        nodes.append(l)
        func child(_ n: Node, _ i: Int, axis: StackAxis? = nil) -> LNode {
            build(n, path: "\(path)/\(n.kind.name)[\(i)]", category: effective, parentAxis: axis, parentIndex: l.index)
        }
        switch node.kind {
        case .stack(let s): l.children = s.children.enumerated().map { child($1, $0, axis: s.axis) }
        case .padding(_, let c), .frame(_, let c), .scroll(_, let c): l.children = [child(c, 0)]
        case .list(let list):
            var i = 0
            for section in list.sections {
                if let header = section.header { l.children.append(child(header, i)); i += 1 }
                for row in section.rows { l.children.append(child(row, i)); i += 1 }
            }
        case .button, .text, .image, .spacer, .divider: break
        }
        return l
    }

    // MARK: - Run

    func run() -> SolvedLayout {
        root = build(screen.root, path: screen.root.kind.name, category: context.category, parentAxis: nil)
        let viewport = context.viewport
        let safe = viewport.safeArea
        let available = Size(width: max(0, viewport.size.width - safe.horizontal), height: max(0, viewport.size.height - safe.vertical))
        let proposal = Proposal(width: available.width, height: available.height)
        var solvedRoot = place(root, origin: Point(x: safe.leading, y: safe.top), proposal: proposal)

        // Does the content fit the viewport?
        let natural = size(root, Proposal(width: available.width, height: nil))
        let scrollsItself = isScrollContainer(root)
        var contentHeight = natural.height
        if scrollsItself, let inner = solvedRoot.contentHeight { contentHeight = inner }
        let fitted = size(root, proposal)
        let needsScroll = scrollsItself ? contentHeight > available.height + 0.5 : fitted.height > available.height + 0.5
        if !scrollsItself && fitted.height > available.height + 0.5 && !containsScroll(root) {
            report(.contentNeedsScroll, root,
                   "content is \(formatDecimal(fitted.height)) pt tall but the screen has \(formatDecimal(available.height)) pt and no scroll view",
                   suggestion: "wrap the screen's content in a scroll view")
        } else if !scrollsItself && fitted.height > available.height + 0.5 {
            report(.contentNeedsScroll, root,
                   "content outside the scroll view is \(formatDecimal(fitted.height)) pt tall; the screen has \(formatDecimal(available.height)) pt",
                   suggestion: "move the fixed content into the scroll view")
        }

        checkOverflow(solvedRoot, screenWidth: viewport.size.width)
        if context.layoutDirection == .rightToLeft {
            solvedRoot = mirrored(solvedRoot, width: viewport.size.width)
        }
        var builder = AccessibilityBuilder(screen: screen, solve: self, root: solvedRoot)
        let accessibility = builder.build()
        return SolvedLayout(screen: screen.name, context: context, root: solvedRoot, contentHeight: contentHeight,
                            viewportHeight: available.height, needsScroll: needsScroll, diagnostics: diagnostics,
                            accessibility: accessibility)
    }

    func isScrollContainer(_ n: LNode) -> Bool {
        switch n.node.kind {
        case .scroll, .list: return true
        case .padding, .frame: return n.children.first.map(isScrollContainer) ?? false
        default: return false
        }
    }

    func containsScroll(_ n: LNode) -> Bool {
        isScrollContainer(n) || n.children.contains(where: containsScroll)
    }

    // MARK: - Diagnostics

    func report(_ rule: DiagnosticRule, _ n: LNode, _ message: String, suggestion: String? = nil, severity: Severity? = nil) {
        let key = "\(rule.id)|\(n.path)"
        guard !reported.contains(key) else { return }
        reported.insert(key)
        diagnostics.append(Diagnostic(rule: rule.id, severity: severity ?? rule.severity, message: message, path: n.path,
                                      nodeId: n.node.id, location: n.node.location, suggestion: suggestion))
    }

    func checkOverflow(_ node: SolvedNode, screenWidth: Points) {
        let isLeaf = node.children.isEmpty
        if isLeaf && node.kind != "spacer" && (node.frame.maxX > screenWidth + 0.5 || node.frame.minX < -0.5) {
            let n = nodeByPath[node.path]!
            let beyond = max(node.frame.maxX - screenWidth, -node.frame.minX)
            let inHorizontalStack = n.parentIndex >= 0 && stackAxis(of: n) == .horizontal
            let suggestion: String
            if inHorizontalStack {
                suggestion = "let the enclosing stack flip to vertical at this size"
            } else if node.kind == "image" {
                suggestion = "size the image to the available width (frame maxWidth: infinity) instead of a fixed width"
            } else {
                suggestion = "give it a width no larger than the screen, or let its text wrap"
            }
            report(.horizontalOverflow, n, "\(node.kind) extends \(formatDecimal(beyond)) pt beyond the \(formatDecimal(screenWidth)) pt screen",
                   suggestion: suggestion)
        }
        for child in node.children { checkOverflow(child, screenWidth: screenWidth) }
    }

    func mirrored(_ node: SolvedNode, width: Points) -> SolvedNode {
        var copy = node
        copy.frame.origin.x = width - node.frame.maxX
        if var text = copy.text {
            text.frame.origin.x = width - text.frame.maxX
            copy.text = text
        }
        copy.children = node.children.map { mirrored($0, width: width) }
        return copy
    }

    // MARK: - Text

    func resolvedText(_ n: LNode, content: TextContent, style: StyleReference) -> (string: String, resolved: LayoutResources.ResolvedText) {
        if let memo = resolvedTextMemo[n.index] { return memo }
        let string = resources.text(content, locale: context.locale)
        let resolved = resources.resolve(style, category: n.category, boldText: context.boldText, locale: context.locale)
        resolvedTextMemo[n.index] = (string, resolved)
        return (string, resolved)
    }

    /// Measures a text node (or a button's title) at `width` points (nil = unbounded).
    func measure(_ n: LNode, content: TextContent, style: StyleReference, lines: Int, mode: LineBreakMode,
                 minimumScaleFactor: Double, width: Points?) -> TextMeasurement {
        let key = TextKey(index: n.index, width: width.map { $0.isFinite ? $0 : -1 })
        if let memo = textMemo[key] { return memo }
        let (string, resolved) = resolvedText(n, content: content, style: style)
        let space: AvailableSpace = width.map { $0.isFinite ? .definite(max(0, $0)) : .maxContent } ?? .maxContent
        let m = resources.engine.measure(string, attributes: resolved.attributes, width: space, maxLines: lines,
                                         mode: mode, minimumScaleFactor: minimumScaleFactor, glyphRuns: glyphRuns)
        textMemo[key] = m
        return m
    }

    // MARK: - Sizing

    func imageSize(_ image: ImageNode, _ n: LNode) -> Size {
        switch image.sizing {
        case .fixed(let size): return size
        case .scaled(let base, let style, let maximum):
            var side = FontMetrics(textStyle: style, table: resources.scalingTable).scaledValue(for: base, in: n.category, displayScale: displayScale)
            if let maximum { side = min(side, maximum) }
            return Size(width: side, height: side)
        }
    }

    static let iconTitleGap: Points = 6

    /// A button's icon size, the gap before its title, the width offered to the title (nil = unbounded) and the
    /// title's measurement, for a button offered `width` points: the one place sizing, baselines and placement read.
    func buttonParts(_ n: LNode, _ b: ButtonNode, width: Points?) -> (icon: Size, gap: Points, titleWidth: Points?, title: TextMeasurement?) {
        let icon = b.icon.map { imageSize($0, n) } ?? .zero
        let gap = (b.icon != nil && b.title != nil) ? Solve.iconTitleGap : 0
        let titleWidth = width.map { max(0, $0 - b.contentInsets.horizontal - icon.width - gap) }
        let title = b.title.map {
            measure(n, content: $0, style: b.style, lines: b.lines, mode: .truncatingTail, minimumScaleFactor: 1, width: titleWidth)
        }
        return (icon, gap, titleWidth, title)
    }

    func size(_ n: LNode, _ p: Proposal) -> Size {
        switch n.node.kind {
        case .spacer, .divider: return computeSize(n, p)   // their size depends on the enclosing stack's current axis
        default: break
        }
        let key = SizeKey(index: n.index, proposal: p)
        if let memo = sizeMemo[key] { return memo }
        let result = computeSize(n, p)
        sizeMemo[key] = result
        return result
    }

    private func computeSize(_ n: LNode, _ p: Proposal) -> Size {
        switch n.node.kind {
        case .text(let t):
            let m = measure(n, content: t.content, style: t.style, lines: t.lines, mode: t.mode,
                            minimumScaleFactor: t.minimumScaleFactor, width: p.width)
            return m.size
        case .image(let image):
            return imageSize(image, n)
        case .button(let b):
            let parts = buttonParts(n, b, width: p.width)
            let titleSize = parts.title?.size ?? .zero
            return Size(width: b.contentInsets.horizontal + parts.icon.width + parts.gap + titleSize.width,
                        height: b.contentInsets.vertical + max(parts.icon.height, titleSize.height))
        case .spacer(let minLength):
            switch stackAxis(of: n) {
            case .horizontal?: return Size(width: max(minLength, finite(p.width) ?? minLength), height: 0)
            case .vertical?: return Size(width: 0, height: max(minLength, finite(p.height) ?? minLength))
            case nil: return Size(width: finite(p.width) ?? minLength, height: finite(p.height) ?? minLength)
            }
        case .divider:
            let thickness = 1 / displayScale
            if stackAxis(of: n) == .horizontal { return Size(width: thickness, height: finite(p.height) ?? 0) }
            return Size(width: finite(p.width) ?? 0, height: thickness)
        case .padding(let insets, _):
            let inner = Proposal(width: p.width.map { max(0, $0 - insets.horizontal) }, height: p.height.map { max(0, $0 - insets.vertical) })
            let c = size(n.children[0], inner)
            return Size(width: c.width + insets.horizontal, height: c.height + insets.vertical)
        case .frame(let f, _):
            return frameSize(n, f, p).outer
        case .stack(let s):
            return stackLayout(n, s, p).size
        case .list(let list):
            let width = finite(p.width) ?? listIdealWidth(n, list)
            let content = listRows(n, list, width: width).contentHeight
            return Size(width: width, height: finite(p.height) ?? content)
        case .scroll(let axis, _):
            let childProposal = axis == .vertical ? Proposal(width: p.width, height: nil) : Proposal(width: nil, height: p.height)
            let content = size(n.children[0], childProposal)
            return Size(width: finite(p.width) ?? content.width, height: finite(p.height) ?? content.height)
        }
    }

    /// The axis of the stack `n` sits in directly, as that stack is currently laying out; nil outside stacks.
    func stackAxis(of n: LNode) -> Axis? {
        switch n.parentAxis {
        case .horizontal?: return .horizontal
        case .vertical?: return .vertical
        case .adaptive?: return currentAxis[n.parentIndex] ?? .horizontal
        case nil: return nil
        }
    }

    func finite(_ value: Points?) -> Points? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    // MARK: Frames

    /// The frame's size and the size its child takes inside it.
    func frameSize(_ n: LNode, _ f: FrameSpec, _ p: Proposal) -> (outer: Size, child: Size) {
        func childProposal(_ fixed: Points?, _ minV: Points?, _ maxV: Points?, _ proposed: Points?) -> Points? {
            if let fixed { return fixed }
            guard let proposed else { return nil }
            var v = proposed
            if let maxV { v = min(v, maxV) }
            if let minV { v = max(v, minV) }
            return v
        }
        let cp = Proposal(width: childProposal(f.width, f.minWidth, f.maxWidth, p.width),
                          height: childProposal(f.height, f.minHeight, f.maxHeight, p.height))
        let child = size(n.children[0], cp)
        func outer(_ fixed: Points?, _ minV: Points?, _ maxV: Points?, _ proposed: Points?, _ childV: Points) -> Points {
            if let fixed { return fixed }
            if minV == nil && maxV == nil { return childV }
            var v = childV
            if maxV != nil, let proposed = finite(proposed) { v = max(childV, proposed) }
            if let maxV { v = min(v, maxV) }
            if let minV { v = max(v, minV) }
            return v
        }
        let size = Size(width: outer(f.width, f.minWidth, f.maxWidth, p.width, child.width),
                        height: outer(f.height, f.minHeight, f.maxHeight, p.height, child.height))
        return (size, child)
    }

    // MARK: Stacks

    struct StackResult {
        var size: Size
        var axis: Axis
        var childSizes: [Size]
        var gaps: [Points]
        var crossProposal: Points?
    }

    func axisDecision(_ n: LNode, _ s: StackNode, _ p: Proposal) -> AxisDecision {
        switch s.axis {
        case .horizontal: return AxisDecision(axis: .horizontal, rule: nil, reason: "horizontal stack")
        case .vertical: return AxisDecision(axis: .vertical, rule: nil, reason: "vertical stack")
        case .adaptive(let rule):
            let key = SizeKey(index: n.index, proposal: Proposal(width: p.width, height: nil))
            if let memo = axisMemo[key] { return memo }
            let decision: AxisDecision
            switch rule {
            case .flipAt(let threshold):
                if n.category >= threshold {
                    decision = AxisDecision(axis: .vertical, rule: rule, reason: "\(n.category.uikitName) is at or above \(threshold.uikitName)")
                } else {
                    decision = AxisDecision(axis: .horizontal, rule: rule, reason: "\(n.category.uikitName) is below \(threshold.uikitName)")
                }
            case .fit:
                let ideal = s.children.indices.map { size(n.children[$0], Proposal(width: nil, height: nil)).width }
                let needed = ideal.reduce(0, +) + s.spacing * Double(max(0, s.children.count - 1))
                if let width = finite(p.width), needed > width + 0.001 {
                    decision = AxisDecision(axis: .vertical, rule: rule,
                                            reason: "the children need \(formatDecimal(needed)) pt side by side; \(formatDecimal(width)) pt available")
                } else {
                    let width = finite(p.width).map { "\(formatDecimal($0)) pt available" } ?? "unbounded width"
                    decision = AxisDecision(axis: .horizontal, rule: rule,
                                            reason: "the children fit side by side in \(formatDecimal(needed)) pt (\(width))")
                }
            }
            axisMemo[key] = decision
            return decision
        }
    }

    func stackLayout(_ n: LNode, _ s: StackNode, _ p: Proposal) -> StackResult {
        let axis = axisDecision(n, s, p).axis
        let previousAxis = currentAxis[n.index]
        currentAxis[n.index] = axis
        defer { currentAxis[n.index] = previousAxis }
        let count = n.children.count
        guard count > 0 else { return StackResult(size: .zero, axis: axis, childSizes: [], gaps: [], crossProposal: nil) }
        let spacingTotal = s.spacing * Double(count - 1)
        let crossProposal = p.cross(axis)
        var sizes = [Size](repeating: .zero, count: count)
        var gaps = [Points](repeating: s.spacing, count: max(0, count - 1))
        func proposal(_ main: Points?) -> Proposal { .along(axis, main: main, cross: crossProposal) }

        if let available = finite(p.main(axis)) {
            let room = max(0, available - spacingTotal)
            switch s.distribution {
            case .fill:
                sizes = fillDistribution(n, axis: axis, room: room, proposal: proposal)
            case .fillEqually:
                let each = room / Double(count)
                sizes = n.children.map { var sz = size($0, proposal(each)); setMain(&sz, axis, each); return sz }
            case .fillProportionally:
                let ideal = n.children.map { size($0, proposal(nil)).length(along: axis) }
                let total = ideal.reduce(0, +)
                sizes = n.children.enumerated().map { i, c in
                    let share = total > 0 ? room * ideal[i] / total : room / Double(count)
                    var sz = size(c, proposal(share)); setMain(&sz, axis, share); return sz
                }
            case .equalSpacing, .equalCentering:
                let ideal = n.children.map { size($0, proposal(nil)) }
                let total = ideal.map { $0.length(along: axis) }.reduce(0, +)
                if total + spacingTotal <= available + 0.001 {
                    sizes = ideal
                    if count > 1 {
                        if s.distribution == .equalSpacing {
                            gaps = [Points](repeating: (available - total) / Double(count - 1), count: count - 1)
                        } else {
                            let mains = ideal.map { $0.length(along: axis) }
                            let firstCenter = mains[0] / 2, lastCenter = available - mains[count - 1] / 2
                            let step = (lastCenter - firstCenter) / Double(count - 1)
                            gaps = (0..<(count - 1)).map { i in max(s.spacing, step - mains[i] / 2 - mains[i + 1] / 2) }
                        }
                    }
                } else {
                    sizes = fillDistribution(n, axis: axis, room: room, proposal: proposal)
                }
            }
        } else {
            sizes = n.children.map { size($0, proposal(nil)) }
        }
        let main = sizes.map { $0.length(along: axis) }.reduce(0, +) + gaps.reduce(0, +)
        var cross = sizes.map { $0.length(along: axis.cross) }.max() ?? 0
        if s.alignment == .fill, let c = finite(crossProposal) { cross = max(cross, c) }
        if axis == .horizontal, s.alignment == .firstBaseline || s.alignment == .lastBaseline {
            cross = baselineAlignedHeight(n, sizes: sizes, first: s.alignment == .firstBaseline)
        }
        let total = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
        return StackResult(size: total, axis: axis, childSizes: sizes, gaps: gaps, crossProposal: crossProposal)
    }

    private func setMain(_ size: inout Size, _ axis: Axis, _ value: Points) {
        if axis == .horizontal { size.width = value } else { size.height = value }
    }

    /// SwiftUI's stack rule. When every child fits at its ideal length, each gets it and what is left goes to the
    /// children that can grow (spacers, frames with an infinite maximum, stacks holding spacers). When they do not
    /// fit, children are sorted by flexibility (the range between their size at a zero and an infinite proposal),
    /// least flexible first, each offered an equal share of the length that remains; spacers keep their minimum
    /// length and take what is left last, so text beside a spacer gets the room it needs before the spacer grows.
    func fillDistribution(_ n: LNode, axis: Axis, room: Points, proposal: (Points?) -> Proposal) -> [Size] {
        let count = n.children.count
        let isSpacer = n.children.map { child -> Bool in if case .spacer = child.node.kind { return true } else { return false } }
        let lows = n.children.map { size($0, proposal(0)).length(along: axis) }
        let highs = n.children.map { size($0, proposal(.infinity)).length(along: axis) }
        let flexibility = (0..<count).map { highs[$0] - lows[$0] }
        let byFlexibility = { (a: Int, b: Int) -> Bool in flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b }
        let spacerReserve = (0..<count).filter { isSpacer[$0] }.map { lows[$0] }.reduce(0, +)
        let others = (0..<count).filter { !isSpacer[$0] }.sorted(by: byFlexibility)
        var remaining = room - spacerReserve
        var sizes = [Size](repeating: .zero, count: count)
        let ideal = others.map { size(n.children[$0], proposal(nil)) }
        if ideal.map({ $0.length(along: axis) }).reduce(0, +) <= remaining + 0.001 {
            var growing: [Int] = []
            for (k, i) in others.enumerated() {
                sizes[i] = ideal[k]
                remaining -= ideal[k].length(along: axis)
                if highs[i] > ideal[k].length(along: axis) + 0.5 { growing.append(i) }
            }
            remaining += spacerReserve
            let growers = (growing + (0..<count).filter { isSpacer[$0] }).sorted(by: byFlexibility)
            for (k, i) in growers.enumerated() {
                let share = max(0, remaining / Double(growers.count - k))
                let base = isSpacer[i] ? 0 : sizes[i].length(along: axis)
                let s = size(n.children[i], proposal(base + share))
                remaining -= s.length(along: axis) - base
                sizes[i] = s
            }
            return sizes
        }
        for (k, i) in others.enumerated() {
            let share = max(0, remaining / Double(others.count - k))
            let s = size(n.children[i], proposal(share))
            sizes[i] = s
            remaining -= s.length(along: axis)
        }
        remaining += spacerReserve
        let spacers = (0..<count).filter { isSpacer[$0] }
        for (k, i) in spacers.enumerated() {
            let share = max(0, remaining / Double(spacers.count - k))
            let s = size(n.children[i], proposal(share))
            sizes[i] = s
            remaining -= s.length(along: axis)
        }
        return sizes
    }

    // MARK: Baselines

    /// The distance from the top of `n` (at `size`) to its first (or last) text baseline, or nil when it has no text.
    func baseline(_ n: LNode, size nodeSize: Size, first: Bool) -> Points? {
        switch n.node.kind {
        case .text(let t):
            let m = measure(n, content: t.content, style: t.style, lines: t.lines, mode: t.mode,
                            minimumScaleFactor: t.minimumScaleFactor, width: nodeSize.width)
            return first ? m.firstBaseline : (m.lines.last?.baseline ?? m.firstBaseline)
        case .button(let b):
            let parts = buttonParts(n, b, width: nodeSize.width)
            guard let m = parts.title else { return nil }
            let content = max(parts.icon.height, m.size.height)
            let top = b.contentInsets.top + (content - m.size.height) / 2
            return top + (first ? m.firstBaseline : (m.lines.last?.baseline ?? m.firstBaseline))
        case .padding(let insets, _):
            let inner = Size(width: max(0, nodeSize.width - insets.horizontal), height: max(0, nodeSize.height - insets.vertical))
            return baseline(n.children[0], size: inner, first: first).map { $0 + insets.top }
        case .frame(let f, _):
            let child = frameSize(n, f, Proposal(width: nodeSize.width, height: nodeSize.height)).child
            let top = (nodeSize.height - child.height) / 2
            return baseline(n.children[0], size: child, first: first).map { $0 + top }
        case .stack(let s):
            let result = stackLayout(n, s, Proposal(width: nodeSize.width, height: nil))
            if result.axis == .vertical {
                var y: Points = 0
                let indices = first ? Array(n.children.indices) : Array(n.children.indices.reversed())
                var offsets: [Points] = []
                for i in n.children.indices { offsets.append(y); y += result.childSizes[i].height + (i < result.gaps.count ? result.gaps[i] : 0) }
                for i in indices {
                    if let b = baseline(n.children[i], size: result.childSizes[i], first: first) { return offsets[i] + b }
                }
                return nil
            }
            let baselines = n.children.indices.compactMap { baseline(n.children[$0], size: result.childSizes[$0], first: first) }
            return baselines.max()
        default:
            return nil
        }
    }

    func baselineAlignedHeight(_ n: LNode, sizes: [Size], first: Bool) -> Points {
        let baselines = n.children.indices.map { baseline(n.children[$0], size: sizes[$0], first: first) ?? sizes[$0].height }
        let ascent = baselines.max() ?? 0
        let descent = n.children.indices.map { sizes[$0].height - baselines[$0] }.max() ?? 0
        return ascent + descent
    }

    // MARK: Lists

    struct ListRows {
        var rows: [(child: LNode, isHeader: Bool, section: Int, row: Int, height: Points, content: Size)]
        var contentHeight: Points
    }

    static let sectionHeaderMargins = EdgeInsets(top: 16, leading: 0, bottom: 8, trailing: 0)

    func listIdealWidth(_ n: LNode, _ list: ListNode) -> Points {
        (n.children.map { size($0, Proposal(width: nil, height: nil)).width }.max() ?? 0) + list.margins.horizontal
    }

    func listRows(_ n: LNode, _ list: ListNode, width: Points) -> ListRows {
        var rows: ListRows = ListRows(rows: [], contentHeight: 0)
        var childIndex = 0
        let contentWidth = max(0, width - list.margins.horizontal)
        for (s, section) in list.sections.enumerated() {
            if section.header != nil {
                let child = n.children[childIndex]; childIndex += 1
                let content = size(child, Proposal(width: contentWidth, height: nil))
                let height = content.height + Solve.sectionHeaderMargins.vertical
                rows.rows.append((child, true, s, -1, height, content))
                rows.contentHeight += height
            }
            for r in section.rows.indices {
                let child = n.children[childIndex]; childIndex += 1
                let content = size(child, Proposal(width: contentWidth, height: nil))
                let height = max(list.minimumRowHeight, content.height + list.margins.vertical)
                rows.rows.append((child, false, s, r, height, content))
                rows.contentHeight += height
            }
        }
        return rows
    }

    // MARK: - Placement

    /// Places `n` with its top-leading corner at `origin` (screen points, left-to-right), sized for `proposal`.
    func place(_ n: LNode, origin: Point, proposal: Proposal, forcedSize: Size? = nil) -> SolvedNode {
        let natural = size(n, proposal)
        let frameSize = forcedSize ?? natural
        let frame = Rect(origin: origin, size: frameSize)
        var solved = SolvedNode(kind: n.node.kind.name, path: n.path, id: n.node.id, frame: frame, text: nil, axis: nil,
                                rows: nil, estimatedRowHeight: nil, imageName: nil, contentHeight: nil, clipped: false,
                                children: [], location: n.node.location)
        switch n.node.kind {
        case .text(let t):
            let m = measure(n, content: t.content, style: t.style, lines: t.lines, mode: t.mode,
                            minimumScaleFactor: t.minimumScaleFactor, width: proposal.width)
            let (string, resolved) = resolvedText(n, content: t.content, style: t.style)
            let boxWidth = max(m.size.width, frameSize.width)
            solved.text = SolvedText(string: string, style: t.style.description, size: resolved.attributes.size * m.scaleFactor,
                                     measurement: m, frame: Rect(origin: origin, size: Size(width: boxWidth, height: m.size.height)),
                                     alignment: t.alignment)
            checkText(n, string: string, resolved: resolved, measurement: m, lines: t.lines, width: proposal.width)
        case .image(let image):
            solved.imageName = image.name
        case .button(let b):
            let parts = buttonParts(n, b, width: proposal.width)
            if let title = b.title, let m = parts.title {
                let (string, resolved) = resolvedText(n, content: title, style: b.style)
                let contentHeight = max(parts.icon.height, m.size.height)
                let textOrigin = Point(x: origin.x + b.contentInsets.leading + parts.icon.width + parts.gap,
                                       y: origin.y + b.contentInsets.top + (contentHeight - m.size.height) / 2)
                solved.text = SolvedText(string: string, style: b.style.description, size: resolved.attributes.size,
                                         measurement: m, frame: Rect(origin: textOrigin, size: m.size), alignment: .center)
                checkText(n, string: string, resolved: resolved, measurement: m, lines: b.lines, width: parts.titleWidth)
            }
            if let iconNode = b.icon { solved.imageName = iconNode.name }
            let target = resources.thresholds.touchTarget
            if frameSize.width < target - 0.001 || frameSize.height < target - 0.001 {
                let side = formatDecimal(target)
                report(.touchTargetTooSmall, n, "button is \(formatDecimal(frameSize.width)) × \(formatDecimal(frameSize.height)) pt; controls need \(side) × \(side) pt",
                       suggestion: "increase the content insets or add a minimum frame of \(side) × \(side) pt")
            }
        case .spacer, .divider:
            break
        case .padding(let insets, _):
            let inner = Proposal(width: proposal.width.map { max(0, $0 - insets.horizontal) }, height: proposal.height.map { max(0, $0 - insets.vertical) })
            let forced = forcedSize.map { Size(width: max(0, $0.width - insets.horizontal), height: max(0, $0.height - insets.vertical)) }
            solved.children = [place(n.children[0], origin: Point(x: origin.x + insets.leading, y: origin.y + insets.top), proposal: inner,
                                     forcedSize: forced)]
        case .frame(let f, _):
            let (_, child) = self.frameSize(n, f, proposal)
            let cp = Proposal(width: f.width ?? finite(proposal.width).map { w in min(w, f.maxWidth ?? w) },
                              height: f.height ?? finite(proposal.height).map { h in min(h, f.maxHeight ?? h) })
            let dx: Points
            switch f.alignment {
            case .leading: dx = 0
            case .center: dx = (frameSize.width - child.width) / 2
            case .trailing: dx = frameSize.width - child.width
            }
            let dy = (frameSize.height - child.height) / 2
            let placed = place(n.children[0], origin: Point(x: origin.x + dx, y: origin.y + dy),
                               proposal: Proposal(width: cp.width ?? child.width, height: cp.height ?? child.height))
            solved.children = [placed]
            if child.width > frameSize.width + 0.5 || child.height > frameSize.height + 0.5 {
                solved.clipped = true
                report(.contentClipped, n,
                       "content \(formatDecimal(child.width)) × \(formatDecimal(child.height)) pt is clipped by a \(formatDecimal(frameSize.width)) × \(formatDecimal(frameSize.height)) pt frame",
                       suggestion: "use minWidth/minHeight instead of a fixed size, or scale the frame with scaledValue(for:)")
            }
        case .stack(let s):
            placeStack(n, s, origin: origin, proposal: proposal, frameSize: frameSize, into: &solved)
        case .list(let list):
            let width = frameSize.width
            let rows = listRows(n, list, width: width)
            var y = origin.y
            var solvedRows: [SolvedRow] = []
            for row in rows.rows {
                let margins = row.isHeader ? Solve.sectionHeaderMargins : list.margins
                let contentWidth = max(0, width - list.margins.horizontal)
                let childOrigin = Point(x: origin.x + list.margins.leading,
                                        y: y + margins.top + (row.isHeader ? 0 : max(0, row.height - margins.vertical - row.content.height) / 2))
                solved.children.append(place(row.child, origin: childOrigin, proposal: Proposal(width: contentWidth, height: nil)))
                if !row.isHeader {
                    solvedRows.append(SolvedRow(section: row.section, row: row.row, height: row.height, contentHeight: row.content.height,
                                                frame: Rect(x: origin.x, y: y, width: width, height: row.height)))
                    if row.height > context.viewport.size.height - context.viewport.safeArea.vertical + 0.5 {
                        report(.rowTallerThanScreen, row.child,
                               "row is \(formatDecimal(row.height)) pt tall; the screen shows \(formatDecimal(context.viewport.size.height - context.viewport.safeArea.vertical)) pt",
                               suggestion: "limit the row's text lines or show the detail on another screen")
                    }
                }
                y += row.height
            }
            solved.rows = solvedRows
            solved.contentHeight = rows.contentHeight
            if let estimate = list.estimatedRowHeight {
                solved.estimatedRowHeight = FontMetrics.default.scaledValue(for: estimate, in: n.category, displayScale: displayScale)
            }
        case .scroll(let axis, _):
            let childProposal = axis == .vertical ? Proposal(width: frameSize.width, height: nil) : Proposal(width: nil, height: frameSize.height)
            let placed = place(n.children[0], origin: origin, proposal: childProposal)
            solved.contentHeight = placed.frame.height
            solved.children = [placed]
        }
        return solved
    }

    func placeStack(_ n: LNode, _ s: StackNode, origin: Point, proposal: Proposal, frameSize: Size, into solved: inout SolvedNode) {
        let decision = axisDecision(n, s, proposal)
        let result = stackLayout(n, s, proposal)
        solved.axis = decision
        if decision.flipped {
            report(.stackFlipped, n, "stack is vertical: \(decision.reason)")
        }
        let axis = result.axis
        currentAxis[n.index] = axis
        var cursor: Points = 0
        let cross = axis == .horizontal ? frameSize.height : frameSize.width
        let firstBaselines: [Points]? = (axis == .horizontal && (s.alignment == .firstBaseline || s.alignment == .lastBaseline))
            ? n.children.indices.map { baseline(n.children[$0], size: result.childSizes[$0], first: s.alignment == .firstBaseline) ?? result.childSizes[$0].height }
            : nil
        let maxBaseline = firstBaselines?.max() ?? 0
        for (i, child) in n.children.enumerated() {
            var childSize = result.childSizes[i]
            let childCross = childSize.length(along: axis.cross)
            var offset: Points
            switch s.alignment {
            case .leading: offset = 0
            case .center: offset = (cross - childCross) / 2
            case .trailing: offset = cross - childCross
            case .fill:
                offset = 0
                if axis == .vertical { childSize.width = max(childSize.width, cross) } else { childSize.height = max(childSize.height, cross) }
            case .firstBaseline, .lastBaseline:
                offset = axis == .horizontal ? maxBaseline - firstBaselines![i] : 0
            }
            let childOrigin = axis == .horizontal ? Point(x: origin.x + cursor, y: origin.y + offset) : Point(x: origin.x + offset, y: origin.y + cursor)
            let childProposal = Proposal.along(axis, main: childSize.length(along: axis), cross: result.crossProposal)
            let forced = childSize == size(child, childProposal) ? nil : childSize
            solved.children.append(place(child, origin: childOrigin, proposal: childProposal, forcedSize: forced))
            cursor += result.childSizes[i].length(along: axis) + (i < result.gaps.count ? result.gaps[i] : 0)
        }
        // Siblings that overlap: a child's drawn content (its subtree, text included) reaching into a neighbour,
        // as when text spills out of a fixed frame, or negative spacing in the DSL.
        let extents = solved.children.map(contentExtent)
        for i in solved.children.indices.dropLast() {
            let a = solved.children[i], b = solved.children[i + 1]
            guard a.kind != "spacer", b.kind != "spacer", let ea = extents[i], let eb = extents[i + 1] else { continue }
            if let overlap = ea.intersection(eb, tolerance: 0.5) {
                report(.overlappingSiblings, n,
                       "\(a.kind) and \(b.kind) overlap by \(formatDecimal(axis == .horizontal ? overlap.width : overlap.height)) pt",
                       suggestion: "give the first one room for its content (a minimum instead of a fixed size), or flip the stack")
                break
            }
        }
        if axis == .horizontal, let available = finite(proposal.width) {
            checkMustFlip(n, s, available: available, result: result, adaptive: decision.rule != nil)
        }
    }

    /// The union of a solved node's frame, its text box and its descendants' extents: what it draws. Spacers and empty
    /// frames draw nothing.
    func contentExtent(_ node: SolvedNode) -> Rect? {
        var parts: [Rect] = []
        if node.kind != "spacer" && node.frame.width > 0 && node.frame.height > 0 { parts.append(node.frame) }
        if let text = node.text { parts.append(text.frame) }
        parts += node.children.compactMap(contentExtent)
        guard var union = parts.first else { return nil }
        for r in parts.dropFirst() {
            let x0 = min(union.minX, r.minX), y0 = min(union.minY, r.minY)
            union = Rect(x: x0, y: y0, width: max(union.maxX, r.maxX) - x0, height: max(union.maxY, r.maxY) - y0)
        }
        return union
    }

    /// A horizontal stack whose children need more than the available width at their ideal sizes, and whose text is
    /// squeezed into truncation or broken words because of it.
    func checkMustFlip(_ n: LNode, _ s: StackNode, available: Points, result: StackResult, adaptive: Bool) {
        // A `fit` stack flips by itself; a `flipAt` stack is checked while it is still horizontal.
        if case .adaptive(.fit) = s.axis { return }
        let ideal = n.children.map { size($0, Proposal(width: nil, height: nil)).width }
        let needed = ideal.reduce(0, +) + s.spacing * Double(max(0, n.children.count - 1))
        guard needed > available + 0.5 else { return }
        let squeezed = n.children.indices.contains { i in
            let child = n.children[i]
            guard textDescendants(child).isEmpty == false else { return false }
            return result.childSizes[i].width + 0.5 < ideal[i]
        }
        guard squeezed else { return }
        // Wrapping alone is what multi-line labels are for; the stack must flip when squeezing cuts text off or
        // breaks words inside it.
        let prefix = n.path + "/"
        let harmed = diagnostics.contains { d in
            d.path.hasPrefix(prefix) && (d.rule == DiagnosticRule.textTruncated.id || d.rule == DiagnosticRule.textBreaksWord.id)
        }
        guard harmed else { return }
        let suggestion: String
        if case .adaptive(.flipAt(let threshold)) = s.axis {
            suggestion = "flip earlier: flipAt \(n.category.uikitName) instead of \(threshold.uikitName), or flipAt: fit"
        } else {
            suggestion = "make the stack adaptive: vertical from \(n.category.uikitName) (flipAt: \(n.category.shortName), or flipAt: fit)"
        }
        report(.stackMustFlip, n,
               "children need \(formatDecimal(needed)) pt side by side; \(formatDecimal(available)) pt available, so their text is cut off or broken",
               suggestion: suggestion)
    }

    func textDescendants(_ n: LNode) -> [LNode] {
        switch n.node.kind {
        case .text, .button: return [n]
        default: return n.children.flatMap(textDescendants)
        }
    }

    func checkText(_ n: LNode, string: String, resolved: LayoutResources.ResolvedText, measurement m: TextMeasurement,
                   lines: Int, width: Points?) {
        let quoted = string.count > 40 ? "“\(string.prefix(37))…”" : "“\(string)”"
        if resolved.unknownStyle {
            report(.unknownStyle, n, "\(quoted) uses a style the type ramp does not define")
        }
        if m.truncated {
            let shown = m.lines.count
            report(.textTruncated, n, "\(quoted) is truncated: \(shown) of \(m.totalLineCount) lines shown",
                   suggestion: lines > 0 ? "allow \(m.totalLineCount) lines (or 0 for no limit) at this size" : nil)
        }
        if m.missingGlyphs > 0 {
            report(.missingGlyphs, n, "\(quoted) has \(m.missingGlyphs) character(s) no font in the cascade covers")
        }
        let minimum = resources.minimumTextSize
        let shown = resolved.attributes.size * m.scaleFactor
        if shown < minimum - 0.001 {
            report(.textBelowMinimumSize, n, "\(quoted) is \(formatDecimal(shown)) pt; the minimum is \(formatDecimal(minimum)) pt",
                   suggestion: "set a minimumSize of \(formatDecimal(minimum)) pt for the style")
        }
        if !resolved.scales && !resolved.unknownStyle {
            report(.fixedSizeText, n, "\(quoted) has a fixed size (\(formatDecimal(resolved.attributes.size)) pt) that ignores Dynamic Type",
                   suggestion: "map the style to a text style with relativeTo")
        }
        if let width = finite(width), lines != 1 {
            // A word wider than the line: the widest line at minimum content is wider than what is available.
            let minContent = resources.engine.measure(string, attributes: resolved.attributes, width: .minContent, maxLines: 0,
                                                      mode: .wordWrap, glyphRuns: false)
            if minContent.size.width > width + 0.5 {
                report(.textBreaksWord, n, "\(quoted) has a word \(formatDecimal(minContent.size.width)) pt wide in \(formatDecimal(width)) pt",
                       suggestion: "give the text the full width (flip the stack) or allow it to shrink")
            }
        }
    }
}
