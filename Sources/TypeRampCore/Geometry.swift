/// A length in typographic points (1 pt = 1 px at @1x, 1/72 inch on paper).
///
/// TypeRamp's public API speaks points everywhere; font units stay inside the text
/// engine and pixels appear only when rendering at a display scale.
public typealias Points = Double

/// A position in points, origin at the top-leading corner, y growing downwards (UIKit's convention).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position in points.
    public var x: Points
    /// Vertical position in points, growing downwards.
    public var y: Points

    /// Creates a point from its coordinates in points.
    public init(x: Points, y: Points) {
        self.x = x
        self.y = y
    }

    /// The origin (0, 0).
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(formatDecimal(x)), \(formatDecimal(y)))" }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Width in points.
    public var width: Points
    /// Height in points.
    public var height: Points

    /// Creates a size from its width and height in points.
    public init(width: Points, height: Points) {
        self.width = width
        self.height = height
    }

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public func length(along axis: Axis) -> Points {
        axis == .horizontal ? width : height
    }

    public var description: String { "\(formatDecimal(width)) × \(formatDecimal(height))" }
}

/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-leading corner.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from an origin and a size in points.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates in points.
    public init(x: Points, y: Points, width: Points, height: Points) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// Leftmost x.
    public var minX: Points { origin.x }
    /// Topmost y.
    public var minY: Points { origin.y }
    /// Rightmost x.
    public var maxX: Points { origin.x + size.width }
    /// Bottommost y.
    public var maxY: Points { origin.y + size.height }
    /// The horizontal centre, in points.
    public var midX: Points { origin.x + size.width / 2 }
    /// The vertical centre, in points.
    public var midY: Points { origin.y + size.height / 2 }
    /// Width in points.
    public var width: Points { size.width }
    /// Height in points.
    public var height: Points { size.height }

    /// Whether `other` lies entirely inside this rectangle, allowing `tolerance` points of slack on each edge.
    public func contains(_ other: Rect, tolerance: Points = 0.001) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The overlapping area of two rectangles, or nil when they do not overlap by more than `tolerance` on both axes.
    public func intersection(_ other: Rect, tolerance: Points = 0.001) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 - x0 > tolerance, y1 - y0 > tolerance else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// This rectangle moved by `dx`, `dy` points.
    public func offsetBy(dx: Points, dy: Points) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    public var description: String {
        "x \(formatDecimal(minX)) y \(formatDecimal(minY)) w \(formatDecimal(width)) h \(formatDecimal(height))"
    }
}

/// Insets from each edge in points; `leading` and `trailing` follow the layout direction.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: Points
    /// Inset from the leading edge (left in left-to-right layouts), in points.
    public var leading: Points
    /// Inset from the bottom edge, in points.
    public var bottom: Points
    /// Inset from the trailing edge (right in left-to-right layouts), in points.
    public var trailing: Points

    /// Creates insets from four edge values in points.
    public init(top: Points = 0, leading: Points = 0, bottom: Points = 0, trailing: Points = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: Points) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// Leading plus trailing, in points.
    public var horizontal: Points { leading + trailing }
    /// Top plus bottom, in points.
    public var vertical: Points { top + bottom }
}

/// A layout axis.
public enum Axis: String, Hashable, Sendable, CaseIterable {
    /// Left to right (or right to left in RTL layouts).
    case horizontal
    /// Top to bottom.
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// The writing direction a layout follows (UIKit's `effectiveUserInterfaceLayoutDirection`).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Leading is left.
    case leftToRight
    /// Leading is right (Arabic, Hebrew, …).
    case rightToLeft
}
