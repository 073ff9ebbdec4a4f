#!/usr/bin/env bash
# Measures what the result cache pays, in a cache folder of its own:
#   1. a cold run of a corpus, then the same run again: the second must be at least 20x faster;
#   2. a build in which one style's code changed (ink's binarised output is cropped by one pixel column, in a
#      throw-away copy of the clone): only that style's images are read again, every other reading comes
#      from the cache. Where `auto` chose ink its file is ink's, already read: a cache hit too.
# Usage: Scripts/bench-cache.sh [CORPUS] [--styles S] [--skip-change]
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=Corpora/regression.json styles=all change=1
while [ $# -gt 0 ]; do
  case "$1" in
    --styles) styles="$2"; shift 2 ;;
    --skip-change) change=0; shift ;;
    -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) corpus="$1"; shift ;;
  esac
done
export OMP_THREAD_LIMIT=1
swift build -c release --product scanlab >&2
bin="$(swift build -c release --show-bin-path)/scanlab"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export SCANLAB_CACHE="$work/cache"
now() { date +%s.%N; }

t0=$(now); "$bin" run "$corpus" --styles "$styles" --out "$work/cold" >/dev/null; t1=$(now)
"$bin" run "$corpus" --styles "$styles" --out "$work/warm" >/dev/null; t2=$(now)
python3 - "$t0" "$t1" "$t2" <<'PY'
import sys
t0, t1, t2 = map(float, sys.argv[1:])
cold, warm = t1 - t0, t2 - t1
print(f"cold run {cold:.1f} s, cached run {warm:.2f} s: {cold / warm:.1f}x faster (need >= 20x)")
sys.exit(0 if cold / warm >= 20 else 1)
PY
"$bin" cache stats

[ "$change" = 1 ] || exit 0
echo "== one style's code changed: rebuilding a copy with ink's output cropped by one column"
git clone -q . "$work/src"
file="$work/src/Sources/Enhancement/Enhancer.swift"
grep -q 'encodeBitonalPNG(bits)' "$file" || { echo "bench-cache: ink's encoder line moved; update this script" >&2; exit 2; }
sed -i 's/encodeBitonalPNG(bits)/encodeBitonalPNG(bits.resized(width: bits.width - 1, height: bits.height))/' "$file"
(cd "$work/src" && swift build -c release --product scanlab >&2)
changed="$(cd "$work/src" && swift build -c release --show-bin-path)/scanlab"
"$changed" run "$corpus" --styles "$styles" --out "$work/changed" >/dev/null
python3 - "$work/changed/report.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
read_again = {}
for c in report["cells"]:
    if c["status"] != "ok": continue
    again = "ocr" not in (c.get("cached") or [])
    style = c["style"] if c["style"] != "auto" else f"auto (chose {c.get('choice')})"
    total, n = read_again.get(style, (0, 0))
    read_again[style] = (total + 1, n + again)
ok = True
for style, (total, n) in sorted(read_again.items()):
    print(f"{style:22s} read again: {n}/{total}")
    # auto's file is byte for byte ink's where it chose ink, and ink's was read moments before: a cache hit.
    if style == "auto (chose ink)": continue
    if style == "ink" and n != total or style != "ink" and n != 0: ok = False
print("only the changed style was read again" if ok else "UNEXPECTED: other styles were read again, or ink was not")
sys.exit(0 if ok else 1)
PY
