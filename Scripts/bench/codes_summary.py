"""Summaries for Scripts/bench-codes.sh, from a `scanlab run` report.json (standard library only).

  size   REPORT SVG       decode rate by module size (px in the image read) for each code reader, and a chart
  time   REPORT ZBARIMG   per-page decode time in-process (cells' `read` stage) against zbarimg's, with ratios
  styles REPORT           decode rate per style x reader x symbology, by module size and condition, styles vs original
"""
import json
import os
import statistics
import sys

# CODE_READERS (comma-separated) names other code readers, e.g. a declared `zxing` variant to compare against.
CODE_READERS = [r for r in os.environ.get("CODE_READERS", "zxing,zbar").split(",") if r]
# Module sizes are grouped into these buckets (px per module in the image the truth describes).
BUCKETS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8]


def cells(report):
    return [c for c in report["cells"] if c.get("reader") in CODE_READERS and c.get("status") == "ok" and c.get("codes") is not None]


def bucket(px):
    chosen = BUCKETS[0]
    for b in BUCKETS:
        if px >= b - 1e-9:
            chosen = b
    return chosen


def rate(outcomes):
    counted = [o for o in outcomes if o != "unsupported"]
    return (sum(1 for o in counted if o == "decoded") / len(counted), len(counted)) if counted else (None, 0)


def size(report_path, svg_path):
    report = json.load(open(report_path))
    table = {}
    for cell in cells(report):
        for code in cell["codes"]:
            table.setdefault((cell["reader"], bucket(code.get("modulePx") or 0)), []).append(code["outcome"])
    print(f"{'px/module':>10}" + "".join(f"{r:>16}" for r in CODE_READERS))
    series = {r: [] for r in CODE_READERS}
    for b in BUCKETS:
        row = f"{b:>10}"
        for r in CODE_READERS:
            value, n = rate(table.get((r, b), []))
            row += f"{'' if value is None else f'{value * 100:.0f}% of {n}':>16}"
            if value is not None:
                series[r].append((b, value))
        print(row)
    width, height, left, bottom = 560, 320, 50, 40
    def x(v): return left + (v - BUCKETS[0]) / (BUCKETS[-1] - BUCKETS[0]) * (width - left - 20)
    def y(v): return height - bottom - v * (height - bottom - 20)
    colours = {"zxing": "#1f77b4", "zbar": "#d62728"}
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="sans-serif" font-size="11">',
             f'<rect width="{width}" height="{height}" fill="white"/>',
             f'<line x1="{left}" y1="{y(0)}" x2="{width - 20}" y2="{y(0)}" stroke="black"/>',
             f'<line x1="{left}" y1="{y(0)}" x2="{left}" y2="{y(1)}" stroke="black"/>']
    for b in BUCKETS:
        parts.append(f'<text x="{x(b)}" y="{y(0) + 15}" text-anchor="middle">{b}</text>')
    for v in (0, 0.5, 1):
        parts.append(f'<text x="{left - 5}" y="{y(v) + 4}" text-anchor="end">{int(v * 100)}%</text>')
    parts.append(f'<text x="{(width + left) / 2}" y="{height - 5}" text-anchor="middle">pixels per module in the image read</text>')
    for i, r in enumerate(CODE_READERS):
        points = " ".join(f"{x(b):.1f},{y(v):.1f}" for b, v in series[r])
        parts.append(f'<polyline points="{points}" fill="none" stroke="{colours[r]}" stroke-width="2"/>')
        parts.append(f'<text x="{left + 10}" y="{20 + 14 * i}" fill="{colours[r]}">{r}</text>')
    parts.append("</svg>")
    open(svg_path, "w").write("\n".join(parts))


def time(report_path, zbarimg_path):
    report = json.load(open(report_path))
    ours = {r: [c["ms"]["read"] for c in report["cells"] if c.get("reader") == r and c.get("status") == "ok"
                and "ocr" not in (c.get("cached") or []) and "read" in (c.get("ms") or {})] for r in CODE_READERS}
    theirs = [int(line.split("\t")[1]) / 1000 for line in open(zbarimg_path) if "\t" in line]
    if not theirs:
        print("zbarimg: no timings")
        return
    base = statistics.median(theirs)
    print(f"{'reader':<22}{'pages':>6}{'median ms':>11}{'mean ms':>10}{'median / zbarimg':>18}")
    print(f"{'zbarimg (command)':<22}{len(theirs):>6}{base:>11.1f}{statistics.mean(theirs):>10.1f}{1:>18.2f}")
    for r in CODE_READERS:
        if ours[r]:
            m = statistics.median(ours[r])
            print(f"{r + ' (in-process)':<22}{len(ours[r]):>6}{m:>11.1f}{statistics.mean(ours[r]):>10.1f}{m / base:>18.2f}")


