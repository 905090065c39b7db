#!/bin/sh
# Installs TypeRamp from a release archive: run from the unpacked archive (./install.sh [--prefix DIR]), or give the
# archive (install.sh --archive typeramp-VERSION-OS-ARCH.tar.gz [--prefix DIR]). The command and its fonts go to
# PREFIX/libexec/typeramp/, a link to the command to PREFIX/bin/typeramp, the problem matcher to
# PREFIX/share/typeramp/. Default prefix: /usr/local. POSIX sh; nothing is downloaded.
set -eu
prefix=/usr/local
archive=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --prefix=*) prefix="${1#--prefix=}"; shift ;;
        --archive) archive="$2"; shift 2 ;;
        --archive=*) archive="${1#--archive=}"; shift ;;
        -h|--help) sed -n '2,5p' "$0"; exit 0 ;;
        *) echo "install.sh: unknown argument '$1' (--prefix DIR, --archive FILE)" >&2; exit 1 ;;
    esac
done
if [ -n "$archive" ]; then
    [ -f "$archive" ] || { echo "install.sh: no such archive '$archive'" >&2; exit 1; }
    tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' EXIT
    tar -xzf "$archive" -C "$tmp"
    source_dir="$(find "$tmp" -mindepth 1 -maxdepth 1 -type d | head -1)"
else
    source_dir="$(cd "$(dirname "$0")" && pwd)"
fi
[ -x "$source_dir/bin/typeramp" ] || { echo "install.sh: $source_dir/bin/typeramp not found: run from an unpacked archive or give --archive" >&2; exit 1; }
mkdir -p "$prefix/libexec/typeramp" "$prefix/bin" "$prefix/share/typeramp"
# Replace an earlier install whole, so no font of an older version stays behind.
rm -rf "$prefix/libexec/typeramp.new"
cp -R "$source_dir/bin" "$prefix/libexec/typeramp.new"
rm -rf "$prefix/libexec/typeramp"
mv "$prefix/libexec/typeramp.new" "$prefix/libexec/typeramp"
cp "$source_dir/share/typeramp/"* "$prefix/share/typeramp/"
ln -sf "$prefix/libexec/typeramp/typeramp" "$prefix/bin/typeramp.new"
mv -f "$prefix/bin/typeramp.new" "$prefix/bin/typeramp"
echo "installed $("$prefix/bin/typeramp" --version 2>/dev/null || echo typeramp) to $prefix/bin/typeramp"
