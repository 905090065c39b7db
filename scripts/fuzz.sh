#!/usr/bin/env bash
# Builds and runs libFuzzer targets: scripts/fuzz.sh "<swift build command>" "<libFuzzer options>" target…
# Seeds come from the examples and test fixtures, plus every past finding of the target (Tests/Fixtures/fuzz/<target>/,
# replayed first, under the sanitizers, on every run); crashes are kept in .build-fuzz/crashes/<target>/.
set -euo pipefail
build="$1"; options="$2"; shift 2
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
for target in "$@"; do
  env $build --product "$target" > ".build-fuzz-$target.log" 2>&1 || { cat ".build-fuzz-$target.log" >&2; exit 1; }
  rm -f ".build-fuzz-$target.log"
  corpus=".build-fuzz/corpus/$target"; crashes=".build-fuzz/crashes/$target"
  extra=""
  rm -rf "$crashes"; mkdir -p "$corpus" "$crashes"
  case "$target" in
    typeramp-fuzz-screens) cp examples/app/*.yaml examples/features.yaml "$corpus/" ;;
    typeramp-fuzz-catalogs) cp examples/app/Localizable.xcstrings "$corpus/"; find Tests/Fixtures -name '*.strings' -o -name '*.po' | head -20 | xargs -r -I{} cp {} "$corpus/" ;;
    typeramp-fuzz-swift) cp examples/swiftui/Sources/*.swift Tests/Fixtures/ios-layout/Cases.swift "$corpus/" ;;
    typeramp-fuzz-swiftui)
      # The bytes choose a SwiftUI file (Fuzz/FuzzSwiftUI): a few fixed choices to start from.
      printf '\x03\x05\x04\x03\x02\x06\x07\x01\x09\x00\x0b\x02' > "$corpus/seed-stacks"
      printf '\x01\x06\x07\x07\x0a\x07\x0b\x08\x03\x02\x01\x05' > "$corpus/seed-foreach"
      printf '\x02\x09\x09\x0a\x0a\x08\x00\x00\x02\x03\x04\x05' > "$corpus/seed-views"
      # Each byte is a choice: 256 of them make files of a few hundred lines, which keeps runs near a second.
      extra="-max_len=256" ;;
    typeramp-fuzz-png)
      # Small pictures (the snapshot references are too large to mutate well), one per colour type and row filter, and
      # a seed for the target's well-formed mode (an odd first byte: header bytes, then pixel data it compresses).
      find snapshots Tests -name '*.png' -size -40k | head -10 | xargs -r -I{} cp {} "$corpus/"
      python3 -c '
import struct, sys, zlib
def png(w, h, colour, rows):
    chunk = lambda t, d: struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
    head = chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, colour, 0, 0, 0))
    return b"\x89PNG\r\n\x1a\n" + head + chunk(b"IDAT", zlib.compress(b"".join(rows))) + chunk(b"IEND", b"")
for name, colour, n in (("rgb", 2, 3), ("rgba", 6, 4)):
    rows = [bytes([f]) + bytes((f * 40 + x * 7) % 256 for x in range(3 * n)) for f in range(5)]
    open(sys.argv[1] + "/seed-" + name + ".png", "wb").write(png(3, 5, colour, rows))
' "$corpus"
      printf '\x01\x07\x05\x01\x08\x00\x10\x20\x30\x01\x02\x03\x02\x05\x06\x07\x03\x01\x01\x01\x04\x09\x08\x07' > "$corpus/seed-well-formed" ;;
    typeramp-fuzz-ramp) cp examples/ramp.yaml "$corpus/" ;;
    typeramp-fuzz-dtcg) find examples/tokens Tests/Fixtures -name '*.json' -size -64k | head -10 | xargs -r -I{} cp {} "$corpus/" ;;
    typeramp-fuzz-font) cp fonts/Inter/Inter-Regular.otf "$corpus/"; cp fonts/Noto/NotoSans-Regular.ttf "$corpus/" ;;
    typeramp-fuzz-text) printf '\x60\x02\x02Turn on notifications' > "$corpus/en"; printf '\x40\x00\x00\xd8\xaa\xd8\xb4\xd8\xba\xd9\x8a\xd9\x84 Wi-Fi' > "$corpus/ar" ;;
  esac
  regressions="Tests/Fixtures/fuzz/$target"
  if [ -d "$regressions" ]; then find "$regressions" -type f -exec cp {} "$corpus/" \;; fi
  echo "fuzz: $target ($options; $(find "$regressions" -type f 2>/dev/null | wc -l) past finding(s) replayed)"
  # shellcheck disable=SC2086
  LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp:print_suppressions=0" ".build-fuzz/debug/$target" "$corpus" $options $extra -rss_limit_mb=4096 -timeout=30 -artifact_prefix="$crashes/" -print_final_stats=1 2>&1 \
    | grep -E "^(Done|stat::number_of_executed_units|stat::average_exec_per_sec|==[0-9]+==ERROR|SUMMARY)" && status=0 || status=${PIPESTATUS[0]}
  # A failure is libFuzzer's non-zero exit or any artifact it saved (one kind is enough: it stops at the first).
  failures=$(find "$crashes" -type f \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' -o -name 'oom-*' \) | sort | tr '\n' ' ')
  if [ "$status" -ne 0 ] || [ -n "$failures" ]; then
    echo "fuzz: $target failed (libFuzzer exit status $status): ${failures:-no input saved}" >&2; exit 1
  fi
done
