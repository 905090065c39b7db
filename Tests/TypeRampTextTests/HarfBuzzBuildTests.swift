import Foundation
import Testing
import TypeRampTestSupport
import TypeRampText

/// The HarfBuzz that shapes is the one the build was meant to compile in: the source `scripts/fetch-harfbuzz.sh` put in
/// `.deps/harfbuzz` (its `VERSION` file says which), else the system's (`pkg-config --modversion harfbuzz`). A build made
/// before the source arrived and never cleaned would shape with the old library while the docs and figures name the new.
@Suite struct HarfBuzzBuildTests {
    @Test func shapesWithTheHarfBuzzTheBuildWasMeantToCompileIn() throws {
        let versionFile = PackagePaths.root().appendingPathComponent(".deps/harfbuzz/VERSION")
        let expected: String
        if let text = try? String(contentsOf: versionFile, encoding: .utf8) {
            expected = String(text.prefix { $0 != "\n" })
        } else {
            let result = try Subprocess.run("pkg-config", ["--modversion", "harfbuzz"])
            try #require(result.status == 0, "pkg-config cannot name the system's HarfBuzz: \(result.summary)")
            expected = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        #expect(TextEngine.harfBuzzVersion == expected)
    }
}
