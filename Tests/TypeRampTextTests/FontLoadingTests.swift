import Foundation
import Testing
import TypeRampCore

@testable import TypeRampText

@Suite struct FontLoadingTests {
    @Test func loadsStaticAndVariableFaces() throws {
        let inter = try Fixtures.font("Inter/Inter-SemiBold.otf")
        #expect(inter.familyName == "Inter")
        #expect(inter.weight == .semibold)
        #expect(inter.axes.isEmpty)
        #expect(inter.unitsPerEm == 2816)
        let variable = try Fixtures.font("Inter/Inter-roman.var.ttf")
        #expect(variable.familyName == "Inter")
        let wght = try #require(variable.axis(.weight))
        #expect(wght.minimum == 100 && wght.maximum == 900 && wght.defaultValue == 400)
        #expect(variable.automaticVariations(weight: .bold, size: 17, opticalSizing: true) == [.weight: 700])
        #expect(variable.automaticVariations(weight: .black, size: 17, opticalSizing: true) == [.weight: 900])
        let arabic = try Fixtures.font("Noto/NotoSansArabic-Regular.ttf")
        #expect(arabic.familyName == "Noto Sans Arabic")
        #expect(arabic.covers("م") && !arabic.covers("漢"))
        #expect(inter.covers("A") && !inter.covers("م"))
        #expect(try FontFace.faceCount(path: Fixtures.fonts + "/Noto/NotoSans-Regular.ttf") == 1)
    }

    @Test func missingFileNamesTheFile() {
        #expect {
            try FontFace.load(path: "/nonexistent/Missing.ttf")
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.location.file == "/nonexistent/Missing.ttf" && error.message.contains("cannot read")
        }
    }

    @Test func corruptFileIsAnInputError() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-corrupt-\(getpid()).ttf").path
        try Data("this is not a font, just text pretending to be one".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect {
            try FontFace.load(path: path)
        } throws: { error in
            (error as? InputError).map { $0.location.file == path && $0.message.contains("not a usable font") } ?? false
        }
        // A truncated real font: the table directory survives, the tables do not.
        let truncated = path + ".cut.ttf"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Fixtures.fonts + "/Noto/NotoSansHebrew-Regular.ttf"))
        try bytes.prefix(200).write(to: URL(fileURLWithPath: truncated))
        defer { try? FileManager.default.removeItem(atPath: truncated) }
        #expect(throws: InputError.self) { try FontFace.load(path: truncated) }
        #expect(throws: InputError.self) { try FontFace.load(path: Fixtures.fonts + "/Noto/NotoSans-Regular.ttf", index: 3) }
    }

    @Test func libraryFindsFamiliesByWeight() throws {
        let library = Fixtures.library
        #expect(try library.face(family: "Inter", weight: .semibold).path.hasSuffix("Inter-SemiBold.otf"))
        #expect(try library.face(family: "inter", weight: .regular).path.hasSuffix("Inter-Regular.otf"))
        // No static face at 450: the variable face covers it.
        #expect(try library.face(family: "Inter", weight: FontWeight(value: 450)!).isVariable)
        #expect(try library.face(family: "Noto Sans Thai", weight: .bold).path.hasSuffix("NotoSansThai-Regular.ttf"))
        #expect {
            try library.face(family: "Intr")
        } throws: { error in
            (error as? InputError)?.suggestion == "Inter"
        }
        let cascade = try library.cascade(["Inter"])
        #expect(
            cascade.faces.map(\.familyName) == [
                "Inter", "Noto Sans", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai",
            ])
        #expect(try library.cascade(["Noto Sans Hebrew", "Inter"]).faces.count == 2)
        #expect(throws: InputError.self) { try library.cascade([]) }
        #expect(throws: InputError.self) { try FontCascade([]) }
    }

    /// The line height follows the font's own rule, checked against the tables read here independently:
    /// OS/2 typo metrics when fsSelection bit 7 (USE_TYPO_METRICS) is set, else hhea.
    @Test func naturalLineHeightFollowsUseTypoMetrics() throws {
        for file in ["Inter/Inter-Regular.otf", "Noto/NotoSans-Regular.ttf", "Noto/NotoSansArabic-Regular.ttf", "Noto/NotoSansThai-Regular.ttf"] {
            let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.fonts + "/" + file)))
            func u16(_ o: Int) -> Int { Int(data[o]) << 8 | Int(data[o + 1]) }
            func s16(_ o: Int) -> Int { Int(Int16(bitPattern: UInt16(u16(o)))) }
            func table(_ tag: String) -> Int {
                for i in 0..<u16(4) where String(decoding: data[(12 + 16 * i)..<(16 + 16 * i)], as: UTF8.self) == tag {
                    return Int(data[20 + 16 * i]) << 24 | Int(data[21 + 16 * i]) << 16 | Int(data[22 + 16 * i]) << 8 | Int(data[23 + 16 * i])
                }
                return -1
            }
            let os2 = table("OS/2"), hhea = table("hhea"), head = table("head")
            let upem = Double(u16(head + 18))
            let useTypo = u16(os2 + 62) & 0x80 != 0
            let expectedUnits = useTypo ? s16(os2 + 68) - s16(os2 + 70) + s16(os2 + 72) : s16(hhea + 4) - s16(hhea + 6) + s16(hhea + 8)
            let face = try Fixtures.font(file)
            let m = Fixtures.engine.measure("Hg", attributes: TextAttributes(cascade: FontCascade(face), size: 20))
            #expect(abs(m.lineHeight - Double(expectedUnits) / upem * 20) < 1e-9, "\(file) useTypo=\(useTypo)")
            let ascender = Double(useTypo ? s16(os2 + 68) : s16(hhea + 4)) / upem * 20
            #expect(abs(m.firstBaseline - ascender) < 1e-9, "\(file): first baseline at the ascender")
        }
    }
}
