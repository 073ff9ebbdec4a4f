#!/usr/bin/env bash
# Fields on real phone photos: runs every style and reader over a folder of photos whose truth is fields only
# (`X.jpg` with `X.fields.json`, as in ../shared/real/photos-dev, referenced from there and never copied) and prints
# the README's photos table: per reader and style, totals read right (on the photos in English, a language every
# reader has, and on all photos with a total), and the fields that were wrong while marked sure (totals, dates,
# currencies). The photos have no transcripts, so there is no CER here: `--truth-layout fields`.
#
#   Scripts/bench-photos.sh                                    ../shared/real/photos-dev, five styles, tesseract and rapidocr
#   READERS=tesseract STYLES=original,auto Scripts/bench-photos.sh
#   REPORT=DIR Scripts/bench-photos.sh                         prints the table from an earlier run's report.csv
#
# Environment: PHOTOS (default ../shared/real/photos-dev), READERS (default tesseract,rapidocr), STYLES (default
# original,colour,grayscale,ink,auto), OUT=DIR keeps the run's report (default: a temporary folder), SKIP_BUILD=1
# uses the release binary already built. A photo's language is its fields file's `lang`.
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1 OMP_NUM_THREADS=1
PHOTOS="${PHOTOS:-../shared/real/photos-dev}"
READERS="${READERS:-tesseract,rapidocr}"
STYLES="${STYLES:-original,colour,grayscale,ink,auto}"
if [ -n "${REPORT:-}" ]; then
  [ -f "$REPORT/report.csv" ] || { echo "bench-photos: REPORT '$REPORT' holds no report.csv" >&2; exit 2; }
  DIR="$REPORT"
else
  [ -d "$PHOTOS" ] || { echo "bench-photos: photos folder '$PHOTOS' not found (set PHOTOS=DIR)" >&2; exit 2; }
  [ -n "${SKIP_BUILD:-}" ] || swift build -c release --product scanlab >&2
  SCANLAB="$(swift build -c release --show-bin-path)/scanlab"
  [ -x "$SCANLAB" ] || { echo "bench-photos: build scanlab in release first" >&2; exit 2; }
  if [ -n "${OUT:-}" ]; then DIR="$OUT"; mkdir -p "$DIR"; else DIR="$(mktemp -d)"; trap 'rm -rf "$DIR"' EXIT; fi
  echo "bench-photos: $PHOTOS; styles $STYLES; readers $READERS; commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')" >&2
  "$SCANLAB" run "$PHOTOS" --truth-layout fields --styles "$STYLES" --readers "$READERS" --profile caseless \
    --kind receipt --out "$DIR" >&2
fi

python3 - "$DIR/report.csv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
if not rows:
    sys.exit("bench-photos: the report has no cells")
readers = list(dict.fromkeys(r["reader"] for r in rows))
styles = list(dict.fromkeys(r["style"] for r in rows))
pages_en = {r["page"] for r in rows if r.get("total") and r["language"] == "en"}
pages_all = {r["page"] for r in rows if r.get("total")}
cell = {(r["reader"], r["style"]): [] for r in rows}
for r in rows:
    cell[(r["reader"], r["style"])].append(r)
def counts(cells):
    right_en = sum(1 for r in cells if r["status"] == "ok" and r.get("total") == "correct" and r["language"] == "en")
    right = sum(1 for r in cells if r["status"] == "ok" and r.get("total") == "correct")
    sure = " / ".join(str(sum(1 for r in cells if r.get(f) == "wrong-sure")) for f in ("total", "date", "currency"))
    failed = sum(1 for r in cells if r["status"] != "ok")
    return right_en, right, sure, failed
print(f"Totals right on {len(pages_en)} photos in English and on all {len(pages_all)} with a total.\n")
print("| reader | | " + " | ".join(styles) + " |")
print("|---|---|" + "---|" * len(styles))
for reader in readers:
    c = [counts(cell.get((reader, s), [])) for s in styles]
    print(f"| {reader} | totals right, English | " + " | ".join(str(x[0]) for x in c) + " |")
    print("| | totals right, all | " + " | ".join(str(x[1]) for x in c) + " |")
    print("| | wrong and sure: totals / dates / currencies | " + " | ".join(x[2] for x in c) + " |")
    if any(x[3] for x in c):
        print("| | cells not read | " + " | ".join(str(x[3]) for x in c) + " |")
PY
