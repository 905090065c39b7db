import Foundation
import TypeRampCore
import TypeRampDecoding
import TypeRampLayout
import TypeRampMetrics
import TypeRampRender

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// When reference files may be written: swift-snapshot-testing's four modes, by the same names and meanings.
///
/// Set with the `record:` parameter of
/// ``assertLayoutSnapshots(of:resources:categories:widths:images:named:suite:test:record:configuration:fileID:filePath:file:line:column:)``
/// or the environment: `SNAPSHOT_TESTING_RECORD=missing|failed|all|never` (swift-snapshot-testing's variable), or
/// `SNAPSHOT_RECORD` (TypeRamp's earlier name, still read). Without either, references beside a test file are recorded
/// when missing (``missing``, swift-snapshot-testing's default): the test fails once, saying the reference was
/// written, and passes from its next run. With `CI` set nothing is ever recorded and a missing reference fails.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing reference fails.
    case never
    /// Write references that do not exist yet (failing the test that wrote one, unless recording was asked for);
    /// compare the others.
    case missing
    /// Write missing references and replace the ones that differ.
    case failed
    /// Write every reference (unchanged files keep their bytes).
    case all

    /// The environment variables read, in order: swift-snapshot-testing's, then TypeRamp's earlier one.
    public static let environmentVariables = ["SNAPSHOT_TESTING_RECORD", "SNAPSHOT_RECORD"]

    /// The mode the environment asks for, else `defaultMode`; recording is refused (with the reason) when `CI` is set.
    /// `requested` tells whether the mode was asked for (a variable) rather than defaulted.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment, default defaultMode: SnapshotRecordMode = .never
    ) -> (mode: SnapshotRecordMode, refusal: String?, requested: Bool) {
        var requested: SnapshotRecordMode?
        var variable = ""
        for name in environmentVariables {
            guard let value = environment[name], !value.isEmpty else { continue }
            guard let mode = SnapshotRecordMode(rawValue: value.lowercased()) else {
                return (.never, "\(name)=\(value) is not a record mode: use all, failed, missing or never", true)
            }
            requested = mode
            variable = name
            break
        }
        let isCI = environment["CI"].map { !$0.isEmpty && $0 != "0" && $0.lowercased() != "false" } ?? false
        if isCI {
            if let requested, requested != .never {
                return (.never, "\(variable)=\(requested.rawValue) refused: CI is set, and CI never records references", true)
            }
            return (.never, nil, requested != nil)
        }
        return (requested ?? defaultMode, nil, requested != nil)
    }
}

/// Which pictures a snapshot assertion keeps besides the text dumps.
public enum SnapshotImages: Sendable {
    /// Text dumps only.
    case none
    /// One PNG per category and width.
    case each
    /// One contact sheet per width with every category side by side (the project's own suite uses this to keep the
    /// repository small).
    case contactSheet
}

/// Tolerances for comparing pictures.
///
/// Text dumps are compared exactly and catch every change of a frame, a line or a row height. Pictures only need to
/// catch visible changes: FreeType's anti-aliasing of unhinted outlines may differ by a few coverage levels between
/// FreeType releases, so a channel may differ by up to ``channel`` levels, and up to ``pixelFraction`` of the pixels
/// may differ beyond that before a picture counts as changed.
public enum SnapshotTolerance {
    /// Per-channel difference (0…255) below which a pixel counts as unchanged.
    public static let channel = 8
    /// Share of pixels (0…1) allowed to differ beyond ``channel``.
    public static let pixelFraction = 0.0005
}

/// Where references and failure artifacts live, and how pictures are drawn.
public struct SnapshotConfiguration: Sendable {
    /// The folder of reference files (`snapshots/`).
    public var referenceDirectory: String
    /// The git-ignored folder for failure artifacts (`.artifacts/snapshots/`).
    public var artifactDirectory: String
    /// The record mode.
    public var record: SnapshotRecordMode
    /// Why recording was refused, if it was.
    public var recordRefusal: String?
    /// Whether the record mode was asked for (the `record:` parameter or the environment). A reference recorded
    /// because it was missing fails the check when it was not, as swift-snapshot-testing's default does: the new
    /// reference must be looked at before it is trusted.
    public var recordRequested: Bool
    /// Pixels per point of the pictures.
    public var scale: Double

