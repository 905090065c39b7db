#!/usr/bin/env bash
# Installs the developer-only tools that `make fixtures` and `make bench` need (never `make test`):
# hb-shape (libharfbuzz-bin), Pango's headers (libpango1.0-dev), Unicode's test files (unicode-data), gcc, g++.
set -euo pipefail
missing=()
command -v hb-shape >/dev/null 2>&1 || missing+=(libharfbuzz-bin)
pkg-config --exists pangoft2 2>/dev/null || missing+=(libpango1.0-dev)
[ -f /usr/share/unicode/auxiliary/LineBreakTest.txt ] || missing+=(unicode-data)
command -v gcc >/dev/null 2>&1 || missing+=(gcc)
# g++: make bench builds the fetched HarfBuzz as a shared library, to time Pango with the HarfBuzz TypeRamp shapes with.
command -v g++ >/dev/null 2>&1 || missing+=(g++)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "setup-dev: missing: ${missing[*]}"
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; else
      echo "setup-dev: run: sudo apt-get install -y ${missing[*]}" >&2; exit 1; fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq "${missing[@]}"
else
  echo "setup-dev: install these Debian packages (or your system's equivalents): ${missing[*]}" >&2
  exit 1
fi
