#!/usr/bin/env bash
# Enhancement benchmarks (release build):
#   (a) page-finding error against the true corners over generated photos (every kind at ordinary and hard,
#       card-on-sheet receipts and receipts smaller than the frame): mean corner error as a share of the
#       diagonal, IoU, and the share of pages under 1%;
#   (b) speed on one 12 MP photo, ours against opencv-python-headless in a venv under SCANLAB_HOME, as ratios.
#   styles (not part of `all`, about 15 minutes): Tesseract CER per style on generated ordinary and heavy-shadow
#       pages and on the real receipts in ../shared/real/sroie-dev (caseless), and Otsu against Sauvola for ink.
#   dewarp (not part of `all`, about 3 minutes): generated receipts photographed flat and curled (CURL, default 0.6),
#       each with and without dewarping: Tesseract CER after `auto`, the truth baselines' residual curvature in the
#       output and how far the lines' tilts spread (scanlab-bench dewarp, SEEDS default 20).
# Usage: Scripts/bench-enhance.sh [find|speed|styles|dewarp|all]   (SEEDS=N photos per kind and difficulty: default 8 for find, 3 for styles, 20 for dewarp;
#   FIRST_SEED=N starts find's seeds there, e.g. 1001 for a second, untouched range; KEEP=DIR keeps find's photos for reruns;
#   WITHOUT_EDGES=1 measures the rule between brightness and print alone, as before the edge detector;
#   REPEAT=N times each operation N times on both sides (default 5) and keeps the best;
#   SKIP_BUILD=1 uses the scanlab-bench already built, e.g. by the tests' `swift build -c release -Xswiftc -enable-testing`,
#   whose flags a plain release build would otherwise rebuild everything to drop)
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1
what="${1:-all}"
HOME_DIR="${SCANLAB_HOME:-$HOME/.local/share/scanlab}"
SCANLAB_SKIP_PYTHON=1 SCANLAB_WITH_BENCH=1 Scripts/install-deps.sh
[ -n "${SKIP_BUILD:-}" ] || swift build -c release --product scanlab-bench >&2
BIN="$(swift build -c release --show-bin-path)/scanlab-bench"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

if [ "$what" = "find" ] || [ "$what" = "all" ]; then
  echo "== (a) page finding over generated photos (SEEDS=${SEEDS:-8}, FIRST_SEED=${FIRST_SEED:-1})"
  "$BIN" find-error --seeds "${SEEDS:-8}" --first-seed "${FIRST_SEED:-1}" ${KEEP:+--keep "$KEEP"} ${WITHOUT_EDGES:+--without-edges} > "$WORK/find.json" 2> "$WORK/find.log"
  python3 - "$WORK/find.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
print(f"{'group':<24}{'pages':>6}{'mean err':>10}{'mean IoU':>10}{'<1%':>8}{'words kept':>12}")
def row(g, s):
    print(f"{g:<24}{s['pages']:>6}{s['meanCornerError']*100:>9.2f}%{s['meanIoU']:>10.3f}{s['shareUnder1Percent']*100:>7.0f}%{s['shareKeepingWords']*100:>11.0f}%")
for g in ["ordinary", "hard", "card-on-sheet", "small-receipt", "all"]:
    s = d["summary"].get(g)
    if s:
        row(g, s)
print("per detector ('words kept': pages whose crop leaves out at most 0.5% of the truth's words)")
for g in sorted(d.get("perDetector", {})):
    row("  " + g, d["perDetector"][g])
worst = sorted(d["pages"], key=lambda p: -p["cornerError"])[:5]
print("worst:", ", ".join(f"{p['page']} {p['cornerError']*100:.1f}% ({p['detector']})" for p in worst))
PY
fi

if [ "$what" = "speed" ] || [ "$what" = "all" ]; then
  echo "== (b) speed on one 12 MP photo, best of ${REPEAT:-5} runs, one thread each"
  "$BIN" synth "$WORK/photo.jpg" --document letter --difficulty ordinary --seed 7 --size 12mp > "$WORK/corners.json"
  "$BIN" speed "$WORK/photo.jpg" --repeat "${REPEAT:-5}" > "$WORK/ours.json"
  "$HOME_DIR/venv-bench/bin/python" - "$WORK/photo.jpg" "${REPEAT:-5}" > "$WORK/opencv.json" <<'PY'
import json, sys, time
import cv2, numpy as np
cv2.setNumThreads(1)
path, REPEATS = sys.argv[1], int(sys.argv[2])
best = {}
# Wall time, and this thread's CPU time under "cpu.<name>" (OpenCV runs on the calling thread with one thread).
def timed(name, fn, repeats=None):
    out = None
    for _ in range(repeats or REPEATS):
        t, c = time.perf_counter(), time.thread_time(); out = fn()
        ms, cpu = (time.perf_counter() - t) * 1000, (time.thread_time() - c) * 1000
        best[name] = min(best.get(name, 1e18), ms)
        best["cpu." + name] = min(best.get("cpu." + name, 1e18), cpu)
    return out
