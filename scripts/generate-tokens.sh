#!/usr/bin/env bash
# Generates examples/tokens/ from examples/ramp.yaml with `typeramp tokens`: one file per format.
# Called by `make tokens`. With --check it writes into a temporary folder instead and fails when
# examples/tokens/ differs from what the current generator writes (the tests run this).
#
# Usage: scripts/generate-tokens.sh [--check] [PATH/TO/typeramp]     (default .build/debug/typeramp)
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
typeramp=.build/debug/typeramp
for argument in "$@"; do
  case "$argument" in
    --check) check=1 ;;
    *) typeramp="$argument" ;;
  esac
done

input=examples/ramp.yaml
folder=examples/tokens
# format  file name
outputs=(
  "dtcg             acme.tokens.json"
  "dtcg-resolver    acme.resolver.json"
  "style-dictionary acme.style-dictionary.json"
  "swift            AcmeTypography.swift"
  "compose          AcmeTypography.kt"
  "android-xml      acme_text_appearances.xml"
  "css              acme.css"
  "markdown         acme-specimen.md"
  "html             acme-specimen.html"
)

destination="$folder"
if [ "$check" -eq 1 ]; then
  destination="$(mktemp -d)"
  trap 'rm -rf "$destination"' EXIT
fi
mkdir -p "$destination"

for entry in "${outputs[@]}"; do
  read -r format file <<<"$entry"
  extra=()
  # The specimens show a picture of the ramp rendered in its own fonts (written once, by the markdown run).
  case "$format" in
    markdown) extra=(--picture "$destination/acme-specimen.png") ;;
    html) extra=(--picture "$destination/acme-specimen.png") ;;
  esac
  "$typeramp" tokens "$input" --format "$format" --package com.acme.typography --output "$destination/$file" "${extra[@]}"
done

if [ "$check" -eq 1 ]; then
  status=0
  for entry in "${outputs[@]}" "picture acme-specimen.png"; do
    read -r format file <<<"$entry"
    if ! cmp -s "$folder/$file" "$destination/$file"; then
      echo "generate-tokens: $folder/$file is out of date (or missing): run 'make tokens'" >&2
      status=1
    fi
  done
  exit "$status"
fi
echo "generate-tokens: wrote $((${#outputs[@]} + 1)) files to $folder/"
