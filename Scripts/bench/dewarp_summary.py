"""Summary of a `scanlab-bench dewarp` JSON (standard library only).

  python3 Scripts/bench/dewarp_summary.py DEWARP.json [BEFORE.json]

Pooled CER per case as the bench pools it (edits over truth characters), pages whose dewarped CER is within a point
of the same page flat, pages whose worst line stays within 2 px of straight, and per seed the dewarped CER against
flat, sorted by gap, with each seed's share of the pooled gap (its extra edits over all dewarped truth characters).
With BEFORE, each seed's dewarped CER there too, so a change shows which pages moved.
"""
import json
import sys

CASES = ["flat", "flat-not-dewarped", "curled", "dewarped"]


def load(path):
    with open(path) as f:
        return json.load(f)


def main(argv):
    if len(argv) < 2:
        print(__doc__.strip())
        return 64
    report = load(argv[1])
    before = {r["seed"]: r for r in load(argv[2])["pages"]} if len(argv) > 2 else {}
    summary, pages = report["summary"], report["pages"]
    print("pooled CER: " + "  ".join(f"{c} {summary[c]['cer']:.4f}" for c in CASES if c in summary)
          + f"  (dewarped - flat {summary['dewarped']['cer'] - summary['flat']['cer']:+.4f})")
    total = sum(p["dewarped"].get("truthLength", 0) for p in pages)
    within = sum(p["dewarped"]["cer"] - p["flat"]["cer"] <= 0.01 for p in pages)
    straight = sum(p["dewarped"]["curvatureWorst"] <= 2 for p in pages)
    print(f"within a point of flat: {within}/{len(pages)}; worst line <= 2 px: {straight}/{len(pages)}")
    print("seed  flat    dewarped  gap      share    worst px  corner px  detector" + ("  before" if before else ""))
    for p in sorted(pages, key=lambda p: p["flat"]["cer"] - p["dewarped"]["cer"]):
        flat, dewarped = p["flat"], p["dewarped"]
        share = (dewarped["edits"] - flat["edits"]) / total if total and "edits" in dewarped else float("nan")
        flattened = p["dewarpedPage"].get("flattened") or {}
        line = (f"{p['seed']:4d}  {flat['cer']:.4f}  {dewarped['cer']:.4f}    {dewarped['cer'] - flat['cer']:+.4f}  {share:+.4f}"
                f"  {dewarped['curvatureWorst']:8.2f}  {flattened.get('largestCornerPx', float('nan')):9.0f}  {p['dewarpedPage']['detector']}")
        if p["seed"] in before:
            line += f"  {before[p['seed']]['dewarped']['cer']:.4f}"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
