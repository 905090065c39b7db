import TypeRampCore
import TypeRampDecoding

/// A view being translated: one node of the screens format (its kind key and value, its properties, its accessibility,
/// and the layout modifiers that wrap it, in the order the Swift code applies them).
struct ViewSpec {
    /// Where the view is created in the Swift source.
    var location: SourceLocation
    /// The node kind's key in the screens format (`text`, `vstack`, `button`, …).
    var kind: String
    /// The kind's value (the text, the children, …).
    var value: SpecNode
    /// Kind properties (`style`, `lines`, `spacing`, …) by key, last one wins.
    var properties: [(String, SpecNode)] = []
    /// Accessibility entries (`label`, `hint`, `hidden`, …).
    var accessibility: [(String, SpecNode)] = []
    /// Traits added; `removedTraits` taken away.
    var traits: [String] = []
    var removedTraits: [String] = []
    /// Common keys (`id`, `dynamicTypeSize`, `layoutPriority`, `scaledMetric`, `suppress`).
    var common: [(String, SpecNode)] = []
    /// Size-deciding modifiers in application order: `padding`, `frame`, `fixedSize`, `overlay`, `background`.
    var modifiers: [(String, SpecNode)] = []

    init(_ kind: String, _ value: SpecNode, at location: SourceLocation) {
        self.kind = kind
        self.value = value
        self.location = location
    }

    mutating func set(_ key: String, _ value: SpecNode) {
        properties.removeAll { $0.0 == key }
        properties.append((key, value))
    }

    func property(_ key: String) -> SpecNode? { properties.last { $0.0 == key }?.1 }

    mutating func setCommon(_ key: String, _ value: SpecNode) {
        common.removeAll { $0.0 == key }
        common.append((key, value))
    }

    mutating func setAccessibility(_ key: String, _ value: SpecNode) {
        accessibility.removeAll { $0.0 == key }
        accessibility.append((key, value))
    }

    /// Adds a size-deciding modifier. A second modifier of a kind already applied (`.padding().background().padding()`)
    /// wraps the view so far in a one-child `zstack`, which sizes to its child, and applies it there.
    mutating func addModifier(_ key: String, _ value: SpecNode) {
        if modifiers.contains(where: { $0.0 == key }) {
            let inner = self
            self = ViewSpec("zstack", Spec.list([inner.spec()], inner.location), at: value.location)
        }
        modifiers.append((key, value))
    }

    /// The node as the screens format's spec tree, with a `source` key giving the Swift location.
    func spec() -> SpecNode {
        var entries: [(String, SpecNode)] = [(kind, value)]
        entries += properties
        entries += common
        var a = accessibility
        if !traits.isEmpty || !removedTraits.isEmpty {
            let kept = traits.filter { !removedTraits.contains($0) }
            if !kept.isEmpty { a.append(("traits", Spec.list(kept.map { Spec.plain($0, location) }, location))) }
        }
        if !a.isEmpty { entries.append(("accessibility", Spec.map(a, location))) }
        entries.append(("source", Spec.string(location.description, location)))
        entries += modifiers
        return Spec.map(entries, location)
    }
}
