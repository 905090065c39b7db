// swift-tools-version:6.1
// TypeRamp: Dynamic Type and accessibility layout checks off the device.
// Module graph (see docs/ARCHITECTURE.md): Core → Decoding → Metrics → Text → Layout → Render → Audit → Labels; CLI on top.
import PackageDescription

let package = Package(
    name: "TypeRamp",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "typeramp", targets: ["typeramp"]),
        .library(name: "TypeRampCore", targets: ["TypeRampCore"]),
        .library(name: "TypeRampMetrics", targets: ["TypeRampMetrics"]),
        .library(name: "TypeRampText", targets: ["TypeRampText"]),
        .library(name: "TypeRampLayout", targets: ["TypeRampLayout"]),
        .library(name: "TypeRampSnapshotTesting", targets: ["TypeRampSnapshotTesting"]),
        .library(name: "TypeRampTokens", targets: ["TypeRampTokens"]),
        .library(name: "TypeRampAudit", targets: ["TypeRampAudit"]),
        .library(name: "TypeRampSwiftSource", targets: ["TypeRampSwiftSource"]),
        .library(name: "TypeRampSwiftSourceTesting", targets: ["TypeRampSwiftSourceTesting"]),
        .plugin(name: "TypeRampAuditPlugin", targets: ["TypeRampAuditPlugin"]),
        .plugin(name: "TypeRampLabelPlugin", targets: ["TypeRampLabelPlugin"]),
        .plugin(name: "TypeRampBuildToolPlugin", targets: ["TypeRampBuildToolPlugin"]),
        .library(name: "TypeRampLabels", targets: ["TypeRampLabels"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation` (make docs): a plugin only, nothing links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // Any swift-syntax from 600.0.1 up to 603.x (scripts/test-swift-syntax-range.sh builds both ends), so an app whose macro
        // packages pin an older or newer release still resolves; only TypeRampSwiftSource (and the CLI) build it.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    ],
    targets: [
        // MARK: - Library modules, bottom to top
        .target(name: "TypeRampCore"),
        .target(name: "TypeRampDecoding", dependencies: ["TypeRampCore", "Yams"]),
        .target(name: "TypeRampMetrics", dependencies: ["TypeRampCore", "TypeRampDecoding"]),
        // Text: fonts, shaping (HarfBuzz), line breaking and bidi (ICU through CUnicode), measuring.
        // HarfBuzz: built from the pinned source scripts/fetch-harfbuzz.sh fetches into .deps/harfbuzz (3× faster shaping
        // than Debian 12's), else the system library; FreeType always the system's (docs/text.md).
        .systemLibrary(
            name: "CHarfBuzzSystem", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev", "libfreetype-dev"]), .brew(["harfbuzz", "freetype"])]),
        .target(
            name: "CHarfBuzz", dependencies: ["CHarfBuzzSystem"],
            cxxSettings: [.define("NDEBUG", .when(configuration: .release))], linkerSettings: [.linkedLibrary("freetype")]),
        .target(name: "CUnicode", linkerSettings: [.linkedLibrary("icuuc")]),
        // The bundled fonts (Inter, Noto Sans; OFL 1.1, licences beside the files) as SwiftPM resources, from the top-level fonts/.
        .target(name: "TypeRampFonts", path: "fonts", resources: [.copy("Inter"), .copy("Noto"), .copy("README.md")]),
        .target(name: "TypeRampText", dependencies: ["TypeRampCore", "TypeRampFonts", "CHarfBuzz", "CUnicode"]),
        // Layout: the node tree (DSL and YAML/JSON spec), the solver, diagnostics, the accessibility model.
        .target(name: "TypeRampLayout", dependencies: ["TypeRampCore", "TypeRampDecoding", "TypeRampMetrics", "TypeRampText"]),
        // Render: solved layouts to PNG (glyphs via FreeType in Text's rasterizer, zlib for the file), contact sheets, diffs.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        .target(name: "TypeRampRender", dependencies: ["TypeRampCore", "TypeRampMetrics", "TypeRampText", "TypeRampLayout", "CZlib"]),
        // Snapshot regression tests across categories (references under snapshots/, record mode, failure artifacts).
        .target(
            name: "TypeRampSnapshotTesting",
            dependencies: [
                "TypeRampCore", "TypeRampDecoding", "TypeRampMetrics", "TypeRampText", "TypeRampLayout", "TypeRampRender",
                "TypeRampAudit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // assertAccessibleLayout(swiftSource:) for SwiftUI files in tests: its own product, so that
        // TypeRampSnapshotTesting never builds swift-syntax.
        .target(
            name: "TypeRampSwiftSourceTesting",
            dependencies: [
                "TypeRampCore", "TypeRampMetrics", "TypeRampLayout", "TypeRampAudit", "TypeRampSnapshotTesting", "TypeRampSwiftSource",
            ]),
        // Tokens: design-token generators from a type ramp (DTCG, Style Dictionary, Swift, Compose, Android XML, CSS, specimens).
        .target(name: "TypeRampTokens", dependencies: ["TypeRampCore", "TypeRampDecoding", "TypeRampMetrics"]),
        // Audit: the matrix of categories × widths × locales × Bold Text, findings, catalogs, reporters.
        .target(name: "TypeRampAudit", dependencies: ["TypeRampCore", "TypeRampDecoding", "TypeRampMetrics", "TypeRampText", "TypeRampLayout"]),
        // Labels: Apple's accessibility nutrition labels judged from the audit (Larger Text: text growth, usability at AX1–AX5).
        .target(
            name: "TypeRampLabels",
            dependencies: ["TypeRampCore", "TypeRampDecoding", "TypeRampMetrics", "TypeRampLayout", "TypeRampAudit"]),
        // Swift source: SwiftUI views, previews and modifiers read with swift-syntax into the screens format. Its own
        // module, so the layout library and its consumers never build swift-syntax.
        .target(
            name: "TypeRampSwiftSource",
            dependencies: [
                "TypeRampCore", "TypeRampDecoding", "TypeRampMetrics",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]),

        // MARK: - Command-line shell
        .executableTarget(
            name: "typeramp",
            dependencies: [
                "TypeRampCore", "TypeRampDecoding", "TypeRampMetrics", "TypeRampFonts", "TypeRampText", "TypeRampLayout", "TypeRampRender",
                "TypeRampTokens", "TypeRampAudit", "TypeRampSwiftSource", "TypeRampLabels",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - SwiftPM plugins
        // `swift package typeramp-audit`: the audit as a command of any package that depends on TypeRamp.
        .plugin(
            name: "TypeRampAuditPlugin",
            capability: .command(
                intent: .custom(verb: "typeramp-audit", description: "Audit the package's SwiftUI views at every Dynamic Type size")),
            dependencies: ["typeramp"]),
        // `swift package typeramp-label`: the Larger Text label (docs/larger-text.md) as a command of any package.
        .plugin(
            name: "TypeRampLabelPlugin",
            capability: .command(
                intent: .custom(verb: "typeramp-label", description: "Does the app support Apple's Larger Text accessibility label?")),
            dependencies: ["typeramp"]),
        // The build-tool plugin: a target that applies it is audited on every build that changes its Swift files, the
        // findings shown as build warnings and errors at the Swift line (as SwiftLint's build-tool plugin lints).
        .plugin(name: "TypeRampBuildToolPlugin", capability: .buildTool(), dependencies: ["typeramp"]),

        // MARK: - Benchmarks (out of the libraries' graph; built by `make bench`)
        .executableTarget(
            name: "typeramp-layout-bench", dependencies: ["TypeRampLayout", "TypeRampMetrics", "TypeRampText"],
            path: "Benchmarks/LayoutBench"),

        // MARK: - Tests (mirror Sources/)
        .target(name: "TypeRampTestSupport", dependencies: ["TypeRampCore"], path: "Tests/TypeRampTestSupport"),
        .testTarget(name: "TypeRampCoreTests", dependencies: ["TypeRampCore", "TypeRampTestSupport"]),
        .testTarget(name: "TypeRampMetricsTests", dependencies: ["TypeRampMetrics", "TypeRampDecoding", "TypeRampTestSupport"]),
        .testTarget(name: "TypeRampTextTests", dependencies: ["TypeRampText", "TypeRampFonts", "TypeRampCore", "TypeRampTestSupport"]),
        // SwiftUI's public names, declared by hand in a module of their own: the DSL must compile beside them.
        .target(name: "SwiftUIStandIns", path: "Tests/SwiftUIStandIns"),
        .testTarget(
            name: "TypeRampLayoutTests",
            dependencies: [
                "TypeRampLayout", "TypeRampText", "TypeRampMetrics", "TypeRampTestSupport",
                "SwiftUIStandIns",
            ]),
        .testTarget(
            name: "TypeRampAuditTests",
            dependencies: ["TypeRampAudit", "TypeRampLayout", "TypeRampText", "TypeRampMetrics", "TypeRampDecoding", "TypeRampTestSupport"]),
        .testTarget(name: "TypeRampRenderTests", dependencies: ["TypeRampRender", "TypeRampLayout", "TypeRampTestSupport"]),
        .testTarget(
            name: "TypeRampSnapshotTestingTests",
            dependencies: [
                "TypeRampSnapshotTesting", "TypeRampSwiftSourceTesting", "TypeRampAudit", "TypeRampLayout", "TypeRampMetrics",
                "TypeRampTestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "TypeRampTokensTests", dependencies: ["TypeRampTokens", "TypeRampMetrics", "TypeRampDecoding", "TypeRampTestSupport"]),
        .testTarget(
            name: "TypeRampSwiftSourceTests",
            dependencies: [
                "TypeRampSwiftSource", "TypeRampLayout", "TypeRampAudit", "TypeRampDecoding",
                "TypeRampTestSupport",
            ]),
        .testTarget(
            name: "TypeRampLabelsTests",
            dependencies: [
                "TypeRampLabels", "TypeRampAudit", "TypeRampLayout", "TypeRampMetrics", "TypeRampText", "TypeRampDecoding", "TypeRampSwiftSource",
                "TypeRampTestSupport",
            ]),
        .testTarget(name: "typerampCLITests", dependencies: ["TypeRampTestSupport"]),
    ]
)

// MARK: - Fuzzing
// libFuzzer targets (Fuzz/), declared only for `make fuzz` (TYPERAMP_FUZZ=1, built with -sanitize=fuzzer,address in
// .build-fuzz): without libFuzzer's runtime they do not link, so ordinary builds never see them.
if Context.environment["TYPERAMP_FUZZ"] != nil {
    package.targets += [
        .executableTarget(name: "typeramp-fuzz-screens", dependencies: ["TypeRampLayout"], path: "Fuzz/FuzzScreens"),
        .executableTarget(name: "typeramp-fuzz-swift", dependencies: ["TypeRampLayout", "TypeRampSwiftSource"], path: "Fuzz/FuzzSwiftSource"),
        .executableTarget(name: "typeramp-fuzz-swiftui", dependencies: ["TypeRampLayout", "TypeRampSwiftSource"], path: "Fuzz/FuzzSwiftUI"),
        .executableTarget(name: "typeramp-fuzz-catalogs", dependencies: ["TypeRampAudit"], path: "Fuzz/FuzzCatalogs"),
        .executableTarget(name: "typeramp-fuzz-png", dependencies: ["TypeRampRender", "CZlib"], path: "Fuzz/FuzzPNG"),
        .executableTarget(name: "typeramp-fuzz-ramp", dependencies: ["TypeRampMetrics"], path: "Fuzz/FuzzRamp"),
        .executableTarget(name: "typeramp-fuzz-text", dependencies: ["TypeRampText", "TypeRampFonts"], path: "Fuzz/FuzzText"),
        .executableTarget(name: "typeramp-fuzz-dtcg", dependencies: ["TypeRampTokens", "TypeRampMetrics"], path: "Fuzz/FuzzDTCG"),
        .executableTarget(name: "typeramp-fuzz-font", dependencies: ["TypeRampText"], path: "Fuzz/FuzzFont"),
    ]
}
