import Foundation
import TypeRampCore
import TypeRampLayout
import TypeRampSwiftSource

/// libFuzzer target: any bytes as a Swift file must import (screens and notes) and the screens must decode and solve;
/// never a crash or a hang. Built by `make fuzz` with `-sanitize=fuzzer,address`.
public func fuzzSwiftSource(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let imported = SwiftSourceImporter.importSource(text, file: "Fuzz.swift")
    guard !imported.screens.isEmpty, let document = try? LayoutDocument.decode(imported.document(), file: "Fuzz.swift") else { return 0 }
    for screen in document.screens.prefix(2) {
        _ = LayoutSolver.solve(screen, context: LayoutContext(category: .large), resources: FuzzResources.shared)
    }
    return 0
}

enum FuzzResources {
    static let shared: LayoutResources = try! LayoutResources.bundled()
}
