// swift-tools-version:6.1
// A package that uses TypeRamp as a dependency: screens described with the DSL, snapshot tests across categories.
// scripts/test-consumer.sh copies it outside the repository and points the dependency at the repository.
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TypeRamp", path: "../.."),
    ],
    targets: [
        .target(name: "Screens", dependencies: [.product(name: "TypeRampLayout", package: "TypeRamp")]),
        .testTarget(name: "ScreensTests", dependencies: [
            "Screens",
            .product(name: "TypeRampLayout", package: "TypeRamp"),
            .product(name: "TypeRampSnapshotTesting", package: "TypeRamp"),
        ], exclude: ["__Snapshots__"]),
    ]
)
