#!/usr/bin/env bash
# The nightly run: the nightly corpus through every style with Tesseract, then
#   - `scanlab diff` against last night's report (runs/nightly/latest),
#   - the larger checks: field rates over the pages with fields (>= 50), page-finding error over the photos
#     with known corners (>= 30), and a screenshot of report.html in headless Chromium (Scripts/check-html.sh),
#   - `scanlab check` against Reports/baseline.json (the nightly corpus holds the regression pages under
#     their own ids, so the same baseline gates it).
# Writes the reports to runs/nightly/<UTC time>/ and exits with check's status.
# Usage: Scripts/nightly.sh [--corpus FILE] [--baseline FILE] [--jobs N] [--no-cache] [--runs DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
corpus=Corpora/nightly.json baseline=Reports/baseline.json runs=runs/nightly jobs="$(nproc)" cache=()
while [ $# -gt 0 ]; do
  case "$1" in
    --corpus) corpus="$2"; shift 2 ;;
    --baseline) baseline="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --runs) runs="$2"; shift 2 ;;
    --no-cache) cache=(--no-cache); shift ;;
    -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "nightly.sh: unknown option $1" >&2; exit 64 ;;
  esac
done

Scripts/install-deps.sh
export OMP_THREAD_LIMIT=1
swift build -c release --product scanlab >&2
bin="$(swift build -c release --show-bin-path)/scanlab"
stamp="$(date -u +%Y%m%dT%H%M%SZ)"
out="$runs/$stamp"
last=""
[ -e "$runs/latest/report.json" ] && last="$(cd "$runs/latest" && pwd -P)"

"$bin" run "$corpus" --out "$out" --jobs "$jobs" "${cache[@]}"
if [ -n "$last" ]; then
  echo "== changes since $(basename "$last")"
  "$bin" diff "$last" "$out" | tee "$out/diff.txt"
else
  echo "== no earlier nightly report in $runs to compare with"
fi
ln -sfn "$stamp" "$runs/latest"

echo "== larger checks"
python3 - "$out/report.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
cells = [c for c in report["cells"] if c["status"] == "ok" and c["reader"] == "tesseract"]
by_style = {}
for c in cells:
    by_style.setdefault(c["style"], []).append(c)
for style in report["selection"]["styles"]:
    rows = by_style.get(style, [])
    with_fields = [c for c in rows if c.get("fields")]
    fields = [f for c in with_fields for f in c["fields"] if f["outcome"] != "spurious"]
    correct = sum(f["outcome"] == "correct" for f in fields)
    silent = sum(f["outcome"] == "wrong-sure" for f in fields)
    corners = [c["pageFinding"] for c in rows if c.get("pageFinding")]
    line = f"{style:10s} fields: {len(with_fields)} pages, {len(fields)} fields, {correct / max(len(fields), 1):.1%} correct, {silent / max(len(fields), 1):.1%} silent errors"
    if corners:
        mean = sum(q["meanCornerErrorOverDiagonal"] for q in corners) / len(corners)
        iou = sum(q["iou"] for q in corners) / len(corners)
        line += f"; corners: {len(corners)} pages, mean error {mean:.2%} of the diagonal, IoU {iou:.3f}"
    print(line)
    if len(with_fields) < 50: print(f"  warning: fewer than 50 pages with fields for {style}")
PY
Scripts/check-html.sh "$out/report.html" "$out/report-screenshot.png" || echo "nightly: the HTML screenshot failed (see above)" >&2

echo "== check against $baseline"
set +e
"$bin" check "$out" --baseline "$baseline" --junit "$out/junit.xml"
status=$?
set -e
echo "nightly: reports in $out (report.md, report.html, junit.xml); check exited $status"
exit $status
