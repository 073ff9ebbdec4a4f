#!/usr/bin/env bash
# Scene synthesis speed: our A4 page (300 dpi) into a 12 MP photo, stage by stage, against Augraphy's
# default pipeline on the same flat page, both on one thread, as CPU time per page. `phone` is timed at 12 MP too
# (its preset would draw an 800-3000 px frame; the largest is the fair comparison), with whatever curl, folds,
# crumple and hand seed 1 draws.
#   Scripts/bench-synth.sh                 RUNS=5 repeats per side (Augraphy's runs vary a lot: its pipeline
#                                          draws which effects to apply)
#   SKIP_BUILD=1 Scripts/bench-synth.sh    use the release scanlab-bench already built
# Augraphy lives in its own venv under SCANLAB_HOME (created on first use through install-deps.sh).
# Our timings are the synthesizer's own stage clocks (CPU time of its thread, median over the repeats);
# Augraphy's are the process CPU time of each augment() call.
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1 OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 NUMBA_NUM_THREADS=1 MKL_NUM_THREADS=1
RUNS="${RUNS:-5}"
HOME_DIR="${SCANLAB_HOME:-$HOME/.local/share/scanlab}"
SCANLAB_SKIP_PYTHON=1 SCANLAB_WITH_AUGRAPHY=1 Scripts/install-deps.sh
# SKIP_BUILD=1 uses the scanlab-bench already built (e.g. by `swift build -c release -Xswiftc -enable-testing`,
# whose flags a plain product build would not share, so it would rebuild everything).
[ -n "${SKIP_BUILD:-}" ] || swift build -c release --product scanlab-bench >&2
BIN="$(swift build -c release --show-bin-path)/scanlab-bench"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

for difficulty in ordinary hard phone; do
  "$BIN" synth-speed --document letter --seed 1 --difficulty "$difficulty" --size 12mp --repeat "$RUNS" \
    --page-out "$WORK/page.png" --photo-out "$WORK/photo-$difficulty.jpg" > "$WORK/ours-$difficulty.json"
done
# Augraphy writes caches and font folders into the working folder: run it in the scratch folder.
(cd "$WORK" && "$HOME_DIR/venv-augraphy/bin/python" "$OLDPWD/Scripts/bench/augraphy_default.py" page.png "$RUNS" augraphy.json)

python3 - "$WORK" <<'PY'
import json, statistics, sys
work = sys.argv[1]
aug = json.load(open(f"{work}/augraphy.json"))
aug_cpu = [r["cpu"] * 1000 for r in aug]
aug_median, aug_mean = statistics.median(aug_cpu), statistics.mean(aug_cpu)
print("== A4 letter at 300 dpi (2480x3508) -> 12 MP photo (3024x4032), CPU ms on one thread, median of runs")
order = ["fade", "camera", "table", "light", "blur", "composite", "encode"]
for difficulty in ["ordinary", "hard", "phone"]:
    d = json.load(open(f"{work}/ours-{difficulty}.json"))
    stages = d["stages"]
    parts = "  ".join(f"{k} {stages[k]:.0f}" for k in order + sorted(set(stages) - set(order)) if k in stages)
    print(f"ours {difficulty:<9} scene {d['scene']:7.0f} ms  (render {d['render']:.0f} ms once; {parts}; {d['bytes']/1e6:.1f} MB JPEG)")
print(f"augraphy default  median {aug_median:7.0f} ms, mean {aug_mean:.0f} ms, range {min(aug_cpu):.0f}-{max(aug_cpu):.0f} ms over {len(aug_cpu)} runs")
for difficulty in ["ordinary", "hard", "phone"]:
    d = json.load(open(f"{work}/ours-{difficulty}.json"))
    with_render = d["scene"] + d["render"]
    print(f"ratio ({difficulty}): augraphy median / ours = {aug_median / d['scene']:.1f}x "
          f"(with our page render counted: {aug_median / with_render:.1f}x; against Augraphy's fastest run: "
          f"{min(aug_cpu) / d['scene']:.1f}x; goal >= 10x)")
PY
