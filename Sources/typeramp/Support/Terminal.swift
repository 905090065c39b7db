import Foundation
import TypeRampDecoding

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the terminal can do: whether a stream is a terminal, colour (off for pipes, `TERM=dumb` and `NO_COLOR`).
enum Terminal {
    /// Standard output is a terminal that takes escape sequences.
    static var stdoutIsInteractive: Bool { isatty(1) == 1 && !dumb }
    /// Standard error is a terminal that takes escape sequences.
    static var stderrIsInteractive: Bool { isatty(2) == 1 && !dumb }
    static var dumb: Bool { ProcessInfo.processInfo.environment["TERM"] == "dumb" }
    /// Colour on standard output: a terminal, and `NO_COLOR` unset or empty (https://no-color.org).
    static var colorOnStdout: Bool {
        stdoutIsInteractive && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
    }
}

/// Progress of a long run on standard error: one line redrawn in place on a terminal (counts and time left),
/// plain `[n/total]` lines every tenth otherwise. Thread-safe.
///
/// `@unchecked Sendable`: `interactive` and `start` are immutable; the other fields are only read and written with
/// `lock` held, which also keeps lines written from several threads whole.
final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let interactive: Bool
    private let start = Date()
    private var lastDraw = Date.distantPast
    private var lastTenth = -1
    private var drawn = false

    init(interactive: Bool) { self.interactive = interactive }

    func update(done: Int, total: Int, errors: Int, warnings: Int) {
        lock.lock(); defer { lock.unlock() }
        if interactive {
            let now = Date()
            guard done == total || now.timeIntervalSince(lastDraw) >= 0.1 else { return }
            lastDraw = now
            let elapsed = now.timeIntervalSince(start)
            let left = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
            let percent = total > 0 ? done * 100 / total : 100
            let line = "[\(done)/\(total)] \(percent)% · \(errors) errors · \(warnings) warnings · \(Int(left.rounded(.up)))s left"
            writeStderrRaw("\r\u{1B}[K\(line)")
            drawn = true
        } else {
            let tenth = total > 0 ? done * 10 / total : 10
            guard tenth > lastTenth else { return }
            lastTenth = tenth
            writeStderrRaw("[\(done)/\(total)]\n")
        }
    }

    /// Clears the redrawn line.
    func finish() {
        lock.lock(); defer { lock.unlock() }
        if interactive && drawn { writeStderrRaw("\r\u{1B}[K") }
    }
}

/// Writes `text` to standard error as given; a failure is ignored.
func writeStderrRaw(_ text: String) {
    var text = text
    text.withUTF8 { try? writeAll(UnsafeRawBufferPointer($0), to: 2, path: "standard error") }
}
