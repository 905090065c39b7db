import Foundation
import Testing
import TypeRampTestSupport

/// The CLI finds the bundled fonts in the resource bundle SwiftPM puts beside it; copied away without it, it says so
/// and exits 1 (never a crash, never another font), and `--fonts` points it at a folder.
@Suite struct BundledFontsCLITests {
    @Test func aCopiedExecutableWithoutItsResourcesFailsClearlyAndTakesFontsFromAFolder() throws {
        let scratch = try TemporaryDirectory()
        let copy = scratch.url.appendingPathComponent("typeramp").path
        try FileManager.default.copyItem(atPath: try MeasureCommandTests.binary(), toPath: copy)
        let arguments = ["measure", "Hello", "--font", "Inter", "--size", "17", "--format", "json"]
        let alone = try Subprocess.run(copy, arguments, in: scratch.url)
        #expect(alone.status == 1, "\(alone.summary)")
        #expect(alone.stderr.contains("TypeRamp_TypeRampFonts.resources") && alone.stderr.contains("--fonts"), "\(alone.summary)")
        let fonts = MeasureCommandTests.repository.appendingPathComponent("fonts").path
        let pointed = try Subprocess.run(copy, arguments + ["--fonts", fonts], in: scratch.url)
        #expect(pointed.status == 0, "\(pointed.summary)")
        let beside = try Subprocess.run(try MeasureCommandTests.binary(), arguments, in: scratch.url)
        #expect(beside.status == 0 && beside.stdout == pointed.stdout, "the bundled copy and the repository's folder measure alike")
    }
}