    /// Where a failure's artifacts go when `SNAPSHOT_ARTIFACTS` is not set: a folder in the temporary directory.
    public static var defaultArtifactDirectory: String {
        (NSTemporaryDirectory() as NSString).appendingPathComponent("typeramp-snapshots")
    }

    /// References beside the test file, as swift-snapshot-testing keeps them: `<folder of the test>/__Snapshots__/` (each
    /// test in `<TestFile>/<test>/`). Failure artifacts go to `SNAPSHOT_ARTIFACTS` (a folder CI can upload), else
    /// ``defaultArtifactDirectory``. `record` overrides the environment (``SnapshotRecordMode``); without either,
    /// missing references are recorded (and fail once), as in swift-snapshot-testing; `CI` still refuses to record.
    public init(
        besideTestFile filePath: String, record: SnapshotRecordMode? = nil, scale: Double = 1,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        referenceDirectory = (((filePath as NSString).deletingLastPathComponent) as NSString).appendingPathComponent("__Snapshots__")
        artifactDirectory = environment["SNAPSHOT_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 } ?? SnapshotConfiguration.defaultArtifactDirectory
        var env = environment
        if let record {
            env["SNAPSHOT_TESTING_RECORD"] = record.rawValue
            env["SNAPSHOT_RECORD"] = nil
        }
        (self.record, recordRefusal, recordRequested) = SnapshotRecordMode.fromEnvironment(env, default: .missing)
        self.scale = scale
    }

    /// A configuration rooted at `repository` (references in `snapshots/`, artifacts in `.artifacts/snapshots/`),
    /// with the record mode from the environment, else ``SnapshotRecordMode/never`` (this repository's own suites use
    /// it: `make snapshots` records explicitly).
    public init(repository: String, scale: Double = 1, environment: [String: String] = ProcessInfo.processInfo.environment) {
        referenceDirectory = (repository as NSString).appendingPathComponent("snapshots")
        artifactDirectory = (repository as NSString).appendingPathComponent(".artifacts/snapshots")
        (record, recordRefusal, recordRequested) = SnapshotRecordMode.fromEnvironment(environment)
        self.scale = scale
    }
}

/// What a snapshot check found.
public struct SnapshotReport: Sendable {
    /// One reference file's outcome.
    public enum Outcome: Sendable, Equatable {
        case matched
        case recorded
        /// A missing reference written by the default record mode: a failure until the test runs again.
        case recordedNew
        case missing
        case changed
    }

    /// A reference file and what happened to it.
    public struct Entry: Sendable {
        /// The reference's path.
        public var reference: String
        /// The outcome.
        public var outcome: Outcome
        /// For failures: a readable explanation (the first differing lines, the share of changed pixels).
        public var message: String?
        /// For failures: the artifacts written (actual text, actual picture, diff picture).
        public var artifacts: [String]
    }

    /// Every reference checked, in order.
    public var entries: [Entry]
    /// Set when recording was asked for but refused.
    public var refusal: String?

    /// The entries that failed.
    public var failures: [Entry] { entries.filter { $0.outcome == .missing || $0.outcome == .changed || $0.outcome == .recordedNew } }

