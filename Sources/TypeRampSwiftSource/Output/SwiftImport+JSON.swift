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
        var out = ""
        out.reserveCapacity(pieceSize * 2)
        func flushIfFull() throws {
            guard out.utf8.count >= pieceSize else { return }
            try write(out)
            out.removeAll(keepingCapacity: true)
        }
        func location(_ l: SourceLocation) -> String {
            "{\"file\": \(SpecWriter.jsonString(l.file)), \"line\": \(l.line), \"column\": \(l.column)}"
        }
        out += "{\n  \"schema\": \"typeramp.import/2\",\n  \"screens\": ["
        for (i, s) in screens.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\n      \"name\": \(SpecWriter.jsonString(s.name)),\n      \"source\": \(location(s.source)),\n"
            out += "      \"origin\": \(SpecWriter.jsonString(s.origin)),\n"
            out += "      \"component\": \(s.component.map(SpecWriter.jsonString) ?? "null"),\n"
            out += "      \"notes\": \(s.notes.count),\n      \"notesAffectingLayout\": \(s.notesAffectingLayout),\n"
            out += "      \"layoutNotes\": ["
            for (j, n) in s.notes.filter(\.affectsLayout).enumerated() {
                out += (j == 0 ? "" : ", ") + "{\"file\": \(SpecWriter.jsonString(n.location.file)), \"line\": \(n.location.line), "
                out += "\"message\": \(SpecWriter.jsonString(n.message))}"
            }
            out += "],\n"
            out += "      \"screen\": "
            SpecWriter.writeJSON(s.spec, indent: 6, into: &out)
            out += "\n    }"
            try flushIfFull()
        }
        out += screens.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"notes\": ["
        for (i, n) in notes.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"file\": \(SpecWriter.jsonString(n.location.file)), \"line\": \(n.location.line), \"column\": \(n.location.column), "
            out += "\"message\": \(SpecWriter.jsonString(n.message)), \"affectsLayout\": \(n.affectsLayout)}"
            try flushIfFull()
        }
        out += notes.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"unreadable\": ["
        for (i, e) in unreadable.enumerated() {
            out += i == 0 ? "\n" : ",\n"
            out += "    {\"file\": \(SpecWriter.jsonString(e.location.file)), \"message\": \(SpecWriter.jsonString(e.message))}"
        }
        out += unreadable.isEmpty ? "],\n" : "\n  ],\n"
        out += "  \"summary\": {\"files\": \(files.count), \"views\": \(viewCount), \"screens\": \(screens.count), "
        out += "\"importedFully\": \(fullyImported), \"importedWithNotes\": \(importedWithNotes), \"skipped\": \(skipped), "
        out += "\"unreadable\": \(unreadable.count)}\n}\n"
        try write(out)
    }
}
