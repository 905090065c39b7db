import Foundation

extension StringProtocol {
    /// Whether the text holds `needle`, as Foundation's `contains(_:)` answers: searched byte by byte when both are ASCII
    /// (where the two agree: an ASCII character has no other canonical form), Foundation's search otherwise. Foundation's
    /// bridges the text to an `NSString` (its UTF-16) on every call, which names and whole files are searched too often
    /// for.
    func includes(_ needle: String) -> Bool {
        let answer = utf8.withContiguousStorageIfAvailable { hay in
            needle.utf8.withContiguousStorageIfAvailable { pattern -> Bool? in
                guard TextSearch.isASCII(hay), TextSearch.isASCII(pattern) else { return nil }
                return TextSearch.find(pattern, in: hay)
            } ?? nil
        }
        if let answer, let answer { return answer }
        return contains(needle)
    }
}

/// The byte search behind ``Swift/StringProtocol/includes(_:)``.
enum TextSearch {
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for b in bytes where b >= 0x80 { return false }
        return true
    }

    /// Whether `pattern` occurs in `hay` (an empty pattern occurs everywhere, as Foundation answers only for a
    /// non-empty one: callers search for literals).
    static func find(_ pattern: UnsafeBufferPointer<UInt8>, in hay: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let first = pattern.first else { return nil }
        guard hay.count >= pattern.count else { return false }
        var i = 0
        let last = hay.count - pattern.count
        while i <= last {
            if hay[i] == first {
                var j = 1
                while j < pattern.count, hay[i + j] == pattern[j] { j += 1 }
                if j == pattern.count { return true }
            }
            i += 1
        }
        return false
    }
}
