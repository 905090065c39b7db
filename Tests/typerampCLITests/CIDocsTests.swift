import Foundation
import Testing
import TypeRampTestSupport

/// docs/ci.md's workflows and script, run as far as this machine allows (scripts/check-ci-docs.py: PyYAML for the
/// workflow, its Linux job's shell steps and the shell script in workspaces with the example app), and the problem
/// matcher applied to the text report as GitHub applies it.
@Suite struct CIDocsTests {
    @Test func linuxWorkflowAndShellScriptRun() throws {
        let result = try runProcess("/usr/bin/env", ["python3", Fixtures.repositoryPath("scripts/check-ci-docs.py"), builtProductsDirectory().path])
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let jobs = try #require(report["jobs"] as? [String: Any])
        let steps = try #require((jobs["audit-linux"] as? [String: Any])?["steps"] as? [[String: Any]])
        let ran = steps.filter { $0["outcome"] as? String == "ran" }.compactMap { $0["step"] as? String }
        #expect(ran == ["Install TypeRamp", "Audit", "Summary", "Larger Text label"], "\(steps)")
        // The label's Markdown reaches the job summary (the example app does not support Larger Text: a fixed title).
        let summary = (jobs["audit-linux"] as? [String: Any])?["summary"] as? String ?? ""
        #expect(summary.contains("Larger Text") && summary.contains("does not support"), "\(summary)")
        // What could not run says why (uses: steps need GitHub; the download needs the network).
        for step in steps where step["outcome"] as? String == "skipped" { #expect((step["reason"] as? String)?.isEmpty == false) }
        #expect((report["checks"] as? [String])?.count == 2)
        // The macOS job is checked (YAML, steps) but cannot run on Linux: reported as skipped, with the reason.
        let skippedJobs = report["skipped_jobs"] as? [String: String] ?? [:]
        #expect(skippedJobs["audit-macos"]?.contains("only Linux jobs run here") == true, "\(skippedJobs)")
    }

    @Test func problemMatcherFindsEveryLocatedFinding() throws {
        // GitHub's problem matcher format: a regexp and the group of each field.
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.repositoryPath("ci/typeramp-problem-matcher.json")))
        let matcher = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pattern = try #require(((matcher["problemMatcher"] as? [[String: Any]])?.first?["pattern"] as? [[String: Any]])?.first)
        let regex = try NSRegularExpression(pattern: pattern["regexp"] as! String)
        let text = try runTypeRamp(["audit", "examples/swiftui", "--no-progress", "--format", "text", "--categories", "l,ax5"])
        let json = try runTypeRamp(["audit", "examples/swiftui", "--no-progress", "--format", "json", "--categories", "l,ax5"])
        #expect(text.status == 2 && json.status == 2)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = (report["findings"] as? [[String: Any]] ?? []).filter {
            $0["status"] as? String == "active" && $0["severity"] as? String != "information"
        }
        var expected: [String] = []
        for f in findings {
            guard let l = f["location"] as? [String: Any] else { continue }
            expected.append("\(l["file"]!):\(l["line"]!):\(l["column"]!):\(f["severity"]!):\(f["rule"]!)")
        }
        var matched: [String] = []
        for line in text.stdout.split(separator: "\n").map(String.init) {
            let ns = line as NSString
            guard let m = regex.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { continue }
            func group(_ key: String) -> String { ns.substring(with: m.range(at: pattern[key] as! Int)) }
            matched.append("\(group("file")):\(group("line")):\(group("column")):\(group("severity")):\(group("code"))")
            #expect(!group("message").isEmpty)
        }
        #expect(!expected.isEmpty)
        #expect(matched.sorted() == expected.sorted())
    }
}
