#!/usr/bin/env bash
# Scoring speed against rapidfuzz, on the same pairs in one run, and peak memory:
#   pairs of 5,000 and 50,000 characters (letters, spaces, line breaks), the second a copy with 2% edits or an
#   unrelated text of the same length. Ours is timed inside the process (`scanlab-bench score`: the measurement
#   `scanlab score --metrics cer --profile strict` makes: NFC, grapheme ids, alignment, counts; best of N), since at
#   5,000 characters it takes milliseconds against a process start of 50-100 ms; rapidfuzz's `Levenshtein.editops`
#   inside Python, best of N, in a venv under SCANLAB_HOME (installed by Scripts/install-deps.sh). Both distances and
#   the distance `scanlab score --json` prints are compared. Then `/usr/bin/time -v` gives `scanlab score`'s peak
#   memory at 200,000 characters, the whole process included.
# Usage: Scripts/bench-score.sh [BIN_DIR]   (a folder with scanlab and scanlab-bench; default: a release build of this
#        checkout; REPEATS=N, default 7)
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1
HOME_DIR="${SCANLAB_HOME:-$HOME/.local/share/scanlab}"
SCANLAB_SKIP_PYTHON=1 SCANLAB_WITH_SCORE_BENCH=1 Scripts/install-deps.sh
PY="$HOME_DIR/venv-bench-score/bin/python"
if [ $# -ge 1 ]; then BIN="$1"; else swift build -c release >&2; BIN="$(swift build -c release --show-bin-path)"; fi
SCANLAB="$BIN/scanlab"; BENCH="$BIN/scanlab-bench"
REPEATS="${REPEATS:-7}"
dir=$(mktemp -d); trap 'rm -rf "$dir"' EXIT
"$PY" - "$dir" <<'PY'
import random, sys
d = sys.argv[1]
letters = "abcdefghijklmnopqrstuvwxyz    \n"
def text(r, n): return [r.choice(letters) for _ in range(n)]
for n in (5000, 50000, 200000):
    r = random.Random(n)
    t = text(r, n)
    o = list(t)
    for _ in range(n // 50):  # 2% edits: substitutions, deletions and insertions of characters the page lacks
        i = r.randrange(len(o)); k = r.randrange(3)
        if k == 0: o[i] = "#"
        elif k == 1: del o[i]
        else: o.insert(i, "€")
    open(f"{d}/t{n}.txt", "w").write("".join(t))
    open(f"{d}/e{n}.txt", "w").write("".join(o))
    open(f"{d}/u{n}.txt", "w").write("".join(text(r, n)))
PY
ours() { # best in-process time in microseconds of scoring $1 against $2, and the distance `scanlab score` reports
  local timed reported
  timed=$("$BENCH" score "$1" "$2" --repeat "$REPEATS" --profile strict)
  "$SCANLAB" score "$1" "$2" --metrics cer --profile strict --json > "$dir/out.json"
  reported=$("$PY" -c "import json,sys; c=json.load(open(sys.argv[1]))['counts']; print(c['substitutions']+c['deletions']+c['insertions'])" "$dir/out.json")
  "$PY" -c "import json,sys; t=json.loads(sys.argv[1]); d=t['distance']; r=int(sys.argv[2]); print(round(t['bestMilliseconds']*1000), d if d == r else f'{d}!={r}')" "$timed" "$reported"
}
printf "%-22s %12s %12s %8s %s\n" "pair" "scanlab ms" "rapidfuzz ms" "ratio" "distances"
for n in 5000 50000; do
  for kind in e u; do
    read -r us dist < <(ours "$dir/t$n.txt" "$dir/$kind$n.txt")
    "$PY" - "$dir/t$n.txt" "$dir/$kind$n.txt" "$REPEATS" "$us" "$dist" "$n" "$kind" <<'PY'
import sys, time, unicodedata
from rapidfuzz.distance import Levenshtein
t, o = (unicodedata.normalize("NFC", open(p).read()) for p in sys.argv[1:3])
repeats, us, dist, n, kind = int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6], sys.argv[7]
best = float("inf")
for _ in range(repeats):
    s = time.perf_counter(); ops = Levenshtein.editops(t, o); best = min(best, time.perf_counter() - s)
ours = max(us, 1) / 1000
theirs = best * 1000
label = f"{int(n):,} chars, {'2% edits' if kind == 'e' else 'unrelated'}"
print(f"{label:<22} {ours:12.2f} {theirs:12.2f} {ours / theirs:7.2f}x  {dist} / {len(ops)}{'' if dist == str(len(ops)) else '  DIFFER'}")
PY
  done
done
echo "peak memory of scanlab score --metrics cer at 200,000 characters:"
for kind in e u; do
  /usr/bin/time -v "$SCANLAB" score "$dir/t200000.txt" "$dir/${kind}200000.txt" --metrics cer --profile strict --json > /dev/null 2> "$dir/time.txt"
  kb=$(awk -F: '/Maximum resident set size/ {gsub(/ /, "", $2); print $2}' "$dir/time.txt")
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$dir/time.txt")
  printf "  %-10s %6.1f MB  (%s wall)\n" "$([ $kind = e ] && echo '2% edits' || echo unrelated)" "$(echo "$kb / 1024" | bc -l)" "$wall"
done
