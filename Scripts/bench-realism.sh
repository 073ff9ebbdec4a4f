#!/usr/bin/env bash
# How real are generated photos? Measures the same statistics, in one run, on the real development photos and on
# generated receipts of each preset, and prints, per statistic, the medians and the two-sample Kolmogorov–Smirnov
# statistic D against the real photos (0: the same distribution; 1: no overlap at all).
#
#   Scripts/bench-realism.sh                      real photos-dev against ordinary, hard and phone
#   PRESETS="phone" COUNT=40 Scripts/bench-realism.sh
#   READERS=none Scripts/bench-realism.sh         image statistics only (seconds, for tuning ranges)
#
# Statistics (all from the pixels, measured the same way on both sides by `scanlab-bench realism`, see
# Sources/scanlab-bench/RealismStatistics.swift): text cap height (px), text-edge sharpness (variance of the
# Laplacian inside the boxes of text marks found in the image), text contrast (90th-10th percentile of gray levels
# in those boxes), page share of the frame (the page finder's quad), background texture (mean |Laplacian| outside
# the page at 800 px) and its median gray level, the share of the text's ink that one Otsu threshold over the whole frame keeps (what a reader
# binarising the raw photo once, as Tesseract does, has left of the print), text rows' angle off level and their fan
# (how much that angle changes from the frame's top to its bottom; Sources/scanlab-bench/TextRowSlope.swift), and the print itself at the glyph level
# (Sources/scanlab-bench/PrintTexture.swift): glyphs' darkness against the paper around them, how much it changes
# from a glyph to its neighbours and inside one glyph, and the stroke's width as a share of the glyph's height
# (thermal print is grey, uneven and dot-formed; clean type photographed is not). Readers: totals right per reader and style (`scanlab run` on both folders), and CER
# on both: the real photos' .txt files are placeholders, so their text is taken from hand-read transcripts kept in the repo
# (Corpora/real-transcripts/<folder name>/X.txt, see its README); photos without one are left out of the real CER, and
# the table says over how many photos it was computed. Both sides are scored with the `standard` profile. A last table
# puts real and generated side by side per reader and style: CER and share of totals right, in percentage points.
#
# Environment: REAL (default ../shared/real/photos-dev), PRESETS (default "ordinary hard phone"), COUNT (generated
# receipts per preset, default 28, the number of real photos with a readable total), SEED (first seed, default
# 15000), READERS (default tesseract,rapidocr; "none" skips reading), STYLES (default original,auto),
# SKIP_BUILD=1 to use the release binaries already built (BIN_DIR=DIR to take them from elsewhere, e.g. a copy
# kept while the tree is rebuilt), KEEP=DIR to keep the work folder's contents. To iterate on the generated side
# quickly: REAL_RUN=DIR takes the real photos' statistics and readers' report from an earlier run's KEEP folder
# (DIR/stats-real.json, DIR/run-real/report.csv) instead of measuring them again (they only change with the build and the transcripts),
# COUNT=N generates fewer pages, READERS=tesseract reads with one reader. PER_PAGE=1 adds, per set, reader and
# style, the pages whose total was not read right, and per real photo with a transcript its CER per reader and style.
# TRANSCRIPTS=DIR takes the real photos' transcripts from DIR (default Corpora/real-transcripts/<basename of REAL>;
# TRANSCRIPTS=none scores the real photos' fields only, as before, with the caseless profile). EXCLUDE_OCCLUDED=1
# leaves words a generated hand covers out of the generated CER (the real transcripts hold only text in sight).
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1 OMP_NUM_THREADS=1
REAL="${REAL:-../shared/real/photos-dev}"
PRESETS="${PRESETS:-ordinary hard phone}"
COUNT="${COUNT:-28}"
SEED="${SEED:-15000}"
READERS="${READERS:-tesseract,rapidocr}"
STYLES="${STYLES:-original,auto}"
TRANSCRIPTS="${TRANSCRIPTS:-Corpora/real-transcripts/$(basename "$REAL")}"
[ -d "$REAL" ] || { echo "bench-realism: real photos folder '$REAL' not found (set REAL=DIR)" >&2; exit 2; }
if [ -z "${SKIP_BUILD:-}" ]; then
  swift build -c release --product scanlab >&2
  swift build -c release --product scanlab-bench >&2
