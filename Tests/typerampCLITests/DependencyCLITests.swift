import Foundation
import Testing
import TypeRampTestSupport

/// `--dependency PATH`: the sources of a package the app imports, read where the app uses them and never screens of
/// their own (as Xcode shows a package's previews only in the package), for `import` and `audit` alike.
@Suite struct DependencyCLITests {
    let dir: TemporaryDirectory
    init() throws { dir = try TemporaryDirectory() }

    /// An app folder whose preview shows a row of a package folder, and the package with a preview of its own.
    func appAndPackage() throws -> (app: String, package: String) {
        for folder in ["App", "Kit"] {
            try FileManager.default.createDirectory(at: dir.url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try dir.write(
            """
            import SwiftUI
            public struct Badge: View {
                let title: String
                public init(title: String) { self.title = title }
                public var body: some View { Text(title).font(.system(size: 11)) }
            }
            #Preview("kit badge") { Badge(title: "Kit") }
            """, to: "Kit/Badge.swift")
        try dir.write(
            """
            import SwiftUI
            struct Inbox: View {
                var body: some View { VStack { Text("Inbox"); Badge(title: "3 new") } }
            }
            #Preview("inbox") { Inbox() }
            """, to: "App/Inbox.swift")
        return (dir.url.appendingPathComponent("App").path, dir.url.appendingPathComponent("Kit").path)
    }

    @Test func importReadsThePackageWhereTheAppUsesItAndMakesNoScreenOfIt() throws {
        let (app, package) = try appAndPackage()
        let result = try runTypeRamp(["import", app, "--dependency", package, "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let screens = try #require(json["screens"] as? [[String: Any]])
        #expect(screens.compactMap { $0["name"] as? String } == ["inbox"])
        // The badge's text is the package's, read from its file: 11 pt, fixed.
        #expect(result.stdout.contains("\"3 new\""))
        #expect(result.stdout.contains("Kit/Badge.swift"))
        // Without the package the badge is another module's view, with a note.
        let alone = try runTypeRamp(["import", app, "--format", "json"])
        #expect(alone.stdout.contains("`Badge` is a view from another module"))
    }

    @Test func auditReportsAFindingInThePackagesCodeAtItsLine() throws {
        let (app, package) = try appAndPackage()
        let result = try runTypeRamp(["audit", app, "--dependency", package, "--no-progress", "--format", "text"])
        // The badge's fixed 11 pt size is the package's line 5, reported once for the app's one screen.
        #expect(result.stdout.contains("Kit/Badge.swift:5:"), "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("kit badge"))
    }

    @Test func aDependencyThatDoesNotExistIsAnErrorNamingIt() throws {
        let (app, _) = try appAndPackage()
        let missing = dir.url.appendingPathComponent("Missing").path
        let result = try runTypeRamp(["import", app, "--dependency", missing])
        #expect(result.status != 0)
        #expect(result.stderr.contains("\(missing): error: no such file or folder"), "\(result.stderr)")
    }
}
