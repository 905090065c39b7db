#!/usr/bin/env bash
# The SwiftPM command plugin as a package user runs it: `swift package typeramp-audit …` builds typeramp and audits.
# Checks a clean screen passes (exit 0), the example app's planted errors fail the command with the audit's reason,
# and an unknown --target is named. Run by .ci/run after `make test` (a nested `swift package` inside `swift test`
# would wait on the build folder's lock).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf 'screens:\n  - name: hello\n    device: iphone-se-1\n    root:\n      text: Hello\n      padding: 16\n' > "$work/clean.yaml"
plugin=(swift package --disable-sandbox typeramp-audit --categories l,ax5 --widths 320 --no-progress)
"${plugin[@]}" "$work/clean.yaml" > "$work/clean.log" 2>&1 || { cat "$work/clean.log"; echo "test-plugin: a clean screen failed" >&2; exit 1; }
grep -q "result: 0 errors, 0 warnings in 2 cells" "$work/clean.log" || { cat "$work/clean.log"; echo "test-plugin: no clean result" >&2; exit 1; }
if "${plugin[@]}" examples/swiftui > "$work/errors.log" 2>&1; then
    echo "test-plugin: the example app's errors did not fail the command" >&2; exit 1
fi
grep -q "typeramp audit found errors (exit status 2)" "$work/errors.log" || { tail -5 "$work/errors.log"; echo "test-plugin: no reason given" >&2; exit 1; }
grep -qE '^examples/swiftui/Sources/[A-Za-z]+\.swift:[0-9]+:[0-9]+: error: ' "$work/errors.log" || { echo "test-plugin: no finding at a Swift line" >&2; exit 1; }
if "${plugin[@]}" --target NoSuchTarget > "$work/target.log" 2>&1; then echo "test-plugin: an unknown target passed" >&2; exit 1; fi
grep -q "no target named 'NoSuchTarget'" "$work/target.log" || { cat "$work/target.log"; exit 1; }
# The Larger Text label: a body text passes; the example app (a fixed 34 pt title) does not support it, and says why.
printf 'screens:\n  - name: hello\n    device: iphone-se-1\n    root:\n      text: Hello\n      padding: 16\n' > "$work/label.yaml"
label=(swift package --disable-sandbox typeramp-label --no-progress)
"${label[@]}" "$work/label.yaml" > "$work/label.log" 2>&1 || { cat "$work/label.log"; echo "test-plugin: a screen of body text was not labelled" >&2; exit 1; }
grep -q "The app supports Larger Text" "$work/label.log" || { cat "$work/label.log"; echo "test-plugin: no label verdict" >&2; exit 1; }
if "${label[@]}" examples/swiftui > "$work/nolabel.log" 2>&1; then echo "test-plugin: the example app was labelled" >&2; exit 1; fi
grep -q "The app does not support Larger Text" "$work/nolabel.log" || { tail -5 "$work/nolabel.log"; echo "test-plugin: no reason given" >&2; exit 1; }
echo "test-plugin: swift package typeramp-audit passes a clean screen, fails on the example's errors, names an unknown target;"
echo "test-plugin: swift package typeramp-label labels a body-text screen and refuses the example app, saying why"
