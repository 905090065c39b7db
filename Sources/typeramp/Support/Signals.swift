import Foundation
import TypeRampDecoding

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process does about signals and exit, so that a run stopped by Ctrl-C, `kill` or a closed pipe leaves no
/// temporary file behind and never traps:
///
/// - SIGPIPE is ignored: a write to a closed pipe fails with `EPIPE`, which ``writeStdout(_:)`` reports (exit 1).
/// - SIGINT and SIGTERM are caught by a handler that only writes the signal's number to a pipe (all a handler may
///   safely do); a thread waiting on that pipe removes every temporary (``TemporaryFiles/removeAll()``), then ends the
///   process by the same signal, so the shell sees what stopped it.
/// - At a normal exit the temporaries are removed too. An exit that starts after a signal arrived (the main thread
///   failing because the cleaning thread removed the file it was writing, say) waits instead, so the run still ends by
///   the signal and not with an error status of its own.
///
/// A SIGKILL cannot be caught: the next run that writes the same output removes what the killed one left
/// (``TemporaryFiles``, ``OutputFolder``).
enum ProcessSignals {
    /// The write end of the pipe from the handler to the cleaning thread (set once, before the handlers).
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    /// The signal received, 0 before one arrives: set by the handler (a plain store of a word, which a handler may do).
    nonisolated(unsafe) private static var received: Int32 = 0

    /// Installs the handlers; call once, first thing in `main`.
    static func install() {
        signal(SIGPIPE, SIG_IGN)
        atexit {
            // The cleaning thread ends the process by the signal; an exit racing it must not end it first.
            while ProcessSignals.received != 0 { sleep(1) }
            TemporaryFiles.removeAll()
        }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        writeEnd = ends[1]
        received = 0  // initialised here, not first in a handler
        let reader = ends[0]
        let thread = Thread {
            var number: Int32 = 0
            while true {
                let n = read(reader, &number, MemoryLayout<Int32>.size)
                if n == MemoryLayout<Int32>.size { break }
                if n < 0 && errno == EINTR { continue }
                return
            }
            TemporaryFiles.removeAll()
            signal(number, SIG_DFL)
            // Raised in this thread, unblocked here (a thread started before `install` unblocked them keeps the mask
            // it was started with), the signal ends the process before `raise` returns; `kill` would hand it to any
            // thread, later, and lose the race with the `_exit` below.
            var mask = sigset_t()
            sigemptyset(&mask)
            sigaddset(&mask, number)
            pthread_sigmask(SIG_UNBLOCK, &mask, nil)
            raise(number)
            // Should the signal still not end it, the exit status says which signal it was.
            _exit(128 + number)
        }
        thread.start()
        for number in [SIGINT, SIGTERM] {
            let previous = signal(number) { received in
                var value = received
                ProcessSignals.received = received
                _ = write(ProcessSignals.writeEnd, &value, MemoryLayout<Int32>.size)
            }
            // A SIGINT ignored from the start (a job run in the background by a script) stays ignored, as shells expect.
            if number == SIGINT, let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                signal(number, SIG_IGN)
            }
        }
        // A parent that blocked them (some test runners do) would keep this process from ever seeing them.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }
}
