// Layout benchmark (make bench): screens solved per second across 12 categories × 4 widths for the bundled
// examples, on one thread and on every core, with the text engine's caches cold and warm. Figures are printed,
// never asserted.
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import TypeRampLayout
import TypeRampMetrics
import TypeRampText

let root = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : FileManager.default.currentDirectoryPath
let files = ["examples/app/poll.yaml", "examples/app/feed.yaml", "examples/app/settings.yaml", "examples/app/detail.yaml",
             "examples/app/trends.yaml", "examples/features.yaml"]
let widths: [Double] = [320, 375, 393, 430]
let library = try FontLibrary.bundled()

struct Job { let screen: Screen; let resources: LayoutResources }
var jobs: [Job] = []
let engine = TextEngine()
for file in files {
    let document = try LayoutDocument.load(path: root + "/" + file)
    let resources = LayoutResources(ramp: document.ramp, fonts: try FontSet.load(ramp: document.ramp, library: library), engine: engine)
    jobs += document.screens.map { Job(screen: $0, resources: resources) }
}
let cells = jobs.flatMap { job in ContentSizeCategory.allCases.flatMap { c in widths.map { (job, c, $0) } } }

func solveAll(_ indices: Range<Int>) -> Int {
    var lines = 0
    for i in indices {
        let (job, category, width) = cells[i]
        let solved = LayoutSolver.solve(job.screen, context: LayoutContext(category: category, viewport: .width(width)), resources: job.resources, glyphRuns: false)
        lines += solved.allDiagnostics.count
    }
    return lines
}

func measure(_ label: String, passes: Int, cold: Bool, parallel: Bool) {
    let clock = ContinuousClock()
    var total: Duration = .zero
    for _ in 0..<passes {
        if cold { engine.clearCaches() }
        let start = clock.now
        if parallel {
            let chunks = ProcessInfo.processInfo.activeProcessorCount * 4
            let size = (cells.count + chunks - 1) / chunks
            DispatchQueue.concurrentPerform(iterations: chunks) { k in
                _ = solveAll((k * size)..<min(cells.count, (k + 1) * size))
            }
        } else {
            _ = solveAll(0..<cells.count)
        }
        total += clock.now - start
    }
    let seconds = Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
    let rate = Double(cells.count * passes) / seconds
    print(String(format: "%-44@ %8.0f screens/s  (%.2f ms per screen)", label as NSString, rate, 1000 / rate))
}

print("layout: \(jobs.count) screens × 12 categories × \(widths.count) widths = \(cells.count) solves per pass, \(ProcessInfo.processInfo.activeProcessorCount) cores")
_ = solveAll(0..<cells.count)   // load fonts and warm the code
measure("single thread, text caches cold", passes: 3, cold: true, parallel: false)
measure("single thread, text caches warm", passes: 5, cold: false, parallel: false)
measure("all cores, text caches cold", passes: 3, cold: true, parallel: true)
measure("all cores, text caches warm", passes: 5, cold: false, parallel: true)
#if canImport(Glibc)
let usage = { () -> Int in var r = rusage(); getrusage(RUSAGE_SELF.rawValue, &r); return r.ru_maxrss }()  // KiB on Linux
#else
let usage = { () -> Int in var r = rusage(); getrusage(RUSAGE_SELF, &r); return Int(r.ru_maxrss) / 1024 }()  // bytes on Darwin
#endif
print("peak memory: \(usage / 1024) MiB")
