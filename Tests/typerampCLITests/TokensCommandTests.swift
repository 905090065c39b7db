import Foundation
import Testing
import TypeRampTestSupport

/// `typeramp tokens`, run as a user runs it: the built binary, its output, its exit status, the files it leaves.
@Suite("typeramp tokens (CLI)")
struct TokensCommandTests {
    let root = PackagePaths.root()
    let binary = PackagePaths.typerampExecutable.path

    func typeramp(_ arguments: [String]) throws -> ProcessResult {
        try Subprocess.run(binary, arguments, in: root)
    }

    @Test("without --output it writes to standard output, the same text as the checked-in example")
    func stdout() throws {
        let result = try typeramp(["tokens", "examples/ramp.yaml", "--format", "css"])
        #expect(result.status == 0, "\(result.summary)")
        let expected = try String(contentsOf: root.appendingPathComponent("examples/tokens/acme.css"), encoding: .utf8)
        #expect(result.stdout == expected)
        #expect(result.stderr.isEmpty)
    }

    @Test("--output replaces the named file and leaves no temporary file beside it")
    func outputReplacesAtomically() throws {
        let folder = try TemporaryDirectory()
        let target = try folder.write("old contents\n", to: "acme.tokens.json")
        let result = try typeramp(["tokens", "examples/ramp.yaml", "--format", "dtcg", "--output", target.path])
        #expect(result.status == 0, "\(result.summary)")
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"$description\": \"Acme type ramp"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["acme.tokens.json"])
    }

    @Test("the checked-in examples/tokens are what the generator writes now (scripts/generate-tokens.sh --check)")
    func examplesUpToDate() throws {
        let result = try Subprocess.run("bash", ["scripts/generate-tokens.sh", "--check", binary], in: root)
        #expect(result.status == 0, "examples/tokens is stale: run `make tokens`\n\(result.summary)")
    }

    static let badInputs: [(name: String, file: String, text: String, error: String)] = [
        (
            "unknown style", "bad.tokens.json",
            """
            {
              "body": { "$type": "typography", "$value": { "fontFamily": "F", "fontSize": "16px", "lineHeight": 1.25 } },
              "label": { "$type": "typography", "$value": "{bdy}" }
            }
            """, "bad.tokens.json:3:47: error: label.$value: unknown style '{bdy}': no token has that path (did you mean '{body}'?)"
        ),
        (
            "relativeTo is not a text style", "bad.yaml",
            """
            families: [{ name: Sans, faces: [{ weight: regular, file: a.otf }] }]
            styles: [{ name: body, family: Sans, size: 16, relativeTo: boddy, lineHeight: 20 }]
            """, "bad.yaml:2:60: error: styles[0].relativeTo: unknown text style 'boddy' (did you mean 'body'?)"
        ),
        (
            "negative size", "bad.yaml",
            """
            families: [{ name: Sans, faces: [{ weight: regular, file: a.otf }] }]
            styles: [{ name: body, family: Sans, size: -2, relativeTo: body, lineHeight: 20 }]
            """, "bad.yaml:2:44: error: styles[0].size: must be greater than 0, found -2"
        ),
        (
            "missing font family", "bad.yaml",
            """
            families: [{ name: Sans, faces: [{ weight: regular, file: a.otf }] }]
            styles: [{ name: body, size: 16, relativeTo: body, lineHeight: 20 }]
            """, "bad.yaml:2:10: error: styles[0].family: missing required field 'family'"
        ),
    ]

    @Test(
        "bad input: a located error on stderr, exit 1, and no output file (an existing one is left untouched)",
        arguments: badInputs.indices)
    func badInput(index: Int) throws {
        let case_ = Self.badInputs[index]
        let folder = try TemporaryDirectory()
        try folder.write(case_.text, to: case_.file)
        for preexisting in [false, true] {
            let output = folder.url.appendingPathComponent("out.swift")
            try? FileManager.default.removeItem(at: output)
            if preexisting { try folder.write("// keep me\n", to: "out.swift") }
            let result = try Subprocess.run(binary, ["tokens", case_.file, "--format", "swift", "--output", output.path], in: folder.url)
            #expect(result.status == 1, "\(case_.name): \(result.summary)")
            #expect(result.stderr == "typeramp: \(case_.error)\n", "\(case_.name)")
            #expect(result.stdout.isEmpty)
            if preexisting {
                #expect(try String(contentsOf: output, encoding: .utf8) == "// keep me\n")
            } else {
                #expect(!FileManager.default.fileExists(atPath: output.path))
            }
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
                    == ([case_.file] + (preexisting ? ["out.swift"] : [])).sorted())
        }
    }

    @Test("an output folder that does not exist is an error naming the path, exit 1")
    func unwritableOutput() throws {
        let result = try typeramp(["tokens", "examples/ramp.yaml", "--format", "css", "--output", "/nonexistent-typeramp-dir/x.css"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("typeramp: /nonexistent-typeramp-dir/x.css: error: cannot write the file:"))
    }

    @Test("a missing input file and an unknown format are reported")
    func missingInputAndFormat() throws {
        let missing = try typeramp(["tokens", "examples/nope.yaml", "--format", "css"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "typeramp: examples/nope.yaml: error: no such file\n")
        let format = try typeramp(["tokens", "examples/ramp.yaml", "--format", "sass"])
        #expect(format.status != 0)
        #expect(format.stderr.contains("--format"))
    }
}