fi
BIN_DIR="${BIN_DIR:-$(swift build -c release --show-bin-path)}"
SCANLAB="$BIN_DIR/scanlab"; BENCH="$BIN_DIR/scanlab-bench"
[ -x "$SCANLAB" ] && [ -x "$BENCH" ] || { echo "bench-realism: build scanlab and scanlab-bench in release first" >&2; exit 2; }
WORK="$(mktemp -d)"
trap 'if [ -n "${KEEP:-}" ]; then mkdir -p "$KEEP" && cp -r "$WORK"/. "$KEEP"/; fi; rm -rf "$WORK"' EXIT

echo "real photos: $REAL; presets: $PRESETS; $COUNT receipts each from seed $SEED; readers: $READERS; styles: $STYLES" >&2
if [ -n "${REAL_RUN:-}" ]; then
  [ -f "$REAL_RUN/stats-real.json" ] || { echo "bench-realism: REAL_RUN '$REAL_RUN' holds no stats-real.json (a KEEP folder of an earlier run)" >&2; exit 2; }
  cp "$REAL_RUN/stats-real.json" "$WORK/stats-real.json"
  if [ -f "$REAL_RUN/run-real/report.csv" ]; then mkdir -p "$WORK/run-real" && cp "$REAL_RUN/run-real/report.csv" "$WORK/run-real/"; fi
else
  "$BENCH" realism "$REAL" > "$WORK/stats-real.json"
fi
for preset in $PRESETS; do
  mkdir -p "$WORK/gen-$preset"
  for i in $(seq 0 $((COUNT - 1))); do
    seed=$((SEED + i))
    "$SCANLAB" synth "$WORK/gen-$preset/receipt-$seed.jpg" --document receipt --lang en --seed "$seed" --difficulty "$preset"
  done
  "$BENCH" realism "$WORK/gen-$preset" > "$WORK/stats-$preset.json"
done

