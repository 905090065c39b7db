import Foundation
import Testing
import TypeRampTestSupport

@Suite struct LayoutCLITests {
    @Test func layoutTreeShowsTheFlip() throws {
        let large = try runTypeRamp(["layout", "examples/app/poll.yaml", "--category", "large", "--width", "393"])
        #expect(large.status == 0, "\(large.stderr)")
        #expect(large.stdout.contains("stack #answers") && large.stdout.contains("axis horizontal"))
        let ax3 = try runTypeRamp(["layout", "examples/app/poll.yaml", "--category", "ax3", "--width", "393"])
        #expect(ax3.stdout.contains("axis vertical (accessibilityExtraLarge is at or above accessibilityExtraLarge)"))
    }

    @Test func layoutJSONIsValidAndVersioned() throws {
        let result = try runTypeRamp(["layout", "examples/app/feed.yaml", "--category", "ax5", "--device", "iphone-se-1", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        #expect(json["schema"] as? String == "typeramp.layout/1")
        #expect(json["width"] as? Double == 320)
        let all = try runTypeRamp(["layout", "examples/app/feed.yaml", "--category", "all", "--format", "json"])
        let many = try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as! [String: Any]
        #expect((many["layouts"] as! [Any]).count == 12)
    }

    @Test func voiceoverListsTheRotorStops() throws {
        let result = try runTypeRamp(["voiceover", "examples/app/trends.yaml", "--rotor", "Negative trends"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("rotor Negative trends: 3 stops"))
        #expect(result.stdout.contains("1. Sleep: down 40 minutes a night"))
        #expect(result.stdout.contains("dead-rotor"))
        let unknown = try runTypeRamp(["voiceover", "examples/app/trends.yaml", "--rotor", "Negativ trends"])
        #expect(unknown.status != 0 && unknown.stderr.contains("did you mean 'Negative trends'"))
    }

    @Test func badScreensFileExitsOne() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("typeramp-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("s.yaml")
        try "screens:\n  - name: a\n    root:\n      text: Hi\n      style: bodyy\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try runTypeRamp(["layout", file.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("s.yaml:5:14: error: screens[0].root.style: unknown text style 'bodyy'"), "\(result.stderr)")
    }
}
