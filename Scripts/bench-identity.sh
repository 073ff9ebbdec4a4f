#!/usr/bin/env bash
# Proof that a speed change changed no result: records what the page finder, the orientation detector and the
# processed styles give on a fixed set of inputs, and later compares a new build's results with that record.
#   - page finding: `scanlab-bench find-error` corners, detector and reason on every photo (SEEDS per kind and
#     difficulty, default 24: the issue's 240 photos), timings removed;
#   - orientation: `scanlab-bench orientation` decisions and reasons (ORIENT_SEEDS, default 2), timings removed;
#   - styles: `scanlab process --json` and its output bytes (PNG and JPEG) for auto, grayscale, ink and colour on
#     generated photos of every kind at ordinary and hard, turned pages, the speed benchmark's 12 MP photo and
#     three sroie-dev scans.
# Usage: Scripts/bench-identity.sh record|compare DIR   (uses the release build in .build; build it first)
#   record writes DIR/ref (and the photos under DIR/photos, DIR/find-photos); compare writes DIR/now and diffs it
#   against DIR/ref: exit 0 when every file is identical, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1
mode="${1:?record or compare}"
dir="${2:?a folder for the record}"
BIN="$(swift build -c release --show-bin-path)"
case "$mode" in
  record) out="$dir/ref" ;;
  compare) out="$dir/now" ;;
  *) echo "usage: $0 record|compare DIR" >&2; exit 64 ;;
esac
rm -rf "$out"
mkdir -p "$out" "$dir/photos" "$dir/find-photos"

# The inputs, made once and kept: every kind at ordinary and hard, three turned pages, the speed photo, sroie scans.
photos=()
for kind in receipt invoice letter screenplay label; do
  for difficulty in ordinary hard; do
    p="$dir/photos/$kind-$difficulty-3.jpg"
    [ -f "$p" ] || "$BIN/scanlab" synth "$p" --document "$kind" --difficulty "$difficulty" --seed 3 >/dev/null
    photos+=("$p")
  done
done
for turn in 90 180 270; do
  p="$dir/photos/receipt-ordinary-5-turned-$turn.jpg"
  [ -f "$p" ] || "$BIN/scanlab" synth "$p" --document receipt --difficulty ordinary --seed 5 --orientation "$turn" >/dev/null
  photos+=("$p")
done
p="$dir/photos/speed-letter-12mp-7.jpg"
[ -f "$p" ] || "$BIN/scanlab-bench" synth "$p" --document letter --difficulty ordinary --seed 7 --size 12mp >/dev/null
photos+=("$p")
REAL="$(cd .. && pwd)/shared/real/sroie-dev"
for name in X51005255805 X51005441402 X51005447861; do
  photos+=("$REAL/$name.jpg")
done

for photo in "${photos[@]}"; do
  base="$(basename "${photo%.*}")"
  for style in auto grayscale ink colour; do
    "$BIN/scanlab" process "$photo" "$out/$base.$style.png" --style "$style" --json > "$out/$base.$style.json"
    "$BIN/scanlab" process "$photo" "$out/$base.$style.jpg" --style "$style" > /dev/null
    # The JSON names the output file, which differs between the two folders.
    sed -i "s#$out/##" "$out/$base.$style.json"
  done
done

# Timings are the only thing allowed to differ. The summaries are left out: they are means of the pages' figures,
# and the pooled one adds them in a dictionary's order, which changes from run to run (the last digits move).
"$BIN/scanlab-bench" find-error --seeds "${SEEDS:-24}" --keep "$dir/find-photos" 2>/dev/null \
  | python3 -c 'import json,sys; d=json.load(sys.stdin); [p.pop("ms") for p in d["pages"]]; print(json.dumps(d["pages"], sort_keys=True, indent=1))' \
  > "$out/find-error.json"
# The orientation benchmark's own figures (with its timings per page) are kept beside the record, out of the diff.
"$BIN/scanlab-bench" orientation --seeds "${ORIENT_SEEDS:-2}" 2>&1 >"$dir/orientation-$mode.json" \
  | sed -E 's/ [0-9.]+ ms, cpu [0-9.]+ ms//' > "$out/orientation.txt"

if [ "$mode" = compare ]; then
  if diff -r -q "$dir/ref" "$dir/now"; then
    echo "identical: $(ls "$dir/now" | wc -l) files (corners of $(grep -c '"page"' "$dir/now/find-error.json") photos, orientations, styled outputs)"
  else
    echo "DIFFERENT (above)" >&2
    exit 1
  fi
fi
