#!/usr/bin/env bash
# Lists reference files under snapshots/ that the last test run did not use (see `make snapshots-dead`).
set -euo pipefail
cd "$(dirname "$0")/.."
used=.artifacts/snapshots/used-references.txt
[ -f "$used" ] || { echo "snapshots-dead: no $used; run the snapshot tests first" >&2; exit 1; }
root=$(pwd)
dead=0
while IFS= read -r file; do
  if ! grep -qxF "$root/$file" "$used"; then echo "$file"; dead=$((dead + 1)); fi
done < <(find snapshots -type f ! -name '.gitkeep' | sort)
echo "snapshots-dead: $dead unused reference(s)" >&2
