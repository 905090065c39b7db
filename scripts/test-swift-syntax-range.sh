#!/usr/bin/env bash
# Builds TypeRampSwiftSource, the only library that needs swift-syntax, in a consumer package pinned to each end of the
# range Package.swift accepts ("600.0.1"..<"604.0.0"): a package whose other dependencies (macros) pin swift-syntax
# 600.0.1 and one on 603.0.1 must both resolve and build. Each consumer imports a SwiftUI view and prints what it read;
# every version must read it as the first did, so a build that links but misbehaves fails too. Each consumer also has a
# target that applies the build-tool plugin, which builds the typeramp CLI on that swift-syntax: a warning must print at
# its Swift line and leave the build green, an error finding must fail it. Called by .ci/run; `make
# test-swift-syntax-range` runs it alone.
# VERSIONS="600.0.1" scripts/test-swift-syntax-range.sh checks one version. Several minutes per version (swift-syntax
# is built from scratch each time).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
versions="${VERSIONS:-600.0.1 603.0.1}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
identity="$(basename "$repo" | tr '[:upper:]' '[:lower:]')"
for version in $versions; do
    dir="$work/consumer-$version"
    mkdir -p "$dir/Sources/SyntaxConsumer"
    cat > "$dir/Package.swift" <<SWIFT
// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "SyntaxConsumer",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: "$repo"),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "$version"),
    ],
    targets: [
        .executableTarget(
            name: "SyntaxConsumer",
            dependencies: [
                .product(name: "TypeRampSwiftSource", package: "$identity"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]),
        // The build-tool plugin: building this target builds the typeramp CLI on this swift-syntax and audits the folder.
        .target(name: "Screens", plugins: [.plugin(name: "TypeRampBuildToolPlugin", package: "$identity")]),
    ]
)
SWIFT
    # A view SwiftUI platforms compile (Linux compiles only the constant): a fixed 15 pt text, a warning of the audit.
    mkdir -p "$dir/Sources/Screens"
    cat > "$dir/Sources/Screens/Greeting.swift" <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct Greeting: View {
    var body: some View {
        Text("Welcome back")
            .font(.system(size: 15))
    }
}

#Preview { Greeting() }
#endif

public let screenCount = 1
SWIFT
    cat > "$dir/Sources/SyntaxConsumer/main.swift" <<'SWIFT'
import TypeRampSwiftSource

let source = """
    import SwiftUI
    struct Greeting: View {
        var body: some View { VStack { Text("Hello").font(.title); Text("World") } }
    }
    #Preview { Greeting() }
    """
let imported = SwiftSourceImporter.importSource(source, file: "Greeting.swift")
print("screens: \(imported.screens.map(\.name).joined(separator: ", "))")
SWIFT
    echo "== swift-syntax $version"
    start=$SECONDS
    (cd "$dir" && swift build --product SyntaxConsumer 2>&1 | tail -25)
    resolved="$(cd "$dir" && swift package show-dependencies --format json | python3 -c '
import json, sys
def walk(node):
    for d in node.get("dependencies", []):
        if d["identity"] == "swift-syntax":
            print(d["version"]); return True
        if walk(d): return True
    return False
walk(json.load(sys.stdin))')"
    if [ "$resolved" != "$version" ]; then
        echo "swift-syntax resolved to '$resolved', expected $version" >&2
        exit 1
    fi
    output="$(cd "$dir" && .build/debug/SyntaxConsumer)"
    echo "$output"
    # The same importer must read the same view whatever swift-syntax parsed it: every version's output is the first's.
    case "$output" in "screens: Greeting"*) ;; *) echo "the consumer on swift-syntax $version found no Greeting screen" >&2; exit 1 ;; esac
    if [ -n "${first_output:-}" ] && [ "$output" != "$first_output" ]; then
        echo "swift-syntax $version reads the view differently from ${first_version}: '$output' vs '$first_output'" >&2
        exit 1
    fi
    # The build-tool plugin as Xcode and `swift build` run it: the warning at the Swift line, the build still succeeding;
    # then a text clipped by a fixed frame (an error) fails the build at its line.
    (cd "$dir" && swift build --target Screens > "$work/plugin-$version.log" 2>&1) || { tail -30 "$work/plugin-$version.log"; echo "the build-tool plugin failed a build with warnings only" >&2; exit 1; }
    grep -qE "/Sources/Screens/Greeting\.swift:6:9: warning: .*\[fixed-size-text\]" "$work/plugin-$version.log" \
        || { tail -30 "$work/plugin-$version.log"; echo "the build-tool plugin printed no warning at Greeting.swift:6" >&2; exit 1; }
    cat > "$dir/Sources/Screens/Banner.swift" <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct Banner: View {
    var body: some View {
        Text("Your subscription renews tomorrow").font(.headline).frame(width: 200, height: 20)
    }
}

#Preview { Banner() }
#endif
SWIFT
    if (cd "$dir" && swift build --target Screens > "$work/plugin-error-$version.log" 2>&1); then
        echo "the build-tool plugin let a build with an error finding pass" >&2; exit 1
    fi
    grep -qE "/Sources/Screens/Banner\.swift:6:9: error: .*\[content-clipped\]" "$work/plugin-error-$version.log" \
        || { tail -30 "$work/plugin-error-$version.log"; echo "the build-tool plugin printed no error at Banner.swift:6" >&2; exit 1; }
    echo "swift-syntax $version: the build-tool plugin warns at Greeting.swift:6 and fails the build at Banner.swift:6"
    first_output="${first_output:-$output}"
    first_version="${first_version:-$version}"
    echo "swift-syntax $version: resolved, built and ran in $((SECONDS - start)) s"
done