img = timed("decode", lambda: cv2.imread(path, cv2.IMREAD_COLOR), 3)
gray = timed("gray", lambda: cv2.cvtColor(img, cv2.COLOR_BGR2GRAY))
h, w = gray.shape
A4 = (2480, 3508)
# The same page quad as EnhancementBenchmark: the middle of the frame.
src = np.float32([[0.1*w, 0.12*h], [0.88*w, 0.1*h], [0.9*w, 0.9*h], [0.12*w, 0.88*h]])
dst = np.float32([[0, 0], [A4[0], 0], [A4[0], A4[1]], [0, A4[1]]])
M = cv2.getPerspectiveTransform(src, dst)
page = timed("warpA4Gray", lambda: cv2.warpPerspective(gray, M, A4, flags=cv2.INTER_LINEAR))
timed("warpA4RGB", lambda: cv2.warpPerspective(img, M, A4, flags=cv2.INTER_LINEAR))
timed("gaussianSigma2", lambda: cv2.GaussianBlur(page, (0, 0), 2))
def background(p):
    small = cv2.resize(p, (p.shape[1] // 4, p.shape[0] // 4), interpolation=cv2.INTER_AREA)
    bg = cv2.GaussianBlur(small, (0, 0), 12)
    up = cv2.resize(bg, (p.shape[1], p.shape[0]), interpolation=cv2.INTER_LINEAR)
    return cv2.divide(p, up, scale=255)
timed("backgroundEstimate", lambda: background(page))
timed("otsu", lambda: cv2.threshold(page, 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU)[1])
def sauvola(p, r=24, k=0.25):
    f = p.astype(np.float32)
    m = cv2.boxFilter(f, -1, (2*r+1, 2*r+1))
    s = cv2.boxFilter(f*f, -1, (2*r+1, 2*r+1))
    sd = np.sqrt(np.maximum(s - m*m, 0))
    return np.where(f > m * (1 + k * (sd / 128 - 1)), 255, 0).astype(np.uint8)
timed("sauvola", lambda: sauvola(page))
def find(g):
    f = 400 / max(g.shape)
    small = cv2.resize(g, (int(g.shape[1]*f), int(g.shape[0]*f)), interpolation=cv2.INTER_AREA)
    small = cv2.GaussianBlur(small, (5, 5), 0)
    _, b = cv2.threshold(small, 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU)
    cs, _ = cv2.findContours(b, cv2.RETR_EXTERNAL, cv2.CHAIN_APPROX_SIMPLE)
    if not cs:
        return np.float32([[0, 0], [g.shape[1], 0], [g.shape[1], g.shape[0]], [0, g.shape[0]]])
    c = max(cs, key=cv2.contourArea)
    a = cv2.approxPolyDP(cv2.convexHull(c), 0.02 * cv2.arcLength(c, True), True)
    q = a.reshape(-1, 2) if len(a) == 4 else cv2.boxPoints(cv2.minAreaRect(c))
    return (np.float32(q) / f)
timed("find", lambda: find(gray))
def pipeline():
    g = cv2.cvtColor(img, cv2.COLOR_BGR2GRAY)
    q = find(g)
    s = q.sum(1); d = np.diff(q, axis=1).ravel()
    q = np.float32([q[np.argmin(s)], q[np.argmin(d)], q[np.argmax(s)], q[np.argmax(d)]])
    W = int(max(np.linalg.norm(q[0]-q[1]), np.linalg.norm(q[3]-q[2])))
    H = int(max(np.linalg.norm(q[0]-q[3]), np.linalg.norm(q[1]-q[2])))
    f = min(1.0, 3000 / max(W, H)); W, H = int(W*f), int(H*f)
    M = cv2.getPerspectiveTransform(q, np.float32([[0, 0], [W, 0], [W, H], [0, H]]))
    p = cv2.warpPerspective(g, M, (W, H), flags=cv2.INTER_LINEAR)
    p = background(p)
    return cv2.threshold(p, 0, 255, cv2.THRESH_BINARY | cv2.THRESH_OTSU)[1]
timed("autoPipeline", pipeline)
best["version"] = cv2.__version__
print(json.dumps(best))
PY
  python3 - "$WORK/ours.json" "$WORK/opencv.json" <<'PY'
import json, sys
ours, cv = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
print(f"opencv-python-headless {cv.get('version')}; ratio = ours / OpenCV (target ≤ 2.0); wall clock, then this thread's CPU time")
print(f"{'operation':<22}{'ours ms':>10}{'OpenCV ms':>11}{'ratio':>8}{'ours cpu':>10}{'OpenCV cpu':>12}{'ratio':>8}")
rows = [("decode", "decode"), ("gray", "gray"), ("warp to A4, gray", "warpA4Gray"), ("warp to A4, RGB", "warpA4RGB"),
        ("Gaussian sigma 2", "gaussianSigma2"), ("background estimate", "backgroundEstimate"), ("Otsu", "otsu"),
        ("Sauvola", "sauvola"), ("find page", "find"), ("auto (no codecs)", "autoPipeline"), ("auto + orientation", "autoPipelineWithOrientation"),
        ("auto style (+encode)", "autoStyle")]
for label, key in rows:
    # The style with orientation, and the whole style (with its encoding), are set against OpenCV's pipeline, which
    # has neither step.
    theirs = "autoPipeline" if key in ("autoStyle", "autoPipelineWithOrientation") else key
    o, c = ours.get(key), cv.get(theirs)
    oc, cc = ours.get("cpu." + key), cv.get("cpu." + theirs)
    if o is not None and c is not None:
        cpu = f"{oc:>10.1f}{cc:>12.1f}{oc / cc:>8.2f}" if oc is not None and cc else ""
        print(f"{label:<22}{o:>10.1f}{c:>11.1f}{o / c:>8.2f}{cpu}")
stages = sorted((k[len("stage."):], v) for k, v in ours.items() if k.startswith("stage."))
if stages:
    print("auto style's stages, best ms: " + ", ".join(f"{k} {v:.1f}" for k, v in stages))
PY
fi

if [ "$what" = "styles" ]; then
  summary() {
    python3 - "$1" "$2" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
agg = d["aggregate"]
print(f"-- {sys.argv[2]}: CER over all pages (and bytes) per style")
for s in ["original", "colour", "grayscale", "ink", "auto"]:
    if s in agg:
        print(f"   {s:<10} {agg[s]['cer']:.4f}  {agg[s]['bytes']:>10}")
if "original" in agg and "auto" in agg:
    worse = [p["page"] for p in d["pages"] if p["auto"]["cer"] > p["original"]["cer"] + 0.002]
    print(f"   auto worse than original + 0.002 on {len(worse)} of {len(d['pages'])} pages {worse if worse else ''}")
PY
  }
  echo "== styles: Tesseract CER per style (SEEDS=${SEEDS:-3} per kind)"
  "$BIN" styles-cer --generated ordinary --seeds "${SEEDS:-3}" > "$WORK/ordinary.json" 2>/dev/null
  summary "$WORK/ordinary.json" "generated, ordinary"
  "$BIN" styles-cer --generated heavy-shadow --seeds "${SEEDS:-3}" > "$WORK/heavy.json" 2>/dev/null
  summary "$WORK/heavy.json" "generated, heavy shadow (strength 0.8-0.9)"
  REAL="$(cd .. && pwd)/shared/real/sroie-dev"
  if [ -d "$REAL" ]; then
    "$BIN" styles-cer --real "$REAL" --profile caseless > "$WORK/real.json" 2>/dev/null
    summary "$WORK/real.json" "real receipts (sroie-dev, caseless)"
  fi
  for set in ordinary heavy-shadow; do
    for t in otsu sauvola; do
      "$BIN" styles-cer --generated "$set" --seeds "${SEEDS:-3}" --styles ink --ink "$t" > "$WORK/ink.json" 2>/dev/null
      python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(f'-- ink with {sys.argv[3]} on {sys.argv[2]}: CER {d[\"aggregate\"][\"ink\"][\"cer\"]:.4f}')" "$WORK/ink.json" "$set" "$t"
    done
  done
fi

if [ "$what" = "dewarp" ]; then
  echo "== dewarping: ${SEEDS:-20} receipts (ordinary), flat / curled (curl ${CURL:-0.6}) / curled and dewarped, Tesseract after auto"
  "$BIN" dewarp --seeds "${SEEDS:-20}" --curl "${CURL:-0.6}" > "$WORK/dewarp.json" 2>/dev/null
  python3 - "$WORK/dewarp.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
print(f"{'case':<18}{'CER':>8}{'curvature, mean px':>20}{'worst line px':>15}{'tilt spread px':>16}")
for name in ("flat", "flat-not-dewarped", "curled", "dewarped"):
    s = d["summary"][name]
    print(f"{name:<18}{s['cer']:>8.3f}{s['meanCurvature']:>20.2f}{s['worstCurvature']:>15.2f}{s['meanRiseSpread']:>16.2f}")
PY
fi
