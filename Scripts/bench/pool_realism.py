#!/usr/bin/env python3
"""Pools bench-realism.sh KEEP folders: sums, per reader and style, totals right / pages with a total and CER edits /
characters over the generated blocks (run-phone/report.csv), as the script's last table computes one block, and
sets them against the real run (run-real/report.csv of the first folder).
Usage: Scripts/bench/pool_realism.py KEEP1 KEEP2 [...]"""
import csv, sys

def table(path):
    out = {}
    for r in csv.DictReader(open(path)):
        key = (r["reader"], r["style"])
        o = out.setdefault(key, {"right": 0, "withTotal": 0, "edits": 0, "length": 0})
        if r["status"] == "ok" and r.get("total", ""):
            o["withTotal"] += 1
            o["right"] += r["total"] == "correct"
        if r["status"] == "ok" and r.get("truthLength"):
            o["edits"] += sum(int(r[k] or 0) for k in ("substitutions", "deletions", "insertions"))
            o["length"] += int(r["truthLength"] or 0)
    return out

keeps = sys.argv[1:]
real = table(f"{keeps[0]}/run-real/report.csv")
gen = {}
for k in keeps:
    for key, o in table(f"{k}/run-phone/report.csv").items():
        g = gen.setdefault(key, {"right": 0, "withTotal": 0, "edits": 0, "length": 0})
        for f in g: g[f] += o[f]
print(f"{'reader/style':<22}{'real CER':>9}{'real tot':>14}{'gen CER':>9}{'gen tot':>15}{'CER gap':>9}{'tot gap':>9}  within 10")
for key in sorted(real):
    r, g = real[key], gen.get(key)
    if not g: continue
    rc, gc = 100 * r["edits"] / r["length"], 100 * g["edits"] / g["length"]
    rt, gt = 100 * r["right"] / r["withTotal"], 100 * g["right"] / g["withTotal"]
    ok = "yes" if abs(gc - rc) <= 10 and abs(gt - rt) <= 10 else "no"
    print(f"{key[0] + '/' + key[1]:<22}{rc:>9.1f}{r['right']:>5}/{r['withTotal']:<3}{rt:>5.1f}{gc:>9.1f}{g['right']:>6}/{g['withTotal']:<3}{gt:>5.1f}"
          f"{gc - rc:>+9.1f}{gt - rt:>+9.1f}  {ok}")
