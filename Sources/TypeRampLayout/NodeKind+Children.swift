import TypeRampCore

/// The kind of a node without its content: what dumps, paths and solved nodes name it by.
///
/// `stack` is an adaptive stack (horizontal or vertical depending on its rule); `hstack` and `vstack` have one axis.
public enum NodeKindName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case text, image, button, hstack, vstack, stack, spacer, divider, padding, frame, list, scroll
    case zstack, overlay, background, fixedSize, viewThatFits, grid, lazyVGrid, conditional, labeledContent, navigation
    case toggle, stepper, picker, textField, secureField, link, menu, progress, slider, segmented

    public var description: String { rawValue }

    /// True for the modifiers: kinds that wrap the view they modify as their first child and move with it (`padding`,
    /// `frame`, `fixedSize`, `overlay`, `background`).
    public var isModifier: Bool {
        switch self {
        case .padding, .frame, .fixedSize, .overlay, .background: return true
        default: return false
        }
    }

    /// True for the stacks (horizontal, vertical and adaptive).
    public var isStack: Bool { self == .hstack || self == .vstack || self == .stack }

    /// True for the standard controls.
    public var isControl: Bool { ControlKind(rawValue: rawValue) != nil }

    /// True for the text fields (`textField`, `secureField`): their text is the placeholder, which `UITextField` (and
    /// SwiftUI's `TextField`, `SecureField`) draws on one line, cut with an ellipsis. It never wraps or breaks a word,
    /// and cut at the larger sizes it is a hint the user types over, not text the screen loses; the field itself
    /// takes whatever width its row leaves it.
    public var isTextEntry: Bool { self == .textField || self == .secureField }
}

extension NodeKind {
    /// The kind's name (`text`, `hstack`, …).
    public var kindName: NodeKindName {
        switch self {
        case .text: return .text
        case .image: return .image
        case .button: return .button
        case .stack(let s):
            switch s.axis {
            case .horizontal: return .hstack
            case .vertical: return .vstack
            case .adaptive: return .stack
            }
        case .spacer: return .spacer
        case .divider: return .divider
        case .padding: return .padding
        case .frame: return .frame
        case .list: return .list
        case .scroll: return .scroll
        case .zstack: return .zstack
        case .layer(let l): return l.isBackground ? .background : .overlay
        case .fixedSize: return .fixedSize
        case .viewThatFits: return .viewThatFits
        case .grid: return .grid
        case .lazyGrid: return .lazyVGrid
        case .conditional: return .conditional
        case .control(let c): return NodeKindName(rawValue: c.kind.rawValue)!
        case .labeledContent: return .labeledContent
        case .navigation: return .navigation
        }
    }

    /// The name used in paths, dumps and specs (`text`, `hstack`, …).
    public var name: String { kindName.rawValue }

    /// The node's children in layout order: a stack's children, the one child of a modifier or scroll view, and a
    /// list's section headers and rows section by section (each header before its rows).
    ///
    /// This and ``mapChildren(_:)`` are the only places that know where each kind keeps its children: every walk of
    /// a tree (the indexed ``LayoutTree``, localization, id collection) goes through them.
    public var children: [Node] {
        switch self {
        case .stack(let s): return s.children
        case .padding(_, let c), .frame(_, let c), .scroll(_, let c), .fixedSize(_, let c): return [c]
        case .list(let list):
            var out: [Node] = []
            for section in list.sections {
                if let header = section.header { out.append(header) }
                out += section.rows
                if let footer = section.footer { out.append(footer) }
            }
            return out
        case .zstack(let z): return z.children
        case .layer(let l): return [l.base, l.layer]
        case .viewThatFits(let v): return v.options
        case .grid(let g): return g.rows.flatMap { $0 }
        case .lazyGrid(let g): return g.children
        case .conditional(let c): return [c.then] + (c.otherwise.map { [$0] } ?? [])
        case .labeledContent(let l): return [l.label, l.content]
        case .navigation(let n): return (n.title.map { [$0] } ?? []) + [n.content]
        case .text, .image, .button, .spacer, .divider, .control: return []
        }
    }

    /// The same kind with every child replaced by `transform(child)`, in the order of ``children``.
    public func mapChildren(_ transform: (Node) throws -> Node) rethrows -> NodeKind {
        switch self {
        case .stack(var s):
            s.children = try s.children.map(transform)
            return .stack(s)
        case .padding(let insets, let c): return .padding(insets, try transform(c))
        case .frame(let f, let c): return .frame(f, try transform(c))
        case .scroll(let axis, let c): return .scroll(axis, try transform(c))
        case .fixedSize(let axes, let c): return .fixedSize(axes, try transform(c))
        case .list(var list):
            list.sections = try list.sections.map { section in
                var s = section
                s.header = try s.header.map(transform)
                s.rows = try s.rows.map(transform)
                s.footer = try s.footer.map(transform)
                return s
            }
            return .list(list)
        case .zstack(var z):
            z.children = try z.children.map(transform)
            return .zstack(z)
        case .layer(var l):
            l.base = try transform(l.base)
            l.layer = try transform(l.layer)
            return .layer(l)
        case .viewThatFits(var v):
            v.options = try v.options.map(transform)
            return .viewThatFits(v)
        case .grid(var g):
            g.rows = try g.rows.map { try $0.map(transform) }
            return .grid(g)
        case .lazyGrid(var g):
            g.children = try g.children.map(transform)
            return .lazyGrid(g)
        case .conditional(var c):
            c.then = try transform(c.then)
            c.otherwise = try c.otherwise.map(transform)
            return .conditional(c)
        case .labeledContent(var l):
            l.label = try transform(l.label)
            l.content = try transform(l.content)
            return .labeledContent(l)
        case .navigation(var n):
            n.title = try n.title.map(transform)
            n.content = try transform(n.content)
            return .navigation(n)
        case .text, .image, .button, .spacer, .divider, .control: return self
        }
    }
}

extension Node {
    /// Calls `visit` with this node and every descendant, depth first in ``NodeKind/children`` order.
    public func forEachNode(_ visit: (Node) throws -> Void) rethrows {
        try visit(self)
        for child in kind.children { try child.forEachNode(visit) }
    }

    /// This node with `transform` applied to every node bottom-up (children first, then the node holding them).
    public func transformed(_ transform: (Node) throws -> Node) rethrows -> Node {
        var copy = self
        copy.kind = try kind.mapChildren { try $0.transformed(transform) }
        return try transform(copy)
    }
}
