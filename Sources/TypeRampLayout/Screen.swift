import TypeRampCore
import TypeRampMetrics

/// A device screen TypeRamp lays out on: size in points, safe area and display scale.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// Stable identifier used on the command line (`iphone`, `iphone-se`, `ipad-mini` …).
    public let id: String
    /// Marketing name.
    public let name: String
    /// Portrait width in points.
    public let width: Points
    /// Portrait height in points.
    public let height: Points
    /// Portrait safe-area insets in points (status bar / Dynamic Island and home indicator).
    public let safeArea: EdgeInsets
    /// Landscape safe-area insets in points (leading/trailing are the sensor housing sides).
    public let landscapeSafeArea: EdgeInsets
    /// Pixels per point.
    public let displayScale: Double

    /// The iPhone SE (1st generation): 320 × 568 pt, @2x. The narrowest iPhone iOS still lays out for.
    public static let iPhoneSE1stGeneration = Device(
        id: "iphone-se-1", name: "iPhone SE (1st generation)", width: 320, height: 568,
        safeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(), displayScale: 2)
    /// The iPhone SE (2nd and 3rd generation): 375 × 667 pt, @2x.
    public static let iPhoneSE = Device(
        id: "iphone-se", name: "iPhone SE", width: 375, height: 667,
        safeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(), displayScale: 2)
    /// The iPhone 16: 393 × 852 pt, @3x (the default device).
    public static let iPhone16 = Device(
        id: "iphone", name: "iPhone 16", width: 393, height: 852,
        safeArea: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), displayScale: 3)
    /// The iPhone 16 Pro Max: 430 × 932 pt, @3x.
    public static let iPhone16ProMax = Device(
        id: "iphone-pro-max", name: "iPhone 16 Pro Max", width: 430, height: 932,
        safeArea: EdgeInsets(top: 59, bottom: 34),
        landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), displayScale: 3)
    /// The iPad mini: 744 × 1133 pt, @2x.
    public static let iPadMini = Device(
        id: "ipad-mini", name: "iPad mini", width: 744, height: 1133,
        safeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20), displayScale: 2)
    /// The iPad: 820 × 1180 pt, @2x.
    public static let iPad = Device(
        id: "ipad", name: "iPad", width: 820, height: 1180,
        safeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20), displayScale: 2)
    /// The iPad Pro 12.9-inch: 1024 × 1366 pt, @2x.
    public static let iPadPro12_9 = Device(
        id: "ipad-pro-12.9", name: "iPad Pro 12.9-inch", width: 1024, height: 1366,
        safeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20), displayScale: 2)

    /// The presets, narrowest first. Sizes and safe areas from Apple's device specifications.
    public static let presets: [Device] = [.iPhoneSE1stGeneration, .iPhoneSE, .iPhone16, .iPhone16ProMax, .iPadMini, .iPad, .iPadPro12_9]

    /// Finds a preset by id, name or portrait width (`393`).
    public static func named(_ text: String) -> Device? {
        let key = text.lowercased()
        return presets.first { $0.id == key || $0.name.lowercased() == key || formatDecimal($0.width) == key }
    }

    /// The preset named `name` (its id, marketing name or portrait width in points, as ``named(_:)`` matches);
    /// throws an ``UnknownNameError`` listing the preset ids otherwise.
    public static func preset(named name: String) throws -> Device {
        guard let device = named(name) else { throw UnknownNameError(kind: "device", name: name, candidates: presets.map(\.id)) }
        return device
    }

    /// A device of an explicit size with no safe area.
    public static func custom(width: Points, height: Points, displayScale: Double = 3) -> Device {
        Device(
            id: "\(formatDecimal(width))x\(formatDecimal(height))", name: "\(formatDecimal(width)) × \(formatDecimal(height)) pt",
            width: width, height: height, safeArea: EdgeInsets(), landscapeSafeArea: EdgeInsets(), displayScale: displayScale)
    }

    public var description: String { id }
}

/// Portrait or landscape.
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}

/// Where and how a screen is shown: device, orientation, safe area override.
public struct Viewport: Hashable, Sendable {
    /// The device.
    public var device: Device
    /// Its orientation.
    public var orientation: Orientation

    /// Creates a viewport.
    public init(device: Device, orientation: Orientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// The screen size in points.
    public var size: Size {
        orientation == .portrait ? Size(width: device.width, height: device.height) : Size(width: device.height, height: device.width)
    }

    /// The safe-area insets in points.
    public var safeArea: EdgeInsets {
        orientation == .portrait ? device.safeArea : device.landscapeSafeArea
    }

    /// A viewport `width` points wide: the preset with that portrait width, else a custom device as tall as an iPhone 16.
    public static func width(_ width: Points) -> Viewport {
        if let preset = Device.presets.first(where: { $0.width == width }) { return Viewport(device: preset) }
        return Viewport(device: .custom(width: width, height: 852))
    }
}

/// A screen: a named root view with its viewport and rotors.
public struct Screen: Sendable {
    /// The screen's name (`poll`, `settings` …).
    public var name: String
    /// The device it is designed for by default (the audit overrides the width).
    public var viewport: Viewport
    /// The root view.
    public var root: Node
    /// Custom rotors.
    public var rotors: [CustomRotorSpec]
    /// Audit rule ids suppressed for the whole screen.
    public var suppressions: [String]
    /// Where it was declared.
    public var location: SourceLocation?
    /// Why the screen is a component the app shows inside others (a card previewed on its own, a widget, a
    /// size-that-fits preview) rather than a screen it presents; nil for a screen. Screen-level rules (scrolling, content
    /// outside a scroll view) do not apply to components (docs/audit.md, "Screens and components").
    public var component: String?
    /// The widget family the screen is drawn as, when it is a home-screen widget's view: the audit lays it out in the
    /// family's box on each iPhone width (``WidgetFamily/viewport(onScreenWidth:margins:)``) instead of the screen.
    public var widget: WidgetFamily?
    /// Whether WidgetKit's content margins apply inside the widget's box (false after `.contentMarginsDisabled()`).
    public var widgetContentMargins = true
    /// The screen widths the screen exists at, nil for every width: a variant of a view whose values the app chooses by
    /// the screen's width (`switch UIScreen.main.bounds.width { case ..<375: … }`) is audited only at the matrix
    /// widths inside them (screens format: `screenWidths`).
    public var screenWidths: ScreenWidths?
    /// Whether WidgetKit draws the screen: a widget family's box (``widget``), or a widget extension's view whose box
    /// TypeRamp does not know (`widget: any`: a Live Activity's, a part previewed alone), audited at the widths.
    public var isWidget = false

    /// Creates a screen.
    public init(
        name: String, viewport: Viewport = Viewport(device: .iPhone16), root: Node,
        rotors: [CustomRotorSpec] = [], suppressions: [String] = [], location: SourceLocation? = nil
    ) {
        self.name = name
        self.viewport = viewport
        self.root = root
        self.rotors = rotors
        self.suppressions = suppressions
        self.location = location
    }
}
