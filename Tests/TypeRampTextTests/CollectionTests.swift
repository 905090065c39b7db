import Foundation
import Testing
import TypeRampCore

@testable import TypeRampText

/// TrueType collections: the test builds a TTC from two bundled fonts (OpenType's collection header
/// followed by each font's table directory, table offsets rewritten), then loads each member.
@Suite struct CollectionTests {
    static func makeCollection(_ files: [String]) throws -> Data {
        let fonts = try files.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.fonts + "/" + $0))) }
        func u16(_ b: [UInt8], _ o: Int) -> Int { Int(b[o]) << 8 | Int(b[o + 1]) }
        func u32(_ b: [UInt8], _ o: Int) -> Int { u16(b, o) << 16 | u16(b, o + 2) }
        func put32(_ v: Int, into out: inout [UInt8], at o: Int) {
            for i in 0..<4 { out[o + i] = UInt8((v >> (24 - 8 * i)) & 0xFF) }
        }
        let headerSize = 12 + 4 * fonts.count
        var directories: [[UInt8]] = []
        var tables: [UInt8] = []
        let directorySizes = fonts.map { 12 + 16 * u16($0, 4) }
        let tablesStart = headerSize + directorySizes.reduce(0, +)
        for font in fonts {
            let count = u16(font, 4)
            var directory = Array(font[0..<(12 + 16 * count)])
            for t in 0..<count {
                let record = 12 + 16 * t
                let offset = u32(font, record + 8), length = u32(font, record + 12)
                while tables.count % 4 != 0 { tables.append(0) }
                put32(tablesStart + tables.count, into: &directory, at: record + 8)
                tables.append(contentsOf: font[offset..<(offset + length)])
            }
            directories.append(directory)
        }
        var out: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0] + [0, 0, 0, UInt8(fonts.count)]
        var at = headerSize
        for directory in directories {
            out += [0, 0, 0, 0]
            put32(at, into: &out, at: out.count - 4)
            at += directory.count
        }
        for directory in directories { out += directory }
        return Data(out + tables)
    }

    @Test func loadsEachFaceOfACollection() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-\(getpid()).ttc").path
        try Self.makeCollection(["Noto/NotoSansHebrew-Regular.ttf", "Noto/NotoSansThai-Regular.ttf"])
            .write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try FontFace.faceCount(path: path) == 2)
        let hebrew = try FontFace.load(path: path, index: 0)
        let thai = try FontFace.load(path: path, index: 1)
        #expect(hebrew.familyName == "Noto Sans Hebrew" && thai.familyName == "Noto Sans Thai")
        #expect(thai.index == 1 && thai.covers("ก") && !hebrew.covers("ก"))
        // The member measures exactly as the stand-alone file does.
        let alone = try Fixtures.font("Noto/NotoSansThai-Regular.ttf")
        let engine = TextEngine()
        let text = "การตั้งค่าทั่วไป"
        let a = engine.measure(text, attributes: TextAttributes(cascade: FontCascade(thai), size: 17, locale: "th"))
        let b = engine.measure(text, attributes: TextAttributes(cascade: FontCascade(alone), size: 17, locale: "th"))
        #expect(a.size == b.size)
        #expect {
            try FontFace.load(path: path, index: 2)
        } throws: { error in
            (error as? InputError).map { $0.message.contains("out of range") && $0.message.contains("2 face") } ?? false
        }
    }
}
