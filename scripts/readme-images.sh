#!/usr/bin/env bash
# Regenerates the pictures the README shows (make readme-images).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/typeramp}
out=$(mktemp -d)
"$binary" snapshot examples/app/poll.yaml --device iphone-se-1 --scale 1 --contact-sheet --out "$out" > /dev/null
mkdir -p docs/images
cp "$out/poll/contact-sheet.png" docs/images/poll-contact-sheet.png
rm -rf "$out"
echo "wrote docs/images/poll-contact-sheet.png"