    /// A message for the test log: every failure with its artifacts.
    public var failureMessage: String? {
        guard !failures.isEmpty || refusal != nil else { return nil }
        var lines: [String] = []
        if let refusal { lines.append(refusal) }
        for f in failures {
            lines.append(f.message ?? "\(f.reference) failed")
            for a in f.artifacts { lines.append("  wrote \(a)") }
        }
        return lines.joined(separator: "\n")
    }
}

/// Checks layout snapshots without reporting: the engine behind ``assertLayoutSnapshots(of:resources:categories:widths:images:named:suite:test:record:configuration:fileID:filePath:file:line:column:)``.
public enum LayoutSnapshots {
    /// Solves `screen` at every category × width and compares the text dumps (exactly) and pictures (with
    /// ``SnapshotTolerance``) with the references under `referenceDirectory/suite/test/`, recording as the
    /// configuration allows and writing failure artifacts.
    public static func verify(
        _ screen: Screen, resources: LayoutResources, categories: [ContentSizeCategory],
        widths: [Points], images: SnapshotImages, suite: String, test: String,
        configuration: SnapshotConfiguration
    ) -> SnapshotReport {
        var report = SnapshotReport(entries: [], refusal: configuration.recordRefusal)
        let renderer = LayoutRenderer(resources: resources)
        let folder = "\(suite)/\(test)"
        let viewports: [(Viewport, String)] =
            widths.isEmpty
            ? [(screen.viewport, "")]
            : widths.map { (Viewport.width($0), "@\(formatDecimal($0))") }
        for (viewport, suffix) in viewports {
            var solvedRow: [SolvedLayout] = []
            for category in categories {
                let solved = LayoutSolver.solve(screen, context: LayoutContext(category: category, viewport: viewport), resources: resources)
                solvedRow.append(solved)
                let name = "\(category.uikitName)\(suffix)"
                report.entries.append(check(text: solved.dump(), folder: folder, name: name + ".txt", configuration: configuration))
                if case .each = images {
                    let png = PNG.encode(renderer.render(solved, scale: configuration.scale))
                    report.entries.append(check(png: png, folder: folder, name: name + ".png", configuration: configuration))
                }
            }
            if case .contactSheet = images {
                let sheet = ContactSheet.render(
                    solvedRow, columns: 6, scale: configuration.scale,
                    title: "\(screen.name)\(suffix.isEmpty ? "" : " · \(suffix.dropFirst()) pt")", renderer: renderer)
                report.entries.append(check(png: PNG.encode(sheet), folder: folder, name: "contact-sheet\(suffix).png", configuration: configuration))
            }
        }
        UsedReferences.note(report.entries.map(\.reference), configuration: configuration)
        return report
    }

    // MARK: - Comparing

    static func check(text: String, folder: String, name: String, configuration: SnapshotConfiguration) -> SnapshotReport.Entry {
        let reference = "\(configuration.referenceDirectory)/\(folder)/\(name)"
        let existing = FileManager.default.contents(atPath: reference).map { String(decoding: $0, as: UTF8.self) }
        if let existing, existing == text {
            return SnapshotReport.Entry(reference: reference, outcome: .matched, message: nil, artifacts: [])
        }
        if shouldRecord(exists: existing != nil, configuration.record), (try? AtomicFile.write(text, to: reference, createFolders: true)) != nil {
            return recordedEntry(reference, wasMissing: existing == nil, configuration)
        }
        let actual = "\(configuration.artifactDirectory)/\(folder)/\(name.replacingOccurrences(of: ".txt", with: ".actual.txt"))"
        try? AtomicFile.write(text, to: actual, createFolders: true)
        guard let existing else {
            return SnapshotReport.Entry(
                reference: reference, outcome: .missing,
                message:
                    "missing reference \(reference): record it by running the test once with SNAPSHOT_TESTING_RECORD=missing in the environment (or record: .missing)",
                artifacts: [actual])
        }
        return SnapshotReport.Entry(
            reference: reference, outcome: .changed,
            message: "\(reference) differs:\n" + firstDifferences(existing, text), artifacts: [actual])
    }

    static func check(png: [UInt8], folder: String, name: String, configuration: SnapshotConfiguration) -> SnapshotReport.Entry {
        let reference = "\(configuration.referenceDirectory)/\(folder)/\(name)"
        let existing = FileManager.default.contents(atPath: reference).map { [UInt8]($0) }
        var comparison: ImageDiff.Result?
        if let existing {
            if existing == png { return SnapshotReport.Entry(reference: reference, outcome: .matched, message: nil, artifacts: []) }
            if let old = try? PNG.decode(existing), let new = try? PNG.decode(png) {
                let result = ImageDiff.compare(old, new, channelTolerance: SnapshotTolerance.channel)
                if !result.sizeChanged && result.fraction <= SnapshotTolerance.pixelFraction && configuration.record != .all {
                    return SnapshotReport.Entry(reference: reference, outcome: .matched, message: nil, artifacts: [])
                }
                comparison = result
            }
        }
        if shouldRecord(exists: existing != nil, configuration.record), (try? AtomicFile.write(png, to: reference, createFolders: true)) != nil {
            return recordedEntry(reference, wasMissing: existing == nil, configuration)
        }
        let base = "\(configuration.artifactDirectory)/\(folder)/\(name.replacingOccurrences(of: ".png", with: ""))"
        var artifacts = [base + ".actual.png"]
        try? AtomicFile.write(png, to: base + ".actual.png", createFolders: true)
        guard existing != nil else {
            return SnapshotReport.Entry(
                reference: reference, outcome: .missing,
                message:
                    "missing reference \(reference): record it by running the test once with SNAPSHOT_TESTING_RECORD=missing in the environment (or record: .missing)",
                artifacts: artifacts)
        }
        var message = "\(reference) differs"
        if let comparison {
            try? AtomicFile.write(PNG.encode(comparison.diff), to: base + ".diff.png", createFolders: true)
            artifacts.append(base + ".diff.png")
            message +=
                comparison.sizeChanged
                ? ": the picture's size changed"
                : ": \(comparison.differentPixels) of \(comparison.totalPixels) pixels changed (\(formatDecimal(comparison.fraction * 100, maximumFractionDigits: 3))%; allowed \(formatDecimal(SnapshotTolerance.pixelFraction * 100, maximumFractionDigits: 3))%)"
        } else {
            message += ": the reference is not a readable PNG"
        }
        return SnapshotReport.Entry(reference: reference, outcome: .changed, message: message, artifacts: artifacts)
    }

