import CUnicode

// MARK: - ICU adapter (through CUnicode): one final class per ICU object, closed in deinit.

/// Owns a CUnicode break iterator (line or grapheme) for one locale. Not thread-safe: borrow it from
/// a ``BreakerPool`` for the duration of one call.
final class ICUBreaker {
    let pointer: OpaquePointer
    let isLine: Bool

    /// Opens a breaker; nil when ICU has no data for it (then the root locale is tried by the pool).
    init?(line: Bool, locale: String) {
        var error: Int32 = 0
        guard let breaker = cu_breaker_open(line ? CU_BREAK_LINE : CU_BREAK_GRAPHEME, locale, &error) else { return nil }
        pointer = breaker
        isLine = line
    }

    deinit { cu_breaker_close(pointer) }

    /// Boundaries after offset 0 (UTF-16 offsets, the end included) and, for a line breaker, whether each is mandatory
    /// (empty for a grapheme breaker).
    func boundaries(_ text: UnsafeBufferPointer<UInt16>) -> (positions: [Int32], hard: [Bool]) {
        let capacity = text.count + 1
        var count: Int32 = 0
        var hard: [Bool] = []
        let positions = [Int32](unsafeUninitializedCapacity: capacity) { positionsBuffer, positionsCount in
            if isLine {
                hard = [Bool](unsafeUninitializedCapacity: capacity) { hardBuffer, hardCount in
                    // CUnicode writes 0 or 1 per boundary: the bit patterns of false and true.
                    count = hardBuffer.withMemoryRebound(to: UInt8.self) { flags in
                        cu_breaker_boundaries(
                            pointer, text.baseAddress, Int32(text.count), positionsBuffer.baseAddress, flags.baseAddress,
                            Int32(capacity))
                    }
                    hardCount = max(0, Int(count))
                }
            } else {
                count = cu_breaker_boundaries(
                    pointer, text.baseAddress, Int32(text.count), positionsBuffer.baseAddress,
                    nil, Int32(capacity))
            }
            positionsCount = max(0, Int(count))
        }
        guard count >= 0 else { return ([Int32(text.count)], isLine ? [false] : []) }
        return (positions, hard)
    }
}

/// Break iterators kept for reuse, per kind and locale (opening one costs far more than using it).
/// The only shared mutable state besides the caches; guarded by a lock.
///
/// `@unchecked Sendable`: `idle` is only read and written with `lock` held. An ``ICUBreaker`` (not thread-safe) is
/// either in `idle` or borrowed by exactly one caller of ``with(line:locale:_:)``, which takes it out under the lock
/// and puts it back under the lock when done.
final class BreakerPool: @unchecked Sendable {
    /// An idle breaker with what it breaks: the kind and the locale as callers spell it (BCP 47).
    private struct Entry {
        var line: Bool
        var locale: String
        var breaker: ICUBreaker
    }

    private let lock = Lock()
    /// Idle breakers, the most recently returned last (a short list scanned from the end: a process uses a few
    /// locales, and a dictionary keyed by strings cost allocations on every borrow).
    private var idle: [Entry] = []
    /// At most this many idle breakers are kept (beyond it, a returned breaker is closed): room for a line and a
    /// grapheme breaker per locale and worker in an audit of dozens of languages.
    private static let maximumIdle = 256

    /// Runs `body` with a breaker for `locale`, returning it to the pool afterwards.
    func with<T>(line: Bool, locale: String, _ body: (ICUBreaker?) -> T) -> T {
        let borrowed: ICUBreaker? = lock.withLock {
            guard let i = idle.lastIndex(where: { $0.line == line && $0.locale == locale }) else { return nil }
            return idle.remove(at: i).breaker
        }
        let breaker: ICUBreaker?
        if let borrowed {
            breaker = borrowed
        } else {
            let icu = BreakerPool.icuLocale(locale)
            breaker = ICUBreaker(line: line, locale: icu) ?? ICUBreaker(line: line, locale: "")
        }
        defer {
            if let breaker {
                lock.withLock {
                    if idle.count < BreakerPool.maximumIdle { idle.append(Entry(line: line, locale: locale, breaker: breaker)) }
                }
            }
        }
        return body(breaker)
    }

    /// ICU's spelling of a BCP 47 tag (`zh-Hant-TW` → `zh_Hant_TW`).
    static func icuLocale(_ locale: String) -> String {
        String(locale.map { $0 == "-" ? "_" : $0 })
    }
}

/// UAX #9 levels per UTF-16 unit, or nil when the text has nothing that could be right-to-left
/// (then every level is 0 and ICU is not called).
func bidiLevels(_ text: UnsafeBufferPointer<UInt16>) -> [UInt8]? {
    var mayBeRightToLeft = false
    for unit in text where unit >= 0x0590 {
        switch unit {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x200F, 0x202B, 0x202E, 0x2067,
            0xD802, 0xD803, 0xD83A, 0xD83B:
            mayBeRightToLeft = true
        default: continue
        }
        if mayBeRightToLeft { break }
    }
    guard mayBeRightToLeft else { return nil }
    var levels = [UInt8](repeating: 0, count: text.count)
    let result = levels.withUnsafeMutableBufferPointer { cu_bidi_levels(text.baseAddress, Int32(text.count), 0xFE, $0.baseAddress) }
    return result < 0 ? nil : levels
}

/// The ISO 15924 script of a scalar, packed like an OpenType tag.
@inline(__always)
func scriptTag(_ scalar: UInt32) -> UInt32 {
    if scalar < 0x80 {
        let isLetter = (scalar >= 0x41 && scalar <= 0x5A) || (scalar >= 0x61 && scalar <= 0x7A)
        return isLetter ? ScriptTag.latin : ScriptTag.common
    }
    let code = Int(cu_script_code(scalar))
    return code >= 0 && code < scriptTagOfCode.count ? scriptTagOfCode[code] : ScriptTag.unknown
}

/// ISO 15924 tags indexed by ICU script code: an immutable table built once (Swift initialises
/// globals lazily and thread-safely).
let scriptTagOfCode: [UInt32] = (0..<max(0, cu_script_code_limit())).map { cu_script_tag_of_code($0) }

/// Script tags used by the itemizer.
enum ScriptTag {
    static let latin: UInt32 = 0x4C61_746E  // Latn
    static let common: UInt32 = 0x5A79_7979  // Zyyy
    static let inherited: UInt32 = 0x5A69_6E68  // Zinh
    static let unknown: UInt32 = 0x5A7A_7A7A  // Zzzz

    /// Whether the tag is one that takes its neighbours' script (Common, Inherited, Unknown).
    @inline(__always)
    static func isNeutral(_ tag: UInt32) -> Bool { tag == common || tag == inherited || tag == unknown }
}

/// The ICU version TypeRampText links (for fixture headers and `docs/text.md`).
public var icuVersion: String { String(cString: cu_icu_version()) }
