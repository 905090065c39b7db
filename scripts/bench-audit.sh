#!/usr/bin/env bash
# The audit's speed: cells (screen × category × width × locale) audited per second, on one core and on every core,
# for the bundled example app and for a generated app of 1,000 screens (then the speed-up on every core in interleaved
# pairs). Called by `make bench` after a release build.
# Figures only: nothing here is asserted. Usage: scripts/bench-audit.sh [path/to/typeramp]
set -euo pipefail
cd "$(dirname "$0")/.."
TYPERAMP=${1:-.build/release/typeramp}
WORK=.build/bench-audit
mkdir -p "$WORK"

now() { python3 -c 'import time; print(time.monotonic())'; }

# run NAME CELLS JOBS ARGS...: times one audit (best of RUNS) and prints cells per second.
run() {
  local name=$1 cells=$2 jobs=$3; shift 3
  local best=""
  for _ in $(seq "${RUNS:-3}"); do
    local start end
    start=$(now)
    set +e
    "$TYPERAMP" audit "$@" --jobs "$jobs" --no-progress --format json --output "$WORK/report.json"
    local status=$?
    set -e
    end=$(now)
    if [ "$status" -eq 1 ]; then echo "bench-audit: the audit failed" >&2; exit 1; fi
    best=$(python3 -c "s=$end-$start; b='$best'; print(min(s, float(b)) if b else s)")
  done
  python3 -c "
cells=$cells; s=$best
print(f'  {\"$name\":<44} {cells:>7} cells  {s:7.2f} s  {cells/s:9.0f} cells/s')"
}

cores=$(python3 -c 'import os; print(os.cpu_count())')
echo "audit benchmark · $(date -u +%Y-%m-%d) · $(uname -m) · $cores cores · typeramp $("$TYPERAMP" --version) · best of ${RUNS:-3} runs, whole command (start-up, reading, solving, JSON report)"

EXAMPLES=(examples/app/detail.yaml examples/app/feed.yaml examples/app/flights.yaml examples/app/poll.yaml examples/app/settings.yaml examples/app/trends.yaml)
LOCALES=(--strings examples/app/Localizable.xcstrings --locales de,ar)
echo "bundled examples: 6 screens × 12 categories × 3 widths × 3 languages"
run "examples, 1 core (--jobs 1)" 648 1 "${EXAMPLES[@]}" "${LOCALES[@]}"
run "examples, all cores (--jobs $cores)" 648 "$cores" "${EXAMPLES[@]}" "${LOCALES[@]}"

python3 scripts/generate-large-app.py "$WORK/app" --screens 1000
echo "generated app: 1,000 screens × 12 categories × 3 widths × 1 language"
run "1,000 screens, 1 core (--jobs 1)" 36000 1 "$WORK"/app/*.yaml
run "1,000 screens, all cores (--jobs $cores)" 36000 "$cores" "$WORK"/app/*.yaml

# The speed-up on every core, measured in interleaved pairs (one core, then every core, PAIRS times): this machine's
# speed changes over minutes, so two series run one after the other can compare a fast minute with a slow one.
pair_rates() {
  local pairs=${PAIRS:-5} ones=() alls=()
  for _ in $(seq "$pairs"); do
    for jobs in 1 "$cores"; do
      local start end
      start=$(now)
      set +e
      "$TYPERAMP" audit "$WORK"/app/*.yaml --jobs "$jobs" --no-progress --format json --output "$WORK/report.json"
      local status=$?
      set -e
      end=$(now)
      if [ "$status" -eq 1 ]; then echo "bench-audit: the audit failed" >&2; exit 1; fi
      if [ "$jobs" = 1 ]; then ones+=("$(python3 -c "print($end-$start)")"); else alls+=("$(python3 -c "print($end-$start)")"); fi
    done
  done
  python3 - "${ones[*]}" "${alls[*]}" "$cores" <<'PY'
import sys
ones = [float(x) for x in sys.argv[1].split()]
alls = [float(x) for x in sys.argv[2].split()]
ratios = [a / b for a, b in zip(ones, alls)]
print(f"  1,000 screens, {len(ones)} interleaved pairs: 1 core best {min(ones):.2f} s, {sys.argv[3]} cores best {min(alls):.2f} s; "
      f"speed-up of the best runs {min(ones) / min(alls):.2f}x, of each pair {min(ratios):.2f}-{max(ratios):.2f}x "
      f"(pairs: {', '.join(f'{a:.2f}/{b:.2f}' for a, b in zip(ones, alls))} s)")
PY
}
pair_rates
