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

    /// The presets: the iPhone SE (1st gen, 320 pt; 2nd/3rd gen, 375 pt), iPhone 16 (393 pt), iPhone 16 Pro Max (430 pt),
    /// iPad mini (744 pt), iPad (820 pt) and iPad Pro 12.9" (1024 pt). Sizes and safe areas from Apple's device specifications.
    public static let presets: [Device] = [
        Device(id: "iphone-se-1", name: "iPhone SE (1st generation)", width: 320, height: 568,
               safeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(), displayScale: 2),
        Device(id: "iphone-se", name: "iPhone SE", width: 375, height: 667,
               safeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(), displayScale: 2),
        Device(id: "iphone", name: "iPhone 16", width: 393, height: 852,
               safeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), displayScale: 3),
        Device(id: "iphone-pro-max", name: "iPhone 16 Pro Max", width: 430, height: 932,
               safeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59), displayScale: 3),
        Device(id: "ipad-mini", name: "iPad mini", width: 744, height: 1133,
               safeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20), displayScale: 2),
        Device(id: "ipad", name: "iPad", width: 820, height: 1180,
               safeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20), displayScale: 2),
        Device(id: "ipad-pro-12.9", name: "iPad Pro 12.9-inch", width: 1024, height: 1366,
               safeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20), displayScale: 2),
    ]

    /// Finds a preset by id, name or portrait width (`393`).
    public static func named(_ text: String) -> Device? {
        let key = text.lowercased()
        return presets.first { $0.id == key || $0.name.lowercased() == key || formatDecimal($0.width) == key }
    }

    /// A device of an explicit size with no safe area.
    public static func custom(width: Points, height: Points, displayScale: Double = 3) -> Device {
        Device(id: "\(formatDecimal(width))x\(formatDecimal(height))", name: "\(formatDecimal(width)) × \(formatDecimal(height)) pt",
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

    /// Creates a screen.
    public init(name: String, viewport: Viewport = Viewport(device: Device.named("iphone")!), root: Node,
                rotors: [CustomRotorSpec] = [], suppressions: [String] = [], location: SourceLocation? = nil) {
        self.name = name
        self.viewport = viewport
        self.root = root
        self.rotors = rotors
        self.suppressions = suppressions
        self.location = location
    }
}
