import Foundation
import Testing

/// Runs the built `typeramp` binary and checks its output and exit status.
@Suite struct MeasureCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func binary() throws -> String {
        for configuration in ["debug", "release"] {
            let path = repository.appendingPathComponent(".build/\(configuration)/typeramp").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw CocoaError(.fileNoSuchFile)
    }

    static func run(_ arguments: [String], stdin: Data? = nil) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try binary())
        process.arguments = arguments
        process.currentDirectoryURL = repository
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    @Test func measuresOneStringAsJSON() throws {
        let r = try Self.run([
            "measure", "The quick brown fox jumps over the lazy dog", "--font", "Inter", "--size", "17",
            "--width", "100", "--lines", "2", "--mode", "truncatingTail", "--format", "json",
        ])
        #expect(r.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as! [String: Any]
        #expect(json["lines"] as? Int == 2)
        #expect(json["truncated"] as? Bool == true)
        #expect(json["totalLineCount"] as? Int == 4)
        #expect((json["lineTexts"] as? [String])?.last?.hasSuffix("…") == true)
    }

    @Test func batchKeepsOrderAndReportsBadCases() throws {
        let input =
            [
                #"{"id":1,"font":"Inter","size":17,"text":"Hello world","width":null}"#,
                #"{"id":"neg","font":"Inter","size":-2,"text":"x"}"#,
                #"{"id":3,"font":"missing/Nope.ttf","size":12,"text":"x"}"#,
                #"{"id":4,"font":[],"size":12,"text":"x"}"#,
                #"{"id":5,"font":["Inter","Noto Sans Arabic"],"size":12,"text":"Hi مرحبا 漢","width":40,"maxLines":0,"mode":"wordWrap","locale":"ar"}"#,
                #"{"id":6,"font":"Inter","size":12,"text":"x","width":-1}"#,
                #"{"id":7,"font":"Inter","size":12,"text":"x","mode":"clipp"}"#,
                #"{"id":8,"font":"Inter","size":12,"#,
            ].joined(separator: "\n") + "\n"
        var data = Data(input.utf8)
        data.append(contentsOf: Array(#"{"id":9,"font":"Inter","size":12,"text":""#.utf8) + [0xFF, 0xFE] + Array("\"}\n".utf8))
        let r = try Self.run(["measure", "--batch", "-"], stdin: data)
        // Every case is answered, and the run fails: 7 of the 9 cases have an error.
        #expect(r.status == 1 && r.err.contains("7 of 9 cases could not be measured"), "\(r.err)")
        let lines = r.out.split(separator: "\n").map { try! JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        #expect(lines.count == 9)
        #expect(lines[0]["lines"] as? Int == 1 && lines[0]["lineTexts"] as? [String] == ["Hello world"])
        #expect((lines[1]["error"] as? String)?.contains("size") == true && lines[1]["id"] as? String == "neg")
        #expect((lines[2]["error"] as? String)?.contains("missing/Nope.ttf") == true)
        #expect((lines[3]["error"] as? String)?.contains("empty") == true)
        #expect(lines[4]["missingGlyphs"] as? Int == 1 && (lines[4]["lines"] as? Int ?? 0) > 1)
        #expect((lines[5]["error"] as? String)?.contains("width") == true)
        #expect((lines[6]["error"] as? String)?.contains("did you mean 'clip'") == true)
        #expect((lines[7]["error"] as? String)?.contains("malformed JSON") == true)
        #expect((lines[8]["error"] as? String)?.contains("invalid UTF-8") == true && lines[8]["id"] as? Int == 9)
    }

    @Test func passesAndColdGiveTheSameOutput() throws {
        let input = Data(
            (0..<20).map { #"{"id":\#($0),"font":"Inter","size":\#(12 + $0),"text":"Storage almost full. Delete photos.","width":120}"# }
                .joined(separator: "\n").utf8)
        let once = try Self.run(["measure", "--batch", "-"], stdin: input)
        let many = try Self.run(["measure", "--batch", "-", "--passes", "3", "--cold", "--threads", "2", "--timing"], stdin: input)
        #expect(once.out == many.out)
        #expect(many.err.contains("timing: cases=20 passes=3"))
    }

    @Test func badArgumentsFailClearly() throws {
        let nan = try Self.run(["measure", "x", "--font", "Inter", "--size", "nan"])
        #expect(nan.status != 0 && nan.err.contains("--size"))
        let missing = try Self.run(["measure", "x", "--font", "/no/such/font.ttf", "--size", "12"])
        #expect(missing.status == 1 && missing.err.contains("/no/such/font.ttf"))
        let width = try Self.run(["measure", "x", "--font", "Inter", "--size", "12", "--width", "-3"])
        #expect(width.status != 0 && width.err.contains("--width"))
    }

    @Test func breaksInTheLineBreakTestFormat() throws {
        let r = try Self.run(["breaks", "--codepoints"], stdin: Data("0041 0020 0042\n0E01 0E32 0E23 0E15 0E31 0E49 0E07 0E04 0E48 0E32\n".utf8))
        #expect(r.status == 0)
        let lines = r.out.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "2 3")
        #expect(lines[1].split(separator: " ").last == "10")
    }
}
