#!/usr/bin/env bash
# `make dist`: a release archive of the typeramp command for this platform, in .build-dist/:
#   typeramp-VERSION-OS-ARCH/
#     bin/typeramp                               the command (on Linux with the Swift runtime and Foundation linked in:
#                                                --static-swift-stdlib; macOS has the runtime in the system)
#     bin/TypeRamp_TypeRampFonts.resources/      the bundled fonts (OFL), found beside the executable
#     share/typeramp/typeramp-problem-matcher.json   GitHub's problem matcher for the text report (docs/ci.md)
#     share/typeramp/HarfBuzz-COPYING.txt        when HarfBuzz is compiled in from .deps/harfbuzz (scripts/fetch-harfbuzz.sh)
#     install.sh, LICENSE, README.md
# What the binary still needs from the system: HarfBuzz, FreeType, ICU's common library, zlib (and on Linux glibc and
# libstdc++); `ldd` lists them, README.md in the archive names the packages. The build has its own folder
# (.build-dist), so it never invalidates the debug build `make test` uses.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
cd "$repo"
version="$(sed -n 's/.*version: "\([0-9][0-9.]*\)".*/\1/p' Sources/typeramp/TypeRampCommand.swift | head -1)"
os="$(uname -s | tr '[:upper:]' '[:lower:]')"
arch="$(uname -m)"
case "$arch" in aarch64) arch=arm64 ;; esac
name="typeramp-$version-$os-$arch"
scratch="${DIST_SCRATCH:-.build-dist}"
flags=(-c release --product typeramp --scratch-path "$scratch")
if [ "$os" = linux ]; then flags+=(--static-swift-stdlib); fi
swift build "${flags[@]}"
bin="$(swift build "${flags[@]}" --show-bin-path)"
stage="$scratch/stage/$name"
rm -rf "$scratch/stage"
mkdir -p "$stage/bin" "$stage/share/typeramp"
cp "$bin/typeramp" "$stage/bin/"
found=0
for bundle in "$bin"/*_TypeRampFonts.resources "$bin"/*_TypeRampFonts.bundle; do
    [ -e "$bundle" ] || continue
    cp -R "$bundle" "$stage/bin/"
    found=1
done
[ "$found" = 1 ] || { echo "dist: no TypeRampFonts resource bundle in $bin" >&2; exit 1; }
cp ci/typeramp-problem-matcher.json "$stage/share/typeramp/"
cp scripts/install.sh LICENSE "$stage/"
# HarfBuzz compiled in from .deps/harfbuzz (scripts/fetch-harfbuzz.sh) travels with its licence.
harfbuzz_note=""
if [ -f .deps/harfbuzz/COPYING ] && [ -f .deps/harfbuzz/VERSION ]; then
    # Beside the problem matcher: install.sh copies share/typeramp's files, flat.
    cp .deps/harfbuzz/COPYING "$stage/share/typeramp/HarfBuzz-COPYING.txt"
    harfbuzz_note="The command has HarfBuzz $(head -n1 .deps/harfbuzz/VERSION) compiled in (licence: share/typeramp/HarfBuzz-COPYING.txt)."
fi
cat > "$stage/README.md" <<README
# TypeRamp $version ($os $arch)

\`./install.sh\` installs into /usr/local (\`./install.sh --prefix DIR\` elsewhere); or run \`bin/typeramp\` where it is.
The fonts (\`bin/TypeRamp_TypeRampFonts.*\`) must stay beside the executable. The command needs these shared libraries
from the system: HarfBuzz, FreeType, ICU (libicuuc) and zlib — on Debian and Ubuntu
\`apt-get install libharfbuzz0b libfreetype6 libicu72 zlib1g\` (the ICU package is named after its version: libicu74 on
Ubuntu 24.04), with Homebrew \`brew install harfbuzz freetype icu4c\`. No Swift toolchain is needed. $harfbuzz_note
Documentation: docs/ci.md and docs/configuration.md in the repository.
README
chmod +x "$stage/install.sh"
mkdir -p "$scratch/dist"
archive="$scratch/dist/$name.tar.gz"
# A reproducible archive with GNU tar (sorted names, fixed owner and time); macOS's bsdtar has none of these options.
if tar --version 2>/dev/null | grep -q "GNU tar"; then
    tar --sort=name --owner=0 --group=0 --numeric-owner --mtime='2020-01-01 00:00Z' -C "$scratch/stage" -cf - "$name" | gzip -n > "$archive"
else
    tar -C "$scratch/stage" -cf - "$name" | gzip -n > "$archive"
fi
echo "$archive"
