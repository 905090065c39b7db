import TypeRampCore
import TypeRampDecoding

extension SwiftImport {
    /// `{"screens": [{"name", "source", "origin", "component", "notes", "notesAffectingLayout", "layoutNotes", "screen"}], "notes": [{file,
    /// line, column, message, affectsLayout}], "unreadable": [...], "summary": {…}}` (schema `typeramp.import/2`, described in
    /// docs/swift-source.md). Infinite lengths are the string "infinity".
    public func json() -> String {
        var all = ""
        writeJSON { all += $0 }
        return all
    }

    /// ``json()`` handed to `write` in pieces of about 64 KiB, in order: a large import is written to a file without
    /// being held as one string (the pieces joined are ``json()``).
    public func writeJSON(_ write: (String) throws -> Void) rethrows {
        let pieceSize = 1 << 16
        // Built in UTF-8 bytes (appending bytes is several times cheaper than appending to a `String`), handed on as text.
        var out: [UInt8] = []
        out.reserveCapacity(pieceSize * 2)
        func flushIfFull() throws {
            guard out.count >= pieceSize else { return }
            try write(String(decoding: out, as: UTF8.self))
            out.removeAll(keepingCapacity: true)
        }
        func put(_ text: String) { out.append(contentsOf: text.utf8) }
        func location(_ l: SourceLocation) -> String {
            "{\"file\": \(SpecWriter.jsonString(l.file)), \"line\": \(l.line), \"column\": \(l.column)}"
        }
        put("{\n  \"schema\": \"typeramp.import/2\",\n  \"screens\": [")
        for (i, s) in screens.enumerated() {
            put(i == 0 ? "\n" : ",\n")
            put("    {\n      \"name\": \(SpecWriter.jsonString(s.name)),\n      \"source\": \(location(s.source)),\n")
            put("      \"origin\": \(SpecWriter.jsonString(s.origin)),\n")
            put("      \"component\": \(s.component.map(SpecWriter.jsonString) ?? "null"),\n")
            put("      \"notes\": \(s.notes.count),\n      \"notesAffectingLayout\": \(s.notesAffectingLayout),\n")
            put("      \"layoutNotes\": [")
            for (j, n) in s.notes.filter(\.affectsLayout).enumerated() {
                put((j == 0 ? "" : ", ") + "{\"file\": \(SpecWriter.jsonString(n.location.file)), \"line\": \(n.location.line), ")
                put("\"message\": \(SpecWriter.jsonString(n.message))}")
            }
            put("],\n")
            put("      \"screen\": ")
            SpecWriter.writeJSON(s.spec, indent: 6, into: &out)
            put("\n    }")
            try flushIfFull()
        }
        put(screens.isEmpty ? "],\n" : "\n  ],\n")
        put("  \"notes\": [")
        for (i, n) in notes.enumerated() {
            put(i == 0 ? "\n" : ",\n")
            put("    {\"file\": \(SpecWriter.jsonString(n.location.file)), \"line\": \(n.location.line), \"column\": \(n.location.column), ")
            put("\"message\": \(SpecWriter.jsonString(n.message)), \"affectsLayout\": \(n.affectsLayout)}")
            try flushIfFull()
        }
        put(notes.isEmpty ? "],\n" : "\n  ],\n")
        put("  \"unreadable\": [")
        for (i, e) in unreadable.enumerated() {
            put(i == 0 ? "\n" : ",\n")
            put("    {\"file\": \(SpecWriter.jsonString(e.location.file)), \"message\": \(SpecWriter.jsonString(e.message))}")
        }
        put(unreadable.isEmpty ? "],\n" : "\n  ],\n")
        put("  \"summary\": {\"files\": \(files.count), \"views\": \(viewCount), \"screens\": \(screens.count), ")
        put("\"importedFully\": \(fullyImported), \"importedWithNotes\": \(importedWithNotes), \"skipped\": \(skipped), ")
        put("\"unreadable\": \(unreadable.count)}\n}\n")
        try write(String(decoding: out, as: UTF8.self))
    }
}
