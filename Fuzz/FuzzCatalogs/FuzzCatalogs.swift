import Foundation
import TypeRampAudit
import TypeRampCore

/// libFuzzer target: any bytes as a string catalog (.xcstrings, .strings, .po) must load or throw a located error.
public func fuzzCatalogs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    for ext in ["xcstrings", "strings", "po"] {
        let path = NSTemporaryDirectory() + "typeramp-fuzz-\(getpid()).\(ext)"
        FileManager.default.createFile(atPath: path, contents: bytes)
        _ = try? StringCatalog.load(path: path, locale: ext == "xcstrings" ? nil : "de")
        try? FileManager.default.removeItem(atPath: path)
    }
    return 0
}
