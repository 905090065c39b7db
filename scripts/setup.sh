#!/usr/bin/env bash
# Installs what TypeRamp needs to build and test, where it is missing; prints the exact commands otherwise.
# Called by `make setup` (and so by `make run` and `make test`). Safe to run again: it installs nothing
# that is already there.
set -euo pipefail

# Debian/Ubuntu packages and the pkg-config modules (or commands) that show each is present.
APT_PACKAGES=(pkg-config libharfbuzz-dev libfreetype-dev libicu-dev libpng-dev zlib1g-dev)
BREW_PACKAGES=(pkg-config harfbuzz freetype icu4c libpng)
PKG_MODULES=(harfbuzz freetype2 icu-uc libpng zlib)

missing=()
# `--test` (make test): also the tools some tests drive: a headless Chromium for the HTML report, util-linux's `script`.
if [ "${1:-}" = "--test" ]; then
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 || APT_PACKAGES+=(chromium)
  [ -x /usr/bin/script ] || APT_PACKAGES+=(bsdutils)
  for p in "${APT_PACKAGES[@]}"; do
    case "$p" in chromium|bsdutils) missing+=("$p") ;; esac
  done
fi
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
if command -v pkg-config >/dev/null 2>&1; then
  for m in "${PKG_MODULES[@]}"; do pkg-config --exists "$m" || missing+=("$m"); done
fi

# Test-only tools: Python modules the tests use as independent parsers and validators, as import-name:pip-name.
# jsonschema (+ referencing): DTCG schemas; tinycss2: CSS; tree-sitter + tree-sitter-kotlin: Compose's Kotlin;
# markdown-it-py: Markdown specimens; html5lib: HTML specimens (strict parse); Pillow: decodes the PNGs TypeRamp
# writes (an independent PNG reader); PyYAML: the CI workflows of docs/ci.md. XML uses the standard library.
PY_MODULES=(jsonschema:jsonschema referencing:referencing tinycss2:tinycss2 "tree_sitter:tree-sitter>=0.22,<0.27"
            "tree_sitter_kotlin:tree-sitter-kotlin>=1.0,<2" markdown_it:markdown-it-py html5lib:html5lib PIL:pillow yaml:PyYAML)
py_missing=()
if command -v python3 >/dev/null 2>&1; then
  for entry in "${PY_MODULES[@]}"; do
    python3 -c "import ${entry%%:*}" 2>/dev/null || py_missing+=("${entry#*:}")
  done
else
  echo "setup: python3 is required by the tests (independent parsers); install it, e.g. sudo apt-get install -y python3 python3-pip" >&2
  exit 1
fi

if ! command -v swift >/dev/null 2>&1; then
  echo "setup: Swift 6.1 or later is required: https://www.swift.org/install/ (swift not found on PATH)" >&2
  exit 1
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: missing: ${missing[*]}"
  if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then
      if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; else
        echo "setup: run: sudo apt-get update && sudo apt-get install -y ${APT_PACKAGES[*]}" >&2; exit 1; fi
    fi
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq "${APT_PACKAGES[@]}"
  elif command -v brew >/dev/null 2>&1; then
    brew install "${BREW_PACKAGES[@]}"
  else
    echo "setup: install them with one of:" >&2
    echo "  Debian/Ubuntu: sudo apt-get install -y ${APT_PACKAGES[*]}" >&2
    echo "  macOS (Homebrew): brew install ${BREW_PACKAGES[*]}" >&2
    exit 1
  fi
fi

if [ ${#py_missing[@]} -gt 0 ]; then
  echo "setup: installing Python test tools: ${py_missing[*]}"
  if ! python3 -m pip --version >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    $SUDO apt-get update -qq && $SUDO apt-get install -y -qq python3-pip
  fi
  # A Debian system Python refuses plain pip installs (PEP 668); fall back to the user site there.
  python3 -m pip install --quiet "${py_missing[@]}" 2>/dev/null \
    || python3 -m pip install --quiet --user --break-system-packages "${py_missing[@]}" || {
    echo "setup: run: python3 -m pip install ${py_missing[*]}" >&2; exit 1; }
fi

# HarfBuzz's pinned source for the CHarfBuzz target (falls back to the system library when it cannot be fetched).
"$(dirname "$0")/fetch-harfbuzz.sh"