STYLE_ORDER = ["original", "colour", "grayscale", "ink", "auto"]
SIZE_BANDS = [(0, 1.5, "<1.5"), (1.5, 2, "1.5-2"), (2, 2.5, "2-2.5"), (2.5, 3, "2.5-3"), (3, 4, "3-4"), (4, 1e9, ">=4")]


def band(px):
    for low, high, name in SIZE_BANDS:
        if low <= px < high:
            return name
    return SIZE_BANDS[0][2]


def condition(page):
    """The bench page's condition from its id: printed (the preset's own module size), small, blur2 or tilt20."""
    for name in ("blur2", "tilt20"):
        if f"-{name}" in page:
            return name
    return "small" if "-m" in page else "printed"


def cell_rate(outcomes):
    value, n = rate(outcomes)
    return "-" if value is None else f"{value * 100:.0f}% /{n}"


def styles(report_path):
    report = json.load(open(report_path))
    codes = [(c["page"], c["style"], c["reader"], k) for c in cells(report) for k in c["codes"]]
    styles_seen = [s for s in STYLE_ORDER if any(x[1] == s for x in codes)]
    symbologies = sorted({k["symbology"] for _, _, _, k in codes})

    def table(title, keyof, columns):
        print(f"-- {title}")
        print(f"{'style':<11}{'reader':<7}" + "".join(f"{c:>13}" for c in columns))
        for style in styles_seen:
            for r in CODE_READERS:
                groups = {}
                for page, s, reader, k in codes:
                    if s == style and reader == r:
                        groups.setdefault(keyof(page, k), []).append(k["outcome"])
                print(f"{style:<11}{r:<7}" + "".join(f"{cell_rate(groups.get(c, [])):>13}" for c in columns))

    print("-- decoded of the codes each reader supports: every code, and those at >= 3 px per module in the photo")
    print(f"{'style':<11}{'reader':<7}{'decoded':>13}{'>= 3 px':>13}")
    for style in styles_seen:
        for r in CODE_READERS:
            mine = [k for _, s, reader, k in codes if s == style and reader == r and k["outcome"] != "unsupported"]
            big = [k for k in mine if (k.get("modulePx") or 0) >= 3]
            count = lambda ks: f"{sum(k['outcome'] == 'decoded' for k in ks)}/{len(ks)}"
            print(f"{style:<11}{r:<7}{count(mine):>13}{count(big):>13}")
    table("decode rate by symbology (every code)", lambda p, k: k["symbology"], symbologies)
    table("... codes at >= 3 px per module in the photo", lambda p, k: k["symbology"] if (k.get("modulePx") or 0) >= 3 else None, symbologies)
    table("decode rate by module size in the photo (px per module, every symbology)",
          lambda p, k: band(k.get("modulePx") or 0), [n for _, _, n in SIZE_BANDS])
    table("decode rate by condition (printed: the preset's module size; small: printed at 1 to 4 px on the flat page; "
          "blur2 / tilt20: small with blur sigma 2 px / tilt 20 degrees)",
          lambda p, k: condition(p), ["printed", "small", "blur2", "tilt20"])
    # Each style against original on the very same codes: which it loses, which it gains.
    outcome = {(p, s, r, k["symbology"], k["truth"]): k["outcome"] for p, s, r, k in codes}
    print("-- each style against original on the same codes (lost: original decoded, the style did not; gained: the reverse)")
    for r in CODE_READERS:
        for style in styles_seen:
            if style == "original":
                continue
            lost, gained = [], []
            for (p, s, reader, sym, truth), o in outcome.items():
                if s != style or reader != r:
                    continue
                base = outcome.get((p, "original", r, sym, truth))
                if base == "decoded" and o != "decoded":
                    lost.append((p, sym))
                elif base in ("missed", "wrong") and o == "decoded":
                    gained.append((p, sym))
            print(f"   {style:<10}{r:<6} lost {len(lost):>3}  gained {len(gained):>3}"
                  + (f"   lost: {', '.join(f'{p} {sym}' for p, sym in sorted(lost)[:12])}" if lost else ""))
    failures = [(p, s, r, k["symbology"], round(k.get("modulePx") or 0, 2), k["outcome"])
                for p, s, r, k in codes if k["outcome"] in ("missed", "wrong") and (k.get("modulePx") or 0) >= 3]
    print(f"-- {len(failures)} codes at >= 3 px per module missed or wrong:")
    for f in failures[:60]:
        print("   ", *f)


if __name__ == "__main__":
    command = sys.argv[1]
    {"size": lambda: size(sys.argv[2], sys.argv[3]), "time": lambda: time(sys.argv[2], sys.argv[3]),
     "styles": lambda: styles(sys.argv[2])}[command]()
