#!/usr/bin/env bash
# Puts HarfBuzz's source in .deps/harfbuzz/ (not in git), which the CHarfBuzz target compiles into TypeRamp in place of
# the system library: HarfBuzz 15 shapes the bundled fonts about 3× faster than Debian 12's 6.0.0, with the same
# advances (docs/text.md). Called by scripts/setup.sh. The source comes from the sdist of uharfbuzz on PyPI (HarfBuzz's
# own Python binding, which carries it whole), pinned by version and SHA-256.
#
# Without it (no network, or TYPERAMP_SYSTEM_HARFBUZZ=1) TypeRamp builds against the system HarfBuzz instead: the same
# results, slower shaping. Safe to run again: it does nothing when the pinned version is already in place.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
version="15.0.0"
sdist="uharfbuzz-0.57.0"
url="https://files.pythonhosted.org/packages/e6/48/0b293baafb87b5ccfec082f427fb1e81ce4d27098a8b2ac8db6c76e07e65/$sdist.tar.gz"
sha256="55136df18a9dd09fec36d1ceb77965f3108de6d86c338b3825feedb0730d84b7"
dest="$repo/.deps/harfbuzz"

if [ "${TYPERAMP_SYSTEM_HARFBUZZ:-}" = "1" ]; then exit 0; fi
if [ -f "$dest/VERSION" ] && [ "$(head -n1 "$dest/VERSION")" = "$version" ] && [ -f "$dest/src/harfbuzz.cc" ]; then exit 0; fi

mkdir -p "$repo/.deps"
work="$(mktemp -d "$repo/.deps/.harfbuzz-XXXXXX")"
trap 'rm -rf "$work"' EXIT
fallback() {
  echo "setup: could not get HarfBuzz $version's source ($1); TypeRamp builds with the system HarfBuzz (the same results," \
    "slower shaping). Run scripts/fetch-harfbuzz.sh again to retry." >&2
  exit 0
}
echo "setup: downloading HarfBuzz $version's source ($sdist from PyPI, 40 MB)"
if command -v curl >/dev/null 2>&1; then
  curl -fsSL --retry 2 -o "$work/sdist.tar.gz" "$url" || fallback "download failed"
else
  python3 -c 'import sys, urllib.request; urllib.request.urlretrieve(sys.argv[1], sys.argv[2])' "$url" "$work/sdist.tar.gz" \
    || fallback "download failed"
fi
got="$(python3 -c 'import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], "rb").read()).hexdigest())' "$work/sdist.tar.gz")"
[ "$got" = "$sha256" ] || fallback "SHA-256 $got, expected $sha256"
tar -xzf "$work/sdist.tar.gz" -C "$work" "$sdist/harfbuzz/src" "$sdist/harfbuzz/COPYING" "$sdist/harfbuzz/AUTHORS" \
  || fallback "the archive does not hold harfbuzz/src"
mkdir -p "$work/harfbuzz"
mv "$work/$sdist/harfbuzz/src" "$work/$sdist/harfbuzz/COPYING" "$work/$sdist/harfbuzz/AUTHORS" "$work/harfbuzz/"
grep -q "HB_VERSION_STRING \"$version\"" "$work/harfbuzz/src/hb-version.h" || fallback "hb-version.h is not $version"
printf '%s\nfrom %s (%s, sha256 %s)\n' "$version" "$sdist" "$url" "$sha256" > "$work/harfbuzz/VERSION"
# Swapped in whole: a killed run leaves the previous source or none, never half of one.
if [ -e "$dest" ]; then mv "$dest" "$work/old"; fi
mv "$work/harfbuzz" "$dest"
echo "setup: HarfBuzz $version's source is in .deps/harfbuzz (licence: .deps/harfbuzz/COPYING)"
# A build made before the source was there compiled the system headers in; its products are TypeRamp's own to clean.
if [ -d "$repo/.build" ]; then
  echo "setup: cleaning .build so that the next build compiles HarfBuzz $version in"
  (cd "$repo" && swift package clean)
fi
