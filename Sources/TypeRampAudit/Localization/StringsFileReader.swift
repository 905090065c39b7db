import Foundation
import TypeRampCore

/// Reads `.strings` files: `"key" = "value";` pairs with `/* */` and `//` comments and the escapes `\"`, `\\`, `\n`,
/// `\t`, `\r`, `\0` and `\Uxxxx` / `\uxxxx` (any other escaped character stands for itself, as in Apple's reader), in
/// UTF-8 or UTF-16; or an XML property list of strings, which Xcode also writes (`<plist><dict><key>…`). Errors name the
/// line and column.
enum StringsFileReader {
    static func load(path: String, locale: String?) throws -> StringCatalog {
        let text = try StringCatalog.readText(path)
        guard let locale = locale ?? StringCatalog.localeFromPath(path) else {
            throw InputError(
                "cannot tell the locale of this file: put it in a folder like de.lproj/, name it de.strings, or pass de=\(path)",
                at: SourceLocation(file: path))
        }
        let start = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if start.hasPrefix("<?xml") || start.hasPrefix("<!DOCTYPE plist") || start.hasPrefix("<plist") {
            return StringCatalog(file: path, strings: [locale: try parsePropertyList(text, file: path)])
        }
        return StringCatalog(file: path, strings: [locale: try parse(text, file: path)])
    }

    /// An XML property list whose root is a dictionary of strings.
    static func parsePropertyList(_ text: String, file: String) throws -> [String: String] {
        let root: Any
        do {
            root = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        } catch {
            throw InputError(
                "not a property list TypeRamp can read: \(error.localizedDescription)", at: SourceLocation(file: file, line: 1, column: 1))
        }
        guard let dictionary = root as? [String: Any] else {
            throw InputError("the property list's root is not a dictionary of strings", at: SourceLocation(file: file, line: 1, column: 1))
        }
        var table: [String: String] = [:]
        for (key, value) in dictionary {
            guard let s = value as? String else {
                throw InputError("the value of '\(key)' is not a string", at: SourceLocation(file: file, line: 1, column: 1))
            }
            table[key] = s
        }
        return table
    }

    static func parse(_ text: String, file: String) throws -> [String: String] {
        var scanner = Scanner(scalars: Array(text.unicodeScalars), file: file)
        var table: [String: String] = [:]
        while true {
            try scanner.skipSpaceAndComments()
            guard scanner.peek() != nil else { break }
            let key = try scanner.token(what: "a key")
            try scanner.skipSpaceAndComments()
            try scanner.expect("=")
            try scanner.skipSpaceAndComments()
            let value = try scanner.token(what: "a value")
            try scanner.skipSpaceAndComments()
            try scanner.expect(";")
            table[key] = value
        }
        return table
    }

    struct Scanner {
        let scalars: [Unicode.Scalar]
        let file: String
        var i = 0
        var line = 1
        var column = 1

        init(scalars: [Unicode.Scalar], file: String) {
            self.scalars = scalars
            self.file = file
        }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? { i + offset < scalars.count ? scalars[i + offset] : nil }

        mutating func advance() {
            if scalars[i] == "\n" { line += 1; column = 1 } else { column += 1 }
            i += 1
        }

        func error(_ message: String) -> InputError { InputError(message, at: SourceLocation(file: file, line: line, column: column)) }

        mutating func skipSpaceAndComments() throws {
            while let c = peek() {
                if c.properties.isWhitespace { advance(); continue }
                if c == "/" && peek(1) == "*" {
                    let start = error("unterminated comment")
                    advance(); advance()
                    while !(peek() == "*" && peek(1) == "/") {
                        guard peek() != nil else { throw start }
                        advance()
                    }
                    advance(); advance()
                    continue
                }
                if c == "/" && peek(1) == "/" {
                    while let d = peek(), d != "\n" { _ = d; advance() }
                    continue
                }
                break
            }
        }

        mutating func expect(_ c: Unicode.Scalar) throws {
            guard peek() == c else {
                throw error("expected '\(c)'" + (peek().map { ", found '\($0)'" } ?? " before the end of the file"))
            }
            advance()
        }

        /// A quoted string, or an unquoted word of letters, digits and `_.-` (allowed by the old property-list syntax).
        mutating func token(what: String) throws -> String {
            guard let c = peek() else { throw error("expected \(what) before the end of the file") }
            if c != "\"" {
                var word = String.UnicodeScalarView()
                while let d = peek(), d.properties.isAlphabetic || ("0"..."9").contains(d) || d == "_" || d == "." || d == "-" {
                    word.append(d); advance()
                }
                guard !word.isEmpty else { throw error("expected \(what) in double quotes, found '\(c)'") }
                return String(word)
            }
            let start = error("unterminated string")
            advance()
            var out = String.UnicodeScalarView()
            while true {
                guard let d = peek() else { throw start }
                if d == "\"" { advance(); break }
                if d == "\\" {
                    advance()
                    guard let e = peek() else { throw start }
                    switch e {
                    case "n": out.append("\n"); advance()
                    case "t": out.append("\t"); advance()
                    case "r": out.append("\r"); advance()
                    case "0": out.append("\0"); advance()
                    case "\"", "\\", "'": out.append(e); advance()
                    case "U", "u":
                        let escape = error("expected four hex digits after \\\(e)")
                        advance()
                        var hex = ""
                        for _ in 0..<4 {
                            guard let h = peek(), h.properties.isASCIIHexDigit else { throw escape }
                            hex.unicodeScalars.append(h); advance()
                        }
                        guard let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else { throw escape }
                        out.append(scalar)
                    default:
                        // As Apple's reader does: any other escaped character stands for itself (a backslash before a
                        // line break continues the string on the next line).
                        out.append(e); advance()
                    }
                    continue
                }
                out.append(d); advance()
            }
            return String(out)
        }
    }
}