# A one-folder corpus per set, so both go through `scanlab run`'s one evaluation path.
folder_corpus() { # NAME DIR PROFILE LAYOUT -> corpus file
  printf '{"name": "realism-%s", "seed": 1, "pages": [], "folders": [{"path": "%s", "id": "%s", "profile": "%s", "kind": "receipt", "truthLayout": "%s"}]}\n' \
    "$1" "$(cd "$2" && pwd)" "$1" "$3" "$4" > "$WORK/corpus-$1.json"
  echo "$WORK/corpus-$1.json"
}
# The real photos' .txt files are placeholders. With transcripts, a folder of links (each photo, its fields and corners,
# and its transcript where one was made) is read with the ordinary layout, X.txt beside X.fields.json; without, the
# photos' own folder with truthLayout "fields", which reads no transcript.
real_truth() { # sets real_dir, real_profile, real_layout
  real_dir="$REAL"; real_profile=caseless; real_layout=fields
  if [ "$TRANSCRIPTS" = "none" ] || ! ls "$TRANSCRIPTS"/*.txt > /dev/null 2>&1; then return; fi
  local dir="$WORK/real-truth" real transcripts name used=0
  real="$(cd "$REAL" && pwd)"; transcripts="$(cd "$TRANSCRIPTS" && pwd)"
  mkdir -p "$dir"
  for f in "$real"/*; do
    case "$f" in *.txt|*.md|*.truth.json) continue ;; esac
    ln -s "$f" "$dir/"
  done
  for t in "$transcripts"/*.txt; do
    name="$(basename "$t" .txt)"
    ls "$real/$name".* > /dev/null 2>&1 || { echo "bench-realism: transcript $t names no photo in $REAL" >&2; exit 2; }
    ln -s "$t" "$dir/$name.txt"; used=$((used + 1))
  done
  echo "real photos' text: $used transcripts from $TRANSCRIPTS" >&2
  real_dir="$dir"; real_profile=standard; real_layout=scanlab
}
OCCLUDED_FLAG=()
[ -n "${EXCLUDE_OCCLUDED:-}" ] && OCCLUDED_FLAG=(--exclude-occluded)
if [ "$READERS" != "none" ] && [ -z "${REAL_RUN:-}" ]; then
  real_truth
  "$SCANLAB" run "$(folder_corpus real "$real_dir" "$real_profile" "$real_layout")" --styles "$STYLES" --readers "$READERS" \
    --out "$WORK/run-real" >&2
fi
if [ "$READERS" != "none" ]; then
  for preset in $PRESETS; do
    "$SCANLAB" run "$(folder_corpus "$preset" "$WORK/gen-$preset" standard scanlab)" --styles "$STYLES" --readers "$READERS" \
      ${OCCLUDED_FLAG[@]+"${OCCLUDED_FLAG[@]}"} --out "$WORK/run-$preset" >&2
  done
fi

python3 - "$WORK" "$PRESETS" "$READERS" "${PER_PAGE:-}" <<'PY'
import csv, json, os, statistics, sys
work, presets, readers, per_page = sys.argv[1], sys.argv[2].split(), sys.argv[3], sys.argv[4] == "1"
STATS = [("capHeight", "text cap height, px"), ("sharpness", "text-edge sharpness, var(Laplacian)"),
         ("contrast", "text contrast, levels"), ("pageShare", "page share of the frame"),
         ("backgroundTexture", "background texture, mean |Laplacian|"),
         ("backgroundLevel", "background gray level, median"),
         ("globalThresholdKept", "print kept by one frame threshold"),
         ("rowAngle", "text rows off level, |degrees|"), ("rowFan", "rows' fan down the frame, |deg|"),
         ("inkDarkness", "print: glyph darkness, share of paper"), ("inkSpread", "print: darkness glyph to glyph"),
         ("strokeUnevenness", "print: darkness inside a glyph"), ("strokeWidth", "print: stroke width / height")]

def ks(a, b):
    """Two-sample Kolmogorov-Smirnov statistic: the largest gap between the two empirical distributions."""
    a, b = sorted(a), sorted(b)
    i = j = 0
    d = 0.0
    while i < len(a) and j < len(b):
        x = min(a[i], b[j])
        while i < len(a) and a[i] <= x: i += 1
        while j < len(b) and b[j] <= x: j += 1
        d = max(d, abs(i / len(a) - j / len(b)))
    return d

def values(rows, key):
    return [r[key] for r in rows if r.get(key) is not None]

real = json.load(open(f"{work}/stats-real.json"))
gen = {p: json.load(open(f"{work}/stats-{p}.json")) for p in presets}
print(f"== image statistics: median [p10-p90] (n), and KS D against the {len(real)} real photos (lower is closer)")
def summary(v):
    if not v: return "n/a"
    s = sorted(v)
    q = lambda p: s[min(len(s) - 1, int(p * len(s)))]
    return f"{statistics.median(s):.3g} [{q(0.1):.3g}-{q(0.9):.3g}] ({len(s)})"
header = f"{'statistic':<40} {'real':<28}" + "".join(f"{p:<36}" for p in presets)
print(header)
for key, label in STATS:
    rv = values(real, key)
    line = f"{label:<40} {summary(rv):<28}"
    for p in presets:
        gv = values(gen[p], key)
        d = f"D={ks(rv, gv):.2f}" if rv and gv else "D=n/a"
        line += f"{summary(gv) + ' ' + d:<36}"
    print(line)
print("frame long side, px".ljust(40), summary([max(r['width'], r['height']) for r in real]).ljust(28),
      "".join(summary([max(r['width'], r['height']) for r in gen[p]]).ljust(36) for p in presets))

if readers != "none":
    def table(folder):
        rows = list(csv.DictReader(open(f"{work}/{folder}/report.csv")))
        out = {}
        for r in rows:
            key = (r["reader"], r["style"])
            o = out.setdefault(key, {"right": 0, "withTotal": 0, "edits": 0, "length": 0, "wrongSure": 0, "pageCER": {}})
            total = r.get("total", "")
            if r["status"] == "ok" and total:
                o["withTotal"] += 1
                o["right"] += total == "correct"
            if r["status"] == "ok":
                for f, v in r.items():
                    if v == "wrong-sure": o["wrongSure"] += 1
            # A page without a transcript (a real photo nobody transcribed) has no truthLength: it stays out of CER.
            if r["status"] == "ok" and r.get("truthLength"):
                edits = sum(int(r[k] or 0) for k in ("substitutions", "deletions", "insertions"))
                o["edits"] += edits
                o["length"] += int(r["truthLength"] or 0)
                o["pageCER"][r.get("page") or "?"] = edits / max(1, int(r["truthLength"]))
        return out
    def cer(o):
        """Edits over characters summed over the pages with a transcript, as for the generated pages."""
        return o["edits"] / o["length"] if o and o["length"] else None
    print("\n== readers: totals right / pages with a total (share), wrong-and-sure fields, CER over n pages with a transcript")
    sets = [("real", "run-real")] + [(p, f"run-{p}") for p in presets]
    tables = {name: table(folder) for name, folder in sets if os.path.exists(f"{work}/{folder}/report.csv")}
    keys = sorted({k for t in tables.values() for k in t})
    print(f"{'reader/style':<24}" + "".join(f"{name:<40}" for name in tables))
    for k in keys:
        line = f"{k[0] + '/' + k[1]:<24}"
        for name, t in tables.items():
            o = t.get(k)
            if not o: line += f"{'-':<40}"; continue
            share = o["right"] / o["withTotal"] if o["withTotal"] else 0
            c = cer(o)
            text = f" CER {c:.3f} n={len(o['pageCER'])}" if c is not None else ""
            line += f"{o['right']}/{o['withTotal']} ({share:.0%}) ws {o['wrongSure']}{text}".ljust(40)
        print(line)
    if "real" in tables and any(cer(o) is not None for o in tables["real"].values()):
        print("\n== real against generated, per reader and style: CER (all edits over all characters, and the median page's)"
              " and totals right, in percent; |real - generated| <= 10 points?")
        print(f"{'reader/style':<24}{'set':<10}{'CER %':>8}{'median':>9}{'pages':>7}{'totals %':>10}  {'CER gap':>8}{'totals gap':>11}  within 10")
        for k in keys:
            ro = tables["real"].get(k)
            if not ro: continue
            rc = cer(ro)
            rt = ro["right"] / ro["withTotal"] if ro["withTotal"] else None
            def row(name, o, c, t, gaps=""):
                med = statistics.median(o["pageCER"].values()) if o["pageCER"] else None
                fmt = lambda v: f"{100 * v:.1f}" if v is not None else "-"
                return f"{k[0] + '/' + k[1]:<24}{name:<10}{fmt(c):>8}{fmt(med):>9}{len(o['pageCER']):>7}{fmt(t):>10}{gaps}"
            print(row("real", ro, rc, rt))
            for p in presets:
                go = tables.get(p, {}).get(k)
                if not go: continue
                gc = cer(go)
                gt = go["right"] / go["withTotal"] if go["withTotal"] else None
                cg = 100 * (gc - rc) if gc is not None and rc is not None else None
                tg = 100 * (gt - rt) if gt is not None and rt is not None else None
                ok = "yes" if cg is not None and tg is not None and abs(cg) <= 10 and abs(tg) <= 10 else "no"
                gaps = f"  {cg:>+8.1f}{tg:>+11.1f}  {ok}" if cg is not None and tg is not None else "  -"
                print(row(p, go, gc, gt, gaps))
    if per_page:
        print("\n== pages whose total was not read right (status, total), per set, reader and style")
        for name, folder in sets:
            path = f"{work}/{folder}/report.csv"
            if not os.path.exists(path): continue
            lost = {}
            for r in csv.DictReader(open(path)):
                if r["status"] == "ok" and r.get("total", "") in ("", "correct"): continue
                page = r.get("page") or r.get("id") or "?"
                lost.setdefault((r["reader"], r["style"]), []).append(f"{page}({r.get('total') or r['status']})")
            for (reader, style), pages in sorted(lost.items()):
                print(f"{name} {reader}/{style}: {len(pages)}: " + " ".join(sorted(pages)))
        if "real" in tables:
            print("\n== real photos with a transcript: CER per reader and style")
            for (reader, style), o in sorted(tables["real"].items()):
                if o["pageCER"]:
                    print(f"real {reader}/{style}: " + " ".join(f"{page.split('/')[-1]}={c:.3f}" for page, c in sorted(o["pageCER"].items())))
PY
