import Foundation
import Testing
import TypeRampTestSupport

/// No file of the user's touched: report folders that are not TypeRamp's are refused, reports and snapshots appear
/// whole or not at all, names cannot lead outside their folder, inputs are never overwritten, devices, FIFOs and links
/// stay what they are, and a failed write to standard output is an error, never a trap.
@Suite struct OutputSafetyCLITests {
    let dir: TemporaryDirectory
    init() throws { dir = try TemporaryDirectory() }

    func path(_ relative: String) -> String { dir.url.appendingPathComponent(relative).path }
    func entries(_ relative: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? dir.url.path : path(relative))) ?? []).sorted()
    }
    func text(_ relative: String) -> String? { try? String(contentsOfFile: path(relative), encoding: .utf8) }

    /// Every file under `relative` with its bytes, for comparing a folder before and after.
    func contents(_ relative: String) -> [String: Data] {
        var out: [String: Data] = [:]
        let root = path(relative)
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
        while let item = walker.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: (root as NSString).appendingPathComponent(item)) { out[item] = data }
        }
        return out
    }

    /// A screens file of `count` copies of a feed row: enough screens that an audit runs for a while.
    func manyScreens(_ count: Int = 300) throws -> String {
        var yaml = "screens:\n"
        for i in 0..<count {
            yaml +=
                "  - name: s\(i)\n    root:\n      vstack:\n        - text: Who takes the grand final tonight, and who goes home?\n          style: title2\n"
            yaml += "        - hstack: [ { button: Home team }, { button: Away team } ]\n"
        }
        return try dir.write(yaml, to: "many.yaml").path
    }

    func start(_ arguments: [String], stderr: FileHandle? = nil) throws -> Process {
        let process = Process()
        process.executableURL = builtProductsDirectory().appendingPathComponent("typeramp")
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.repositoryRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr ?? FileHandle.nullDevice
        try process.run()
        return process
    }

    // MARK: - Report folders

    @Test func aReportFolderOfTheUsersIsRefusedAndForcingKeepsItsFiles() throws {
        try FileManager.default.createDirectory(atPath: path("docs"), withIntermediateDirectories: true)
        try dir.write("# My project\n", to: "docs/README.md")
        try dir.write("<p>my page</p>\n", to: "docs/index.html")
        try FileManager.default.createDirectory(atPath: path("docs/img"), withIntermediateDirectories: true)
        try dir.write("not a picture", to: "docs/img/logo.png")
        let before = contents("docs")
        let refused = try runTypeRamp(["audit", "examples/app/poll.yaml", "--report", path("docs"), "--no-progress"])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("TypeRamp did not write it") && refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(contents("docs") == before, "a refused run touches nothing")
        #expect(entries() == ["docs"], "and leaves nothing beside it")
        // --force: the report goes in; the user's files are kept, and the ones with a report file's name set aside.
        let forced = try runTypeRamp(["audit", "examples/app/poll.yaml", "--report", path("docs"), "--no-progress", "--force"])
        #expect(forced.status == 2, "\(forced.stderr)")
        #expect(text("docs/README.md") == "# My project\n")
        #expect(text("docs/img/logo.png") == "not a picture")
        #expect(text("docs/index.html")?.contains("TypeRamp") == true)
        #expect(text("docs.replaced/index.html") == "<p>my page</p>\n")
        #expect(forced.stderr.contains("docs.replaced"), "\(forced.stderr)")
        #expect(entries() == ["docs", "docs.replaced"])
    }

    @Test func aRerunReplacesItsOwnPagesAndKeepsEverythingElse() throws {
        let report = path("report")
        let first = try runTypeRamp(["audit", "examples/app/poll.yaml", "examples/app/feed.yaml", "--report", report, "--no-progress"])
        #expect(first.status == 2, "\(first.stderr)")
        #expect(entries("report/screens").count == 2)
        try dir.write("kept\n", to: "report/notes.txt")
        // Another report nested inside (as make run writes report/swiftui): not this report's, so kept.
        let nested = try runTypeRamp(["audit", "examples/app/feed.yaml", "--report", path("report/inner"), "--no-progress"])
        #expect(nested.status == 0, "\(nested.stderr)")
        let second = try runTypeRamp(["audit", "examples/app/poll.yaml", "--report", report, "--no-progress"])
        #expect(second.status == 2, "\(second.stderr)")
        #expect(entries("report/screens") == ["1-poll.html"], "the feed's page of the first run is TypeRamp's: it goes")
        #expect(text("report/notes.txt") == "kept\n")
        #expect(text("report/inner/index.html")?.contains("feed") == true)
        // Every picture the index and pages name is there, and no other.
        let pages = (entries("report/screens").compactMap { text("report/screens/\($0)") } + [text("report/index.html") ?? ""]).joined()
        for picture in entries("report/img") { #expect(pages.contains(picture), "\(picture) is left over") }
        #expect(entries() == ["report"])
    }

    @Test func aReportFolderKeepsItsPermissionsAndTheUsersEmptyFolders() throws {
        // A hostile campaign: the swapped-in folder took the default mode (a private 0700 report became 0755) and the
        // user's empty folders were not carried over, in a forced first run and in a rerun alike.
        try FileManager.default.createDirectory(atPath: path("R/emptydir"), withIntermediateDirectories: true)
        try dir.write("mine\n", to: "R/notes.txt")
        chmod(path("R"), 0o700)
        func mode() -> Int { ((try? FileManager.default.attributesOfItem(atPath: path("R"))[.posixPermissions]) as? Int) ?? -1 }
        let forced = try runTypeRamp(["audit", "examples/app/poll.yaml", "--report", path("R"), "--no-progress", "--force"])
        #expect(forced.status == 2, "\(forced.stderr)")
        #expect(mode() == 0o700)
        #expect(entries("R").contains("emptydir") && text("R/notes.txt") == "mine\n", "\(entries("R"))")
        try FileManager.default.createDirectory(atPath: path("R/emptydir2"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: path("R/img/mine"), withIntermediateDirectories: true)
        let again = try runTypeRamp(["audit", "examples/app/poll.yaml", "--report", path("R"), "--no-progress"])
        #expect(again.status == 2, "\(again.stderr)")
        #expect(mode() == 0o700)
        #expect(entries("R").contains("emptydir") && entries("R").contains("emptydir2"), "\(entries("R"))")
        #expect(entries("R/img").contains("mine"), "\(entries("R/img"))")
        // A new report folder is readable by everyone, as before.
        let fresh = try runTypeRamp(["audit", "examples/app/poll.yaml", "--report", path("N"), "--no-progress"])
        #expect(fresh.status == 2, "\(fresh.stderr)")
        #expect(((try? FileManager.default.attributesOfItem(atPath: path("N"))[.posixPermissions]) as? Int) == 0o755)
    }

    @Test func aKilledAuditLeavesThePreviousReportExactlyAndTheNextRunCleansUp() throws {
        let report = path("report")
        let first = try runTypeRamp(["audit", "examples/app/poll.yaml", "--report", report, "--json", path("audit.json"), "--no-progress"])
        #expect(first.status == 2, "\(first.stderr)")
        let before = contents("report"), json = text("audit.json")
        let many = try manyScreens()
        let process = try start(["audit", many, "--report", report, "--json", path("audit.json"), "--no-progress"])
        Thread.sleep(forTimeInterval: 1.5)
        let wasRunning = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        if wasRunning {
            #expect(contents("report") == before, "the previous report, file for file")
            #expect(text("audit.json") == json)
        }
        // The next run finds what the killed one left beside the outputs and removes it.
        let again = try runTypeRamp(["audit", "examples/app/poll.yaml", "--report", report, "--json", path("audit.json"), "--no-progress"])
        #expect(again.status == 2, "\(again.stderr)")
        #expect(entries() == ["audit.json", "many.yaml", "report"], "\(entries())")
    }

    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedAuditRemovesItsTemporaryFiles(_ signal: Int32) throws {
        let report = path("report")
        let many = try manyScreens()
        let process = try start(["audit", many, "--report", report, "--json", path("audit.json"), "--format", "text", "--no-progress"])
        Thread.sleep(forTimeInterval: 1.5)
        let wasRunning = process.isRunning
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        if wasRunning {
            // Ended by the signal (the shell's status 128 + n), not by a trap or a normal exit.
            #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == signal, "\(process.terminationStatus)")
            #expect(entries() == ["many.yaml"], "\(entries())")
            let spills = (try? FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())) ?? []
            #expect(!spills.contains { $0.hasPrefix("typeramp-spill-\(process.processIdentifier)-") })
        }
    }

    @Test func aSecondWriterWaitsForTheFirst() throws {
        let report = path("report")
        let many = try manyScreens(200)
        let first = try start(["audit", many, "--report", report, "--no-progress"])
        Thread.sleep(forTimeInterval: 1.0)
        let firstRunning = first.isRunning
        let second = try runTypeRamp(["audit", "examples/app/poll.yaml", "--report", report, "--no-progress"])
        first.waitUntilExit()
        #expect(second.status == 2, "\(second.stderr)")
        if firstRunning && first.isRunning == false {
            #expect(second.stderr.contains("waiting"), "\(second.stderr)")
        }
        // The report is the second run's, whole: its index names its one screen, and every page it links exists.
        #expect(entries("report/screens") == ["1-poll.html"])
        #expect(text("report/index.html")?.contains("screens/1-poll.html") == true)
        #expect(entries() == ["many.yaml", "report"])
    }

    // MARK: - Snapshots

    @Test func screenNamesCannotLeadOutsideTheSnapshotFolder() throws {
        let long = String(repeating: "n", count: 300)
        let names = ["../../../escaped", "/tmp/absolute", "..", "a\\0b", long, "poll", "Poll"]
        var yaml = "screens:\n"
        for name in names { yaml += "  - name: \"\(name)\"\n    root: { text: Hello }\n" }
        try FileManager.default.createDirectory(atPath: path("work"), withIntermediateDirectories: true)
        let screens = try dir.write(yaml, to: "work/screens.yaml").path
        let out = path("work/out")
        let result = try runTypeRamp(["snapshot", screens, "--out", out, "--category", "large"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(entries() == ["work"] && entries("work") == ["out", "screens.yaml"], "nothing outside --out: \(entries("work"))")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/absolute"))
        let folders = entries("work/out")
        #expect(folders.count == names.count, "one folder per screen: \(folders)")
        #expect(folders.allSatisfy { !$0.hasPrefix(".") && $0.utf8.count <= 100 && !$0.contains("/") }, "\(folders)")
        // Every file it reports writing exists, where it says.
        let wrote = result.stdout.split(separator: "\n").map { String($0.dropFirst("wrote ".count)) }
        #expect(wrote.count == names.count * 2)
        for file in wrote { #expect(FileManager.default.fileExists(atPath: file), "\(file) was reported but not written") }
    }

    @Test func aSnapshotFolderOfTheUsersIsRefused() throws {
        try FileManager.default.createDirectory(atPath: path("out/poll"), withIntermediateDirectories: true)
        try dir.write("mine", to: "out/poll/notes.txt")
        let refused = try runTypeRamp(["snapshot", "examples/app/poll.yaml", "--out", path("out"), "--category", "large"])
        #expect(refused.status == 1 && refused.stderr.contains("TypeRamp did not write it"), "\(refused.stderr)")
        #expect(entries("out/poll") == ["notes.txt"])
        let forced = try runTypeRamp(["snapshot", "examples/app/poll.yaml", "--out", path("out"), "--category", "large", "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(text("out/poll/notes.txt") == "mine")
        #expect(entries("out/poll").contains { $0.hasSuffix(".png") })
    }

    // MARK: - Inputs are not outputs

    @Test func anOutputThatIsAnInputIsRefused() throws {
        let source = try dir.write(
            "import SwiftUI\n\nstruct Hello: View {\n    var body: some View { Text(\"Hello\") }\n}\n", to: "Hello.swift"
        ).path
        let original = text("Hello.swift")
        for arguments in [
            ["import", source, "-o", source], ["import", dir.url.path, "-o", source],
            ["import", source, "-o", dir.url.appendingPathComponent("./Hello.swift").path],
        ] {
            let result = try runTypeRamp(arguments)
            #expect(result.status == 1 && result.stderr.contains("input file"), "\(arguments): \(result.stderr)")
            #expect(text("Hello.swift") == original)
        }
        let ramp = try dir.write(try String(contentsOfFile: Fixtures.repositoryPath("examples/ramp.yaml"), encoding: .utf8), to: "ramp.yaml")
        let rampText = text("ramp.yaml")
        let tokens = try runTypeRamp(["tokens", ramp.path, "--format", "css", "--output", ramp.path])
        #expect(tokens.status == 1 && tokens.stderr.contains("input file"), "\(tokens.stderr)")
        #expect(text("ramp.yaml") == rampText)
        let screens = try dir.write("screens:\n  - name: s\n    root: { text: Hello }\n", to: "poll.yaml")
        let screensText = text("poll.yaml")
        for option in ["--output", "--json", "--sarif", "--junit"] {
            let audit = try runTypeRamp(["audit", screens.path, option, screens.path, "--no-progress"])
            #expect(audit.status == 1 && audit.stderr.contains("input file"), "\(option): \(audit.stderr)")
        }
        let baseline = try runTypeRamp(["audit", screens.path, "--baseline", screens.path, "--write-baseline", "--no-progress"])
        #expect(baseline.status == 1 && baseline.stderr.contains("input file"), "\(baseline.stderr)")
        // A report folder that holds the input would move it: refused too.
        let folder = try runTypeRamp(["audit", screens.path, "--report", dir.url.path, "--no-progress", "--force"])
        #expect(folder.status == 1 && folder.stderr.contains("holds the input"), "\(folder.stderr)")
        #expect(text("poll.yaml") == screensText)
        // A JSON report inside the HTML report's folder, which is replaced whole: refused before anything is written,
        // naming both options (it had failed on the JSON's own temporary file, calling the folder a stranger's).
        let report = dir.url.appendingPathComponent("report").path
        let inside = try runTypeRamp(["audit", screens.path, "--report", report, "--json", report + "/audit.json", "--no-progress"])
        #expect(inside.status == 1 && inside.stderr.contains("--json") && inside.stderr.contains("inside the report folder"), "\(inside.stderr)")
        #expect(!FileManager.default.fileExists(atPath: report))
    }

    @Test func anOutputOverAnyFileTheRunReadsIsRefusedHoweverItIsNamed() throws {
        // Files read without being named on the command line: a Swift file found in a folder, the ramp a screens file
        // names, a font that ramp loads. None may be replaced by an output of the same run.
        try FileManager.default.createDirectory(at: dir.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        _ = try dir.write(
            "import SwiftUI\nstruct Row: View { var body: some View { Text(\"Hello\") } }\n#Preview { Row() }\n", to: "Sources/Row.swift")
        let swift = text("Sources/Row.swift")
        for arguments in [
            ["audit", path("Sources"), "--output", path("Sources/Row.swift")], ["audit", path("Sources"), "--json", path("Sources/Row.swift")],
            ["audit", path("Sources"), "--sarif", path("Sources/Row.swift")],
            ["label", "larger-text", path("Sources"), "--markdown", path("Sources/Row.swift")],
        ] {
            let result = try runTypeRamp(arguments + ["--no-progress"])
            #expect(result.status == 1 && result.stderr.contains("reads as input"), "\(arguments): \(result.stderr)")
            #expect(text("Sources/Row.swift") == swift)
        }
        let rampText = try String(contentsOfFile: Fixtures.repositoryPath("examples/ramp.yaml"), encoding: .utf8)
        let fonts = Fixtures.repositoryPath("fonts/Inter")
        _ = try dir.write(rampText.replacingOccurrences(of: "../fonts/Inter/", with: fonts + "/"), to: "ramp.yaml")
        let ramp = text("ramp.yaml")
        let screens = try dir.write("ramp: ramp.yaml\nscreens:\n  - name: s\n    root: { text: Hello, style: body }\n", to: "screen.yaml").path
        for option in ["--output", "--json", "--baseline"] {
            let result = try runTypeRamp(
                ["audit", screens, option, path("ramp.yaml"), "--no-progress"] + (option == "--baseline" ? ["--write-baseline"] : []))
            #expect(result.status == 1 && result.stderr.contains("reads as input"), "\(option): \(result.stderr)")
            #expect(text("ramp.yaml") == ramp)
        }
        // A copy of a font the ramp loads, named through a link: still the font.
        let font = try dir.write("", to: "placeholder").path
        try FileManager.default.removeItem(atPath: font)
        try FileManager.default.copyItem(atPath: fonts + "/Inter-Medium.otf", toPath: path("Inter-Medium.otf"))
        _ = try dir.write(
            rampText.replacingOccurrences(of: "../fonts/Inter/Inter-Medium.otf", with: path("Inter-Medium.otf"))
                .replacingOccurrences(of: "../fonts/Inter/", with: fonts + "/"), to: "ramp2.yaml")
        try FileManager.default.createSymbolicLink(atPath: path("link.otf"), withDestinationPath: path("Inter-Medium.otf"))
        let fontBytes = FileManager.default.contents(atPath: path("Inter-Medium.otf"))
        let screens2 = try dir.write("ramp: ramp2.yaml\nscreens:\n  - name: s\n    root: { text: Hello, style: body }\n", to: "screen2.yaml").path
        let overFont = try runTypeRamp(["audit", screens2, "--output", path("link.otf"), "--no-progress"])
        #expect(overFont.status == 1 && overFont.stderr.contains("reads as input"), "\(overFont.stderr)")
        #expect(FileManager.default.contents(atPath: path("Inter-Medium.otf")) == fontBytes)
    }

    @Test func twoOutputsOfOneRunOnOneFileAreRefused() throws {
        // `--json out --sarif out` would leave one report, the other silently lost.
        let screens = try dir.write("screens:\n  - name: s\n    root: { text: Hello }\n", to: "poll.yaml").path
        let result = try runTypeRamp(["audit", screens, "--json", path("out"), "--sarif", path("out"), "--no-progress"])
        #expect(result.status == 1 && result.stderr.contains("names the same file as"), "\(result.stderr)")
        let apart = try runTypeRamp(["audit", screens, "--json", path("out.json"), "--sarif", path("out.sarif"), "--no-progress"])
        #expect(apart.status == 0, "\(apart.stderr)")
    }

    // MARK: - Devices, FIFOs and links

    @Test func anOutputLinkIsWrittenThroughAndStaysALink() throws {
        let real = try dir.write("old\n", to: "real.json").path
        let link = path("link.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        let result = try runTypeRamp(["audit", "examples/app/poll.yaml", "--format", "json", "--output", link, "--no-progress"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(text("real.json")?.contains("typeramp.audit/2") == true)
    }

    @Test func aFullDeviceBehindALinkIsAnErrorNotSuccess() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        // Through a link in our own folder, so that even a TypeRamp that replaced what it writes could not harm the
        // machine's /dev/full.
        let link = path("full.json")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/full")
        for arguments in [
            ["audit", "examples/app/poll.yaml", "--format", "json", "--output", link, "--no-progress"],
            ["tokens", "examples/ramp.yaml", "--format", "css", "--output", link],
            ["import", "examples/swiftui", "-o", link],
        ] {
            let result = try runTypeRamp(arguments)
            #expect(result.status == 1 && result.stderr.contains("No space left"), "\(arguments): \(result.status) \(result.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/full")
        }
        #expect(entries() == ["full.json"])
    }

    @Test func aFIFOOutputIsWrittenToAndStaysAFIFO() throws {
        let fifo = path("report.sarif")
        #expect(mkfifo(fifo, 0o600) == 0)
        final class Box: @unchecked Sendable { var data = Data() }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.data = readFIFO(fifo)
            done.signal()
        }
        let result = try runTypeRamp(["audit", "examples/app/poll.yaml", "--sarif", fifo, "--no-progress"])
        done.wait()
        #expect(result.status == 2, "\(result.stderr)")
        #expect(String(decoding: box.data, as: UTF8.self).contains("\"version\": \"2.1.0\""))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    // MARK: - Standard output

    @Test(arguments: [
        ["audit", "examples/app/poll.yaml", "--format", "json", "--no-progress"], ["metrics", "--format", "csv"],
        ["layout", "examples/app/poll.yaml"], ["import", "examples/swiftui"], ["tokens", "examples/ramp.yaml", "--format", "css"],
        // Help and the version too (ArgumentParser printed them and exited 0, the text lost).
        ["--version"], ["--help"], ["help", "audit"],
    ])
    func aFullStandardOutputIsAnErrorNotATrap(_ arguments: [String]) throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
        let process = Process()
        process.executableURL = builtProductsDirectory().appendingPathComponent("typeramp")
        process.arguments = arguments
        process.currentDirectoryURL = Fixtures.repositoryRoot
        let errors = path("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        process.standardOutput = full
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(arguments): \(process.terminationStatus)")
        #expect(text("stderr.txt")?.contains("standard output: error: cannot write: No space left on device") == true, "\(text("stderr.txt") ?? "")")
    }

    @Test func aClosedPipeIsAnErrorNotATrap() throws {
        let process = Process()
        process.executableURL = builtProductsDirectory().appendingPathComponent("typeramp")
        process.arguments = ["metrics", "--format", "csv"]
        let out = Pipe()
        // Nobody will read: the read end is closed before the command writes.
        try out.fileHandleForReading.close()
        process.standardOutput = out
        let errors = path("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
        try process.run()
        try out.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1, "\(process.terminationStatus)")
        #expect(text("stderr.txt")?.contains("Broken pipe") == true, "\(text("stderr.txt") ?? "")")
    }
}
