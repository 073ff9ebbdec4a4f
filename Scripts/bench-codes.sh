#!/usr/bin/env bash
# Code benchmarks (release build), each side run in the same go:
#   size:   decode rate against module size for zxing and zbar: flat labels, QR receipts and EPC invoices swept
#           from 8 down to 1 px per module, plus the same pages photographed (ordinary, 4K) at 8 down to 2 px on
#           the flat page; printed as a table and drawn as a chart (SVG) by module size in photo pixels.
#   time:   decode time per page, zxing and zbar in-process (the cells' `read` stage, file decode included)
#           against zbar's own `zbarimg` command on the same files, with the ratios.
#   styles: on ordinary photos (SEEDS per entry, default 6; PRINTED_SEEDS, default twice SEEDS, for the kinds as
#           printed): each kind as printed, each kind printed small (1.5 to 3 px
#           per module in the photo), and small under more blur and more tilt; the decode rate per style × reader ×
#           symbology, by module size and by condition, and each style against `original` on the same codes.
# Usage: Scripts/bench-codes.sh [size|time|styles|all] [OUT]   (default all; OUT default a temporary folder)
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1
what="${1:-all}"
OUT="${2:-$(mktemp -d)}"
mkdir -p "$OUT"
SCANLAB_SKIP_PYTHON=1 Scripts/install-deps.sh
# SKIP_BUILD=1 uses the scanlab already built (e.g. by the tests' `swift build -c release -Xswiftc -enable-testing`,
# which a plain release build would otherwise redo from the start).
[ -n "${SKIP_BUILD:-}" ] || swift build -c release --product scanlab >&2
BIN="$(swift build -c release --show-bin-path)/scanlab"
export SCANLAB_CACHE="$OUT/cache"
SUMMARY="$(dirname "$0")/bench/codes_summary.py"

sweep_pages() {   # $1 difficulty, $2 module sizes
  local d="$1" v="$2" extra=""
  [ "$d" != "flat" ] && extra=', "size": "4k"'
  cat <<JSON
    {"id": "label-$d", "document": "label", "language": "en", "seed": 1, "difficulty": "$d"$extra, "sweep": {"parameter": "modulePx", "values": [$v]}},
    {"id": "label-de-$d", "document": "label", "language": "de", "seed": 2, "difficulty": "$d"$extra, "sweep": {"parameter": "modulePx", "values": [$v]}},
    {"id": "receipt-url-$d", "document": "receipt", "language": "en", "seed": 3, "variant": "qr-url", "difficulty": "$d"$extra, "sweep": {"parameter": "modulePx", "values": [$v]}},
    {"id": "receipt-tse-$d", "document": "receipt", "language": "de", "seed": 4, "variant": "tse", "difficulty": "$d"$extra, "sweep": {"parameter": "modulePx", "values": [$v]}},
    {"id": "invoice-$d", "document": "invoice", "language": "de", "seed": 5, "difficulty": "$d"$extra, "sweep": {"parameter": "modulePx", "values": [$v]}}
JSON
}

if [ "$what" = "size" ] || [ "$what" = "time" ] || [ "$what" = "all" ]; then
  {
    echo '{"name": "bench-codes-size", "styles": ["original"], "readers": ["zxing", "zbar"], "pages": ['
    sweep_pages flat "8, 6, 5, 4, 3, 2.5, 2, 1.5, 1"
    echo ','
    sweep_pages ordinary "8, 6, 5, 4, 3, 2.5, 2"
    echo ']}'
  } > "$OUT/size.json"
  echo "== running the module-size sweep (zxing, zbar; style original) into $OUT/size" >&2
  "$BIN" run "$OUT/size.json" --out "$OUT/size" --jobs 2 > "$OUT/size.log" 2>&1
fi

if [ "$what" = "size" ] || [ "$what" = "all" ]; then
  echo "== (size) decode rate against module size in the image read (px per module)"
  python3 "$SUMMARY" size "$OUT/size/report.json" "$OUT/decode-rate-by-module.svg"
  echo "chart: $OUT/decode-rate-by-module.svg"
fi

