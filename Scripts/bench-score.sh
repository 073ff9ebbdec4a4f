#!/usr/bin/env bash
# Times `scanlab score` on a 5,000-character page against a copy with 2% edits and against unrelated text,
# minus the time of scoring two empty files (process start), and prints milliseconds and the ratio.
# Usage: Scripts/bench-score.sh [path/to/scanlab]   (default: a release build of this checkout)
set -euo pipefail
cd "$(dirname "$0")/.."
SCANLAB="${1:-.build/release/scanlab}"
[ -x "$SCANLAB" ] || swift build -c release --product scanlab
export OMP_THREAD_LIMIT=1
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
python3 - "$dir" <<'PY'
import random, sys
d = sys.argv[1]; r = random.Random(7)
letters = "abcdefghijklmnopqrstuvwxyz    \n"
t = [r.choice(letters) for _ in range(5000)]
o = list(t)
for _ in range(100):
    i = r.randrange(len(o)); k = r.randrange(3)
    if k == 0: o[i] = "#"
    elif k == 1: del o[i]
    else: o.insert(i, "€")
open(f"{d}/truth.txt", "w").write("".join(t))
open(f"{d}/edited.txt", "w").write("".join(o))
open(f"{d}/unrelated.txt", "w").write("".join(reversed(t)))
open(f"{d}/empty.txt", "w").write("")
PY
best() { # best of 5 wall times in ms
  local m=999999
  for _ in 1 2 3 4 5; do
    local s e; s=$(date +%s%N); "$SCANLAB" score "$1" "$2" --profile strict --json > /dev/null; e=$(date +%s%N)
    local t=$(( (e - s) / 1000000 )); [ $t -lt $m ] && m=$t
  done; echo $m
}
base=$(best "$dir/empty.txt" "$dir/empty.txt")
edited=$(best "$dir/truth.txt" "$dir/edited.txt")
unrelated=$(best "$dir/truth.txt" "$dir/unrelated.txt")
echo "process start (empty files): ${base} ms"
echo "5,000 chars, 2% edits:       $((edited - base)) ms beyond start"
echo "5,000 chars, unrelated text: $((unrelated - base)) ms beyond start"
python3 -c "import sys; e,u=max(1,$edited-$base),max(1,$unrelated-$base); print(f'ratio unrelated/edited: {u/e:.1f}x')"
