#!/usr/bin/env bash
# Builds and tests examples/consumer, a package that depends on TypeRamp, from a copy outside the repository (as a user's
# package would): the copy's dependency is pointed at this repository. Called by .ci/run after make test.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -R "$repo/examples/consumer" "$work/consumer"
rm -rf "$work/consumer/.build" "$work/consumer/.swiftpm"  # a local build of the example, if any, is not part of the copy
sed -i.bak "s|path: \"../..\"|path: \"$repo\"|" "$work/consumer/Package.swift" && rm "$work/consumer/Package.swift.bak"
cd "$work/consumer"
swift build --build-tests
swift test --skip-build
