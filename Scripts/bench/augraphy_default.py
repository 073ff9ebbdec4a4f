"""Times Augraphy's default pipeline on one page, for Scripts/bench-synth.sh.

usage: augraphy_default.py PAGE.png RUNS OUT.json
Each run seeds Python's and NumPy's generators with the run's index, builds the default pipeline
(which draws its random choices when built) and augments the page. Scribbles would download fonts,
so it is pointed at a local font folder instead. Times are CPU seconds of this process and wall seconds.
"""
import json
import random
import sys
import time

import cv2
import numpy as np

cv2.setNumThreads(1)
from augraphy import default_augraphy_pipeline  # noqa: E402
from augraphy.augmentations.scribbles import Scribbles  # noqa: E402

LOCAL_FONTS = "/usr/share/fonts/truetype/dejavu"


def use_local_fonts(node):
    if isinstance(node, Scribbles):
        node.scribbles_text_font = LOCAL_FONTS
    for child in getattr(node, "augmentations", None) or []:
        use_local_fonts(child)


page = cv2.imread(sys.argv[1])
runs = int(sys.argv[2])
results = []
for i in range(runs):
    random.seed(i)
    np.random.seed(i)
    pipeline = default_augraphy_pipeline()
    for phase in (pipeline.pre_phase, pipeline.ink_phase, pipeline.paper_phase, pipeline.post_phase):
        use_local_fonts(phase)
    cpu, wall = time.process_time(), time.perf_counter()
    out = pipeline.augment(page)["output"]
    results.append({"cpu": time.process_time() - cpu, "wall": time.perf_counter() - wall, "shape": list(out.shape)})
    print(f"augraphy run {i}: {results[-1]['cpu']:.2f} s CPU, {results[-1]['wall']:.2f} s wall", file=sys.stderr, flush=True)
json.dump(results, open(sys.argv[3], "w"))
