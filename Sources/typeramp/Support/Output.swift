import ArgumentParser
import Foundation
import TypeRampCore
import TypeRampDecoding

/// Output formats shared by the reporting commands.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case table
    case json
    case csv
}

/// Writes `text` to standard output exactly as given (callers add the newline). A write that fails (a closed pipe, a
/// full disk, `/dev/full`) ends the run with status 1 and a message on standard error: never a trap, and never success
/// with the output lost. Temporary files are removed first.
func writeStdout(_ text: String) {
    var text = text
    do {
        try text.withUTF8 { try writeAll(UnsafeRawBufferPointer($0), to: 1, path: "standard output") }
    } catch let error as InputError {
        writeStderr("typeramp: " + error.description)
        TemporaryFiles.removeAll()
        exit(1)
    } catch {
        exit(1)
    }
}

/// Writes a line to standard error; a failure is ignored (there is nowhere left to report it). Control characters other
/// than the line breaks the message itself has are escaped, so no escape sequence from a name reaches the terminal.
func writeStderr(_ text: String) {
    var line =
        text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).escapingControlCharacters }
        .joined(separator: "\n") + "\n"
    line.withUTF8 { try? writeAll(UnsafeRawBufferPointer($0), to: 2, path: "standard error") }
}

/// Runs `body`, turning TypeRamp's located input errors into `file:line:column: error: …` on stderr and exit status 1.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as InputError {
        writeStderr("typeramp: " + error.description)
        throw ExitCode(1)
    }
}

/// Renders rows as columns aligned for a terminal: text left-aligned, numbers right-aligned.
func alignedTable(header: [String], rows: [[String]]) -> String {
    var widths = header.map { $0.count }
    for row in rows {
        for (i, cell) in row.enumerated() where i < widths.count { widths[i] = max(widths[i], cell.count) }
    }
    func isNumeric(_ s: String) -> Bool { !s.isEmpty && Double(s) != nil }
    func line(_ cells: [String]) -> String {
        cells.enumerated().map { i, cell in
            let pad = String(repeating: " ", count: widths[i] - cell.count)
            return isNumeric(cell) ? pad + cell : cell + pad
        }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
    var out = line(header) + "\n"
    out += line(widths.map { String(repeating: "-", count: $0) }) + "\n"
    for row in rows { out += line(row) + "\n" }
    return out
}

/// Renders rows as RFC 4180 CSV with a header row.
func csvTable(header: [String], rows: [[String]]) -> String {
    func escape(_ s: String) -> String {
        s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : s
    }
    return ([header] + rows).map { $0.map(escape).joined(separator: ",") }.joined(separator: "\n") + "\n"
}

/// Replaces the file at `path` with `text` atomically (``AtomicFile``): readers see the old file or the new one.
func writeAtomically(_ text: String, to path: String) throws {
    try AtomicFile.write(text, to: path)
}

/// Replaces the file at `path` atomically with the text `body` hands to its writer, piece by piece, in order: a large
/// output (an import's JSON) is never held as one string and copied to bytes.
func writeAtomically(to path: String, _ body: ((String) throws -> Void) throws -> Void) throws {
    let writer = try AtomicFileWriter(path: path)
    do {
        try body { try writer.write($0) }
        try writer.commit()
    } catch {
        writer.abort()
        throw error
    }
}

/// Replaces the file at `path` with `bytes` atomically.
func writeAtomically(_ bytes: [UInt8], to path: String) throws {
    try AtomicFile.write(bytes, to: path)
}
