"""How much of each word a generated hand covers, against the truth's `occluded` marks and against what Tesseract reads.

  ~/.local/share/scanlab/venv-bench/bin/python Scripts/bench/occlusion.py BIN_DIR WORK_DIR SEEDS [FIRST_SEED] [DIFFICULTY]

Every kind at DIFFICULTY (default `ordinary`), seeds FIRST_SEED.. (default 1), each synthesized as PNG once with
`--hand none` and once with a grip (edge, corner or over-print, turning with kind and seed). The skin is found from the
pixels, not from the generator's own shape: the two photos differ only where the hand lies (every other value comes
from its own sub-stream of the seed), so a pixel is under skin where the channels' absolute differences add up to at
least SKIN_DIFFERENCE. A word's covered share is the share of its truth outline (`polygon`, else `quad`) under skin.
Tesseract (`--psm 11`, sparse text: the raw photo has no clean layout) reads both photos; a word counts as read where a
token with its text (case and punctuation ignored) has its centre inside the word's outline. Per band of covered
share: words, marked `occluded`, read on the photo without a hand, and read with the hand among those.
"""
import json, os, subprocess, sys

import cv2
import numpy as np

bin_dir, out, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
first = int(sys.argv[4]) if len(sys.argv) > 4 else 1
difficulty = sys.argv[5] if len(sys.argv) > 5 else 'ordinary'
kinds = ['receipt', 'invoice', 'screenplay', 'letter', 'label']
grips = ['edge', 'corner', 'over-print']
# Light skin at half coverage over white paper differs by about 55 levels summed over the channels (full cover: 4 + 47
# + 68 under even light); paper noise and JPEG are absent (PNG, the same noise draws), so 40 separates cleanly.
SKIN_DIFFERENCE = 40
BANDS = [(0, 0), (0.0001, 0.1), (0.1, 0.2), (0.2, 0.3), (0.3, 1 / 3), (1 / 3, 0.5), (0.5, 1.01)]
os.makedirs(out, exist_ok=True)
env = dict(os.environ, OMP_THREAD_LIMIT='1')


def norm(text):
    return ''.join(c for c in text.lower() if c.isalnum())


def tokens(photo):
    tsv = subprocess.run(['tesseract', photo, '-', '--psm', '11', 'tsv'], check=True, capture_output=True, text=True,
                         env=env).stdout.splitlines()
    head = tsv[0].split('\t')
    found = []
    for line in tsv[1:]:
        f = dict(zip(head, line.split('\t')))
        if f.get('text', '').strip():
            cx = int(f['left']) + int(f['width']) / 2
            cy = int(f['top']) + int(f['height']) / 2
            found.append((norm(f['text']), cx, cy))
    return found


def read(word, outline, found):
    text = norm(word['text'])
    if not text:
        return None
    contour = np.array(outline, dtype=np.float32)
    return any(t == text and cv2.pointPolygonTest(contour, (cx, cy), False) >= 0 for t, cx, cy in found)


rows = []
for kind in kinds:
    for seed in range(first, first + count):
        grip = grips[(seed + kinds.index(kind)) % 3]
        photos = {}
        for hand in ['none', grip]:
            photo = f'{out}/{kind}-{seed}-{difficulty}-{hand}.png'
            if not os.path.exists(photo):
                subprocess.run([bin_dir + '/scanlab', 'synth', photo, '--document', kind, '--difficulty', difficulty,
                                '--seed', str(seed), '--hand', hand], check=True, capture_output=True)
            photos[hand] = photo
        bare = cv2.imread(photos['none']).astype(np.int32)
        held = cv2.imread(photos[grip]).astype(np.int32)
        if bare.shape != held.shape:
            print(f'{kind} seed {seed}: the two photos differ in size, skipped', file=sys.stderr)
            continue
        skin = (np.abs(held - bare).sum(axis=2) >= SKIN_DIFFERENCE).astype(np.uint8)
        truth = json.load(open(photos[grip][:-4] + '.truth.json'))
        read_bare, read_held = tokens(photos['none']), tokens(photos[grip])
        for w in truth['words']:
            outline = w.get('polygon') or w['quad']
            mask = np.zeros(skin.shape, dtype=np.uint8)
            cv2.fillPoly(mask, [np.round(np.array(outline)).astype(np.int32)], 1)
            area = int(mask.sum())
            if area == 0:
                continue
            share = float((mask & skin).sum()) / area
            rows.append({'kind': kind, 'seed': seed, 'grip': grip, 'text': w['text'], 'share': share,
                         'marked': bool(w.get('occluded')), 'readBare': read(w, outline, read_bare),
                         'readHeld': read(w, outline, read_held)})

json.dump(rows, open(f'{out}/occlusion-{difficulty}.json', 'w'))
print(f'{len(rows)} words on {len(kinds) * count} hand pages ({difficulty}, seeds {first}-{first + count - 1})')
print(f"{'covered share':<16}{'words':>7}{'marked':>8}{'read bare':>11}{'read held | read bare':>24}")
for lo, hi in BANDS:
    band = [r for r in rows if (r['share'] == 0 if hi == 0 else lo <= r['share'] < hi)]
    readable = [r for r in band if r['readBare']]
    held = sum(1 for r in readable if r['readHeld'])
    label = '0' if hi == 0 else f'{lo:.2f}-{min(hi, 1):.2f}'
    share = f'{held}/{len(readable)} ({held / len(readable):.0%})' if readable else '-'
    print(f"{label:<16}{len(band):>7}{sum(r['marked'] for r in band):>8}{len(readable):>11}{share:>24}")
third = [r for r in rows if r['share'] >= 1 / 3]
print(f"covered by a third or more: {len(third)}, marked {sum(r['marked'] for r in third)}; "
      f"marked with under a third covered: {sum(1 for r in rows if r['marked'] and r['share'] < 1 / 3)}")
