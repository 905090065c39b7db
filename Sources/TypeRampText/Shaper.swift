import CHarfBuzz
import TypeRampCore

/// A run's glyphs in font units, shared between analyses through the shape cache. `Sendable`: one `let` of `Sendable`
/// values.
final class ShapedRun: Sendable {
    let glyphs: [ShapedGlyph]

    init(_ glyphs: [ShapedGlyph]) { self.glyphs = glyphs }
}

/// OpenType features as the style gives them and as HarfBuzz takes them.
struct FeatureSet: Hashable, Sendable {
    let features: [FontFeature]
    let harfBuzz: [hb_feature_t]

    init(_ features: [FontFeature]) {
        self.features = features
        harfBuzz = features.map { hb_feature_t(tag: $0.tag.rawValue, value: $0.value, start: 0, end: UInt32.max) }
    }

    static func == (lhs: FeatureSet, rhs: FeatureSet) -> Bool { lhs.features == rhs.features }
    func hash(into hasher: inout Hasher) { hasher.combine(features) }
}

/// Shapes runs with HarfBuzz through a bounded cache keyed by (instance, features, direction,
/// script, language, text): the same word or run shaped once serves every size and every string
/// that contains it as a run.
///
/// `@unchecked Sendable`: `cache` is a thread-safe ``BoundedCache``; `idle` is only read and written with `buffers`
/// held, and a ``HarfBuzzBuffer`` taken from it is used by that one thread until it is put back.
final class Shaper: @unchecked Sendable {
    private struct Key: Hashable {
        var instance: FontInstance
        var features: [FontFeature]
        var rightToLeft: Bool
        var script: UInt32
        var locale: String
        /// The run's text: a slice of the analysed string's units (no copy; the key keeps them alive).
        var text: ArraySlice<UInt16>

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(instance))
            hasher.combine(script)
            hasher.combine(rightToLeft)
            hasher.combine(locale)
            if !features.isEmpty { hasher.combine(features) }
            text.withUnsafeBytes { hasher.combine(bytes: $0) }
        }

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.instance === rhs.instance && lhs.script == rhs.script && lhs.rightToLeft == rhs.rightToLeft
                && lhs.locale == rhs.locale && lhs.features == rhs.features
                && lhs.text.withUnsafeBytes { a in rhs.text.withUnsafeBytes { b in a.elementsEqual(b) } }
        }
    }

    private let cache: BoundedCache<Key, ShapedRun>
    /// HarfBuzz buffers kept for reuse (allocating one per run costs three mallocs).
    private let buffers = Lock()
    private var idle: [HarfBuzzBuffer] = []

    init(capacity: Int) { cache = BoundedCache(capacity: capacity) }

    func shape(
        _ text: ArraySlice<UInt16>, instance: FontInstance, rightToLeft: Bool, script: UInt32,
        language: OpaquePointer?, locale: String, features: FeatureSet
    ) -> ShapedRun {
        let key = Key(
            instance: instance, features: features.features, rightToLeft: rightToLeft, script: script,
            locale: locale, text: text)
        let slot = cache.slot(for: key)
        if let hit = cache.value(at: slot) { return hit }
        return text.withUnsafeBufferPointer { text in
            shapeUncached(
                text, slot: slot, instance: instance, rightToLeft: rightToLeft, script: script,
                language: language, features: features)
        }
    }

    private func shapeUncached(
        _ text: UnsafeBufferPointer<UInt16>, slot: BoundedCache<Key, ShapedRun>.Slot, instance: FontInstance, rightToLeft: Bool,
        script: UInt32, language: OpaquePointer?, features: FeatureSet
    ) -> ShapedRun {
        let scratch = buffers.withLock { idle.popLast() } ?? HarfBuzzBuffer()
        let run = ShapedRun(
            instance.font.shape(
                text, rightToLeft: rightToLeft, script: script, language: language,
                features: features.harfBuzz, scratch: scratch))
        buffers.withLock { if idle.count < 16 { idle.append(scratch) } }
        cache.insert(run, at: slot, cost: 96 + text.count * 2 + run.glyphs.count * MemoryLayout<ShapedGlyph>.stride)
        return run
    }

    func removeAll() { cache.removeAll() }
    var statistics: (count: Int, bytes: Int) { cache.statistics }
}