    /// A reference just written: recorded as asked, or (missing, recorded by default) a failure that says so.
    static func recordedEntry(_ reference: String, wasMissing: Bool, _ configuration: SnapshotConfiguration) -> SnapshotReport.Entry {
        if wasMissing && !configuration.recordRequested {
            return SnapshotReport.Entry(
                reference: reference, outcome: .recordedNew,
                message: "no reference was found: recorded \(reference); check it, then run the test again to compare against it",
                artifacts: [])
        }
        return SnapshotReport.Entry(reference: reference, outcome: .recorded, message: "recorded \(reference)", artifacts: [])
    }

    static func shouldRecord(exists: Bool, _ mode: SnapshotRecordMode) -> Bool {
        switch mode {
        case .never: return false
        case .missing: return !exists
        case .failed, .all: return true
        }
    }

    /// The first lines that differ (up to 8), as `-` (reference) and `+` (actual) with line numbers.
    static func firstDifferences(_ old: String, _ new: String, limit: Int = 8) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        var shown = 0
        for i in 0..<max(a.count, b.count) where shown < limit {
            let left = i < a.count ? String(a[i]) : nil, right = i < b.count ? String(b[i]) : nil
            if left != right {
                if let left { out.append("  line \(i + 1) - \(left)") }
                if let right { out.append("  line \(i + 1) + \(right)") }
                shown += 1
            }
        }
        return out.joined(separator: "\n")
    }
}

/// Records which references the test run used, so `make snapshots-dead` can list the others.
///
/// The list is an append-only log, not a file replaced atomically: every test run adds to it, from several threads
/// and, with `swift test --parallel`, several processes. Each call appends whole lines with one `write(2)` on a
/// descriptor opened with `O_APPEND` (created if missing), so the kernel puts every append at the end of the file as
/// it is then: appends never overwrite one another (seeking to the end and then writing could) and the file is never
/// truncated. An append that stops early (the process killed during it, a full disk) leaves its last line cut short;
/// a cut line names no reference, so `make snapshots-dead` would list that reference as unused, never the reverse.
enum UsedReferences {
    private static let lock = NSLock()

    static func note(_ references: [String], configuration: SnapshotConfiguration) {
        let path = "\(configuration.artifactDirectory)/used-references.txt"
        let bytes = Array(references.map { $0 + "\n" }.joined().utf8)
        lock.lock()
        defer { lock.unlock() }
        try? FileManager.default.createDirectory(atPath: configuration.artifactDirectory, withIntermediateDirectories: true)
        if !append(bytes, to: path) {
            // A development aid (`make snapshots-dead`), not a result: a list that cannot be written is only reported.
            FileHandle.standardError.write(Data("[snapshots] could not write \(path)\n".utf8))
        }
    }

    /// Appends `bytes` to `path` in one `write(2)` with `O_APPEND` (more only after a short write); false on an error.
    static func append(_ bytes: [UInt8], to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            written += n
        }
        return true
    }
}

extension Array where Element == ContentSizeCategory {
    /// All 12 categories, smallest first.
    public static var all: [ContentSizeCategory] { ContentSizeCategory.allCases }
}
