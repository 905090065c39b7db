import Foundation
import TypeRampCore
import TypeRampLayout

/// libFuzzer target: any bytes as a screens file (YAML or JSON) must decode or throw a located error, and a decoded
/// screen must solve, never crash or hang. Built by `make fuzz` with `-sanitize=fuzzer,address`.
public func fuzzScreens(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let document = try? LayoutDocument.parse(text, file: "fuzz.yaml") else { return 0 }
    for screen in document.screens.prefix(2) {
        _ = LayoutSolver.solve(screen, context: LayoutContext(category: .accessibilityExtraExtraExtraLarge), resources: FuzzResources.shared)
    }
    return 0
}

enum FuzzResources {
    static let shared: LayoutResources = try! LayoutResources.bundled()
}
