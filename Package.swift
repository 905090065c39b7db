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
        .library(name: "TypeRampTokens", targets: ["TypeRampTokens"]),
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
        .target(name: "TypeRampTokens", dependencies: ["TypeRampCore", "TypeRampDecoding", "TypeRampMetrics"]),

        // MARK: - Command-line shell
        .executableTarget(
            name: "typeramp",
            dependencies: [
                "TypeRampCore", "TypeRampDecoding", "TypeRampMetrics", "TypeRampTokens",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - Tests (mirror Sources/)
        .target(name: "TypeRampTestSupport", dependencies: ["TypeRampCore"], path: "Tests/TypeRampTestSupport"),
        .testTarget(name: "TypeRampCoreTests", dependencies: ["TypeRampCore", "TypeRampTestSupport"]),
        .testTarget(name: "TypeRampMetricsTests", dependencies: ["TypeRampMetrics", "TypeRampDecoding", "TypeRampTestSupport"]),
        .testTarget(name: "TypeRampTokensTests", dependencies: ["TypeRampTokens", "TypeRampMetrics", "TypeRampDecoding", "TypeRampTestSupport"]),
        .testTarget(name: "typerampCLITests", dependencies: ["TypeRampTestSupport"]),
    ]
)
