#!/usr/bin/env bash
# The release archive works on its own: unpacked into an empty folder, installed with its install.sh, and run with the
# Swift toolchain off PATH (only /usr/bin and /bin), it audits examples/swiftui. Also checks that the binary does not
# load the toolchain's libraries (on Linux the runtime is linked in). Called by .ci/run after `make dist`.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
archive="${1:-$(ls "$repo"/.build-dist/dist/typeramp-*.tar.gz | head -1)}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir "$work/unpacked" "$work/prefix" "$work/project"
tar -xzf "$archive" -C "$work/unpacked"
dir="$(find "$work/unpacked" -mindepth 1 -maxdepth 1 -type d)"
clean_path=/usr/bin:/bin
if env PATH="$clean_path" sh -c 'command -v swift' >/dev/null 2>&1; then
    echo "test-dist: swift is on $clean_path; the check needs a PATH without the toolchain" >&2
    exit 1
fi
env -i PATH="$clean_path" HOME="$work" sh "$dir/install.sh" --prefix "$work/prefix"
if [ "$(uname -s)" = Linux ]; then
    libs="$(ldd "$work/prefix/libexec/typeramp/typeramp")"
    if echo "$libs" | grep -E "swift|not found"; then
        echo "test-dist: the binary needs the toolchain's or missing libraries (above)" >&2
        exit 1
    fi
fi
# An archive with HarfBuzz compiled in (a build after scripts/fetch-harfbuzz.sh) carries and installs its licence.
if [ -f "$repo/.deps/harfbuzz/COPYING" ] && ! cmp -s "$repo/.deps/harfbuzz/COPYING" "$work/prefix/share/typeramp/HarfBuzz-COPYING.txt"; then
    echo "test-dist: HarfBuzz is compiled in but its licence is not installed in share/typeramp/HarfBuzz-COPYING.txt" >&2
    exit 1
fi
cp -R "$repo/examples/swiftui" "$work/project/"
cd "$work/project"
set +e
env -i PATH="$clean_path" HOME="$work" "$work/prefix/bin/typeramp" audit swiftui --no-progress --format text > "$work/audit.txt" 2> "$work/audit.err"
status=$?
set -e
cat "$work/audit.err"
tail -3 "$work/audit.txt"
# The example app has planted problems: findings and exit status 2, with findings at Swift lines.
if [ "$status" != 2 ] || ! grep -qE '^swiftui/Sources/[A-Za-z]+\.swift:[0-9]+:[0-9]+: warning: ' "$work/audit.txt"; then
    echo "test-dist: expected exit 2 with findings at Swift lines, got $status" >&2
    exit 1
fi
echo "test-dist: $(basename "$archive") installs and audits examples/swiftui without a toolchain"
