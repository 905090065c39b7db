#!/usr/bin/env bash
# `make docc`: the DocC documentation of the library products that have a catalog, built by swift-docc-plugin
# (`swift package generate-documentation`) with warnings as errors, so a broken symbol link in an article fails.
# Output: .build/plugins/Swift-DocC/outputs/<Target>.doccarchive. Skipped, with the reason, when the toolchain has
# no docc (the plugin needs it).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v docc >/dev/null 2>&1 && ! xcrun --find docc >/dev/null 2>&1; then
    echo "docs: skipped: this Swift toolchain has no docc, which swift package generate-documentation needs"
    exit 0
fi
for target in TypeRampSnapshotTesting TypeRampTokens; do
    swift package --disable-sandbox generate-documentation --target "$target" --warnings-as-errors
done
