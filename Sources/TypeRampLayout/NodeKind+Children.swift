import TypeRampCore

/// The kind of a node without its content: what dumps, paths and solved nodes name it by.
///
/// `stack` is an adaptive stack (horizontal or vertical depending on its rule); `hstack` and `vstack` have one axis.
public enum NodeKindName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case text, image, button, hstack, vstack, stack, spacer, divider, padding, frame, list, scroll

    public var description: String { rawValue }

    /// True for the kinds that wrap exactly one child and add to its size or place it (`padding`, `frame`).
    public var isModifier: Bool { self == .padding || self == .frame }
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
        case .padding(_, let c), .frame(_, let c), .scroll(_, let c): return [c]
        case .list(let list):
            var out: [Node] = []
            for section in list.sections {
                if let header = section.header { out.append(header) }
                out += section.rows
            }
            return out
        case .text, .image, .button, .spacer, .divider: return []
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
        case .list(var list):
            list.sections = try list.sections.map { section in
                var s = section
                s.header = try s.header.map(transform)
                s.rows = try s.rows.map(transform)
                return s
            }
            return .list(list)
        case .text, .image, .button, .spacer, .divider: return self
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