if [ "$what" = "time" ] || [ "$what" = "all" ]; then
  echo "== (time) decode time per page: in-process zxing and zbar against the zbarimg command, same files"
  # Pages whose code does not fit at a swept size are named and skipped (as the run above skipped them).
  "$BIN" synth --corpus "$OUT/size.json" --out "$OUT/files" > /dev/null 2> "$OUT/files.log" || true
  : > "$OUT/zbarimg.tsv"
  for f in "$OUT"/files/*.png "$OUT"/files/*.jpg; do
    [ -e "$f" ] || continue
    start=$(date +%s%N)
    zbarimg -q --nodbus "$f" > /dev/null 2>&1 || zbarimg -q "$f" > /dev/null 2>&1 || true
    end=$(date +%s%N)
    echo -e "$(basename "$f")\t$(( (end - start) / 1000 ))" >> "$OUT/zbarimg.tsv"
  done
  python3 "$SUMMARY" time "$OUT/size/report.json" "$OUT/zbarimg.tsv"
fi

if [ "$what" = "styles" ] || [ "$what" = "all" ]; then
  # Ordinary 4K photos, every style, both readers. Besides the preset's own module size (the codes as printed,
  # 3 px per module or more in the photo), each kind is printed small, so its codes land at 1.5 to 3 px per module
  # in the photo (the flat module sizes below were measured to give that for each kind at 4K: photo/flat is about
  # 1.55 for a label, 2 for an English QR receipt, 1.4 for a German TSE receipt, 0.78 for an A4 invoice), and the
  # smallest-but-one size again under more blur (sigma 2 px) and more tilt (20 degrees).
  # The kinds as printed get twice as many seeds (PRINTED_SEEDS), so that the figure at 3 px per module or more
  # (the issue's "zxing decodes 99%") rests on about a hundred codes rather than on a page or two.
  seeds="${SEEDS:-6}"
  printed_seeds="${PRINTED_SEEDS:-$((2 * seeds))}"
  entry() {   # $1 id, $2 document, $3 language, $4 seed, $5 extra keys (JSON, leading comma) ; variant in $VARIANT, count in $COUNT
    local variant=""
    [ -n "${VARIANT:-}" ] && variant=", \"variant\": \"$VARIANT\""
    echo "  {\"id\": \"$1\", \"document\": \"$2\", \"language\": \"$3\", \"seed\": $4$variant, \"count\": ${COUNT:-$seeds}, \"difficulty\": \"ordinary\", \"size\": \"4k\"$5},"
  }
  {
    echo '{"name": "bench-codes-styles", "styles": ["original", "colour", "grayscale", "ink", "auto"], "readers": ["zxing", "zbar"],'
    echo ' "pages": ['
    COUNT=$printed_seeds VARIANT="" entry label label en 100 ""
    COUNT=$printed_seeds VARIANT=qr-url entry receipt-url receipt en 200 ""
    COUNT=$printed_seeds VARIANT=tse entry receipt-tse receipt de 300 ""
    COUNT=$printed_seeds VARIANT="" entry invoice invoice de 400 ""
    for m in 1 1.5 2; do VARIANT="" entry "label-m$m" label en 1100 ", \"modulePx\": $m"; done
    for m in 1 1.5; do VARIANT=qr-url entry "receipt-url-m$m" receipt en 1200 ", \"modulePx\": $m"; done
    for m in 1 1.5 2; do VARIANT=tse entry "receipt-tse-m$m" receipt de 1300 ", \"modulePx\": $m"; done
    for m in 2 3 4; do VARIANT="" entry "invoice-m$m" invoice de 1400 ", \"modulePx\": $m"; done
    for cond in "blur2:\"blur\": 2" "tilt20:\"tilt\": 20"; do
      name="${cond%%:*}" keys="${cond#*:}"
      VARIANT="" entry "label-m1.5-$name" label en 2100 ", \"modulePx\": 1.5, $keys"
      VARIANT=tse entry "receipt-tse-m1.5-$name" receipt de 2300 ", \"modulePx\": 1.5, $keys"
      VARIANT="" entry "invoice-m3-$name" invoice de 2400 ", \"modulePx\": 3, $keys"
    done
  } | sed '$ s/},$/}/' > "$OUT/styles.json"
  echo ' ]}' >> "$OUT/styles.json"
  echo "== running ordinary photos (printed and small codes, blur, tilt), every style, zxing and zbar into $OUT/styles" >&2
  "$BIN" run "$OUT/styles.json" --out "$OUT/styles" --jobs 2 > "$OUT/styles.log" 2>&1
  echo "== (styles) decode rate per style × reader × symbology on ordinary photos"
  python3 "$SUMMARY" styles "$OUT/styles/report.json"
fi
echo "outputs in $OUT"
