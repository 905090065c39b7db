// swift-tools-version:6.1
// TypeRamp: Dynamic Type and accessibility layout checks off the device.
// Module graph (see docs/ARCHITECTURE.md): Core → Decoding → Metrics → Text → Layout → Render → Audit; CLI on top.
import PackageDescription

let package = Package(
    name: "TypeRamp",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "typeramp", targets: ["typeramp"]),
        .library(name: "TypeRampCore", targets: ["TypeRampCore"]),
        .library(name: "TypeRampMetrics", targets: ["TypeRampMetrics"]),
        .library(name: "TypeRampText", targets: ["TypeRampText"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // MARK: - Library modules, bottom to top
        .target(name: "TypeRampCore"),
        .target(name: "TypeRampDecoding", dependencies: ["TypeRampCore", "Yams"]),
        .target(name: "TypeRampMetrics", dependencies: ["TypeRampCore", "TypeRampDecoding"]),
        // Text: fonts, shaping (HarfBuzz), line breaking and bidi (ICU through CUnicode), measuring.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"]), .brew(["harfbuzz", "freetype"])]),
        .target(name: "CUnicode", linkerSettings: [.linkedLibrary("icuuc")]),
        .target(name: "TypeRampText", dependencies: ["TypeRampCore", "CHarfBuzz", "CUnicode"]),
        // Layout: the node tree (DSL and YAML/JSON spec), the solver, diagnostics, the accessibility model.
        .target(name: "TypeRampLayout", dependencies: ["TypeRampCore", "TypeRampDecoding", "TypeRampMetrics", "TypeRampText"]),
        // Audit: the matrix of categories × widths × locales × Bold Text, findings, catalogs, reporters.
        .target(name: "TypeRampAudit", dependencies: ["TypeRampCore", "TypeRampDecoding", "TypeRampMetrics", "TypeRampText", "TypeRampLayout"]),

        // MARK: - Command-line shell
        .executableTarget(
            name: "typeramp",
            dependencies: [
                "TypeRampCore", "TypeRampDecoding", "TypeRampMetrics", "TypeRampText", "TypeRampLayout", "TypeRampAudit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Tests (mirror Sources/)
        .target(name: "TypeRampTestSupport", dependencies: ["TypeRampCore"], path: "Tests/TypeRampTestSupport"),
        .testTarget(name: "TypeRampCoreTests", dependencies: ["TypeRampCore", "TypeRampTestSupport"]),
        .testTarget(name: "TypeRampMetricsTests", dependencies: ["TypeRampMetrics", "TypeRampDecoding", "TypeRampTestSupport"]),
        .testTarget(name: "TypeRampTextTests", dependencies: ["TypeRampText", "TypeRampCore", "TypeRampTestSupport"]),
        .testTarget(name: "TypeRampLayoutTests", dependencies: ["TypeRampLayout", "TypeRampText", "TypeRampMetrics", "TypeRampTestSupport"]),
        .testTarget(name: "TypeRampAuditTests", dependencies: ["TypeRampAudit", "TypeRampLayout", "TypeRampText", "TypeRampMetrics", "TypeRampDecoding", "TypeRampTestSupport"]),
        .testTarget(name: "typerampCLITests", dependencies: ["TypeRampTestSupport"]),
    ]
)
