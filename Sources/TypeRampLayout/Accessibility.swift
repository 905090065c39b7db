import TypeRampCore

/// UIAccessibilityTraits that TypeRamp models.
public enum AccessibilityTrait: String, Hashable, Sendable, CaseIterable, Comparable {
    case button, link, header, image, selected, notEnabled, adjustable, staticText, summaryElement
    case updatesFrequently, playsSound, startsMediaSession, searchField, keyboardKey, causesPageTurn
    case allowsDirectInteraction, tabBar
    /// Not a `UIAccessibilityTraits` value: a text field (`UITextField`, SwiftUI `TextField`), which VoiceOver
    /// announces as "text field".
    case textField

    /// VoiceOver's spoken name of the trait ("button", "heading", …), or nil when it speaks nothing.
    public var spoken: String? {
        switch self {
        case .button: return "button"
        case .link: return "link"
        case .header: return "heading"
        case .image: return "image"
        case .selected: return "selected"
        case .notEnabled: return "dimmed"
        case .adjustable: return "adjustable"
        case .searchField: return "search field"
        case .tabBar: return "tab bar"
        case .keyboardKey: return "key"
        case .textField: return "text field"
        default: return nil
        }
    }

    public static func < (a: AccessibilityTrait, b: AccessibilityTrait) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A node's accessibility properties as the developer declared them; nil fields take UIKit's defaults.
public struct AccessibilitySpec: Sendable, Hashable {
    /// `accessibilityLabel`.
    public var label: String?
    /// `accessibilityValue`.
    public var value: String?
    /// `accessibilityHint`.
    public var hint: String?
    /// Traits; nil takes the kind's default (static text, button, image).
    public var traits: Set<AccessibilityTrait>?
    /// `accessibilityElementsHidden` / `isAccessibilityElement = false` on a leaf.
    public var hidden: Bool
    /// A container that becomes one element whose label joins its children's labels with ", "
    /// (SwiftUI `.accessibilityElement(children: .combine)`).
    public var element: Bool
    /// An explicit order of descendant ids (`accessibilityElements`).
    public var order: [String]
    /// Custom actions' names (`accessibilityCustomActions`).
    public var customActions: [String]
    /// `accessibilityViewIsModal`.
    public var modal: Bool
    /// The node is presented over other content (a sheet, alert, popover): it should set `modal`.
    public var presentsModally: Bool
    /// Actions reachable only by a gesture (swipe to delete, long press …), by name.
    public var gestures: [String]
    /// What the node's gesture or button does, by name (the functions its code calls, the state it changes): a gesture
    /// whose every action a button, link or control on the screen also performs has that control as its alternative.
    public var performs: [String] = []
    /// What the buttons of the node's context menu or swipe actions do (`.contextMenu { Button … }`, `.swipeActions {
    /// Button … }`), by name as ``performs``: VoiceOver offers the menu and the swipe actions among the element's actions,
    /// so a gesture whose every action one of those buttons also performs has it as its alternative.
    public var menuPerforms: [String] = []
    /// The id of the element this visible text labels (a "Price" label for a "$5" value).
    public var labels: String?

    /// Creates a spec; every field defaults to UIKit's behaviour.
    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: Set<AccessibilityTrait>? = nil,
        hidden: Bool = false, element: Bool = false, order: [String] = [], customActions: [String] = [],
        modal: Bool = false, presentsModally: Bool = false, gestures: [String] = [], labels: String? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.hidden = hidden
        self.element = element
        self.order = order
        self.customActions = customActions
        self.modal = modal
        self.presentsModally = presentsModally
        self.gestures = gestures
        self.labels = labels
    }
}

/// A custom rotor (`UIAccessibilityCustomRotor`, SwiftUI `accessibilityRotor`).
public struct CustomRotorSpec: Sendable, Hashable {
    /// How the rotor chooses its entries.
    public enum Entries: Sendable, Hashable {
        /// These node ids, in this order.
        case ids([String])
        /// Every node carrying this tag, in reading order.
        case tagged(String)
    }

    /// The rotor's name as VoiceOver announces it.
    public var name: String
    /// Its entries.
    public var entries: Entries
    /// Where it was declared.
    public var location: SourceLocation?

    /// Creates a rotor.
    public init(name: String, entries: Entries, location: SourceLocation? = nil) {
        self.name = name
        self.entries = entries
        self.location = location
    }
}
