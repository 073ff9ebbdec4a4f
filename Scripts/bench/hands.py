"""Page finding and Tesseract CER on generated pages with a hand, against the same seeds without one.

  python3 Scripts/bench/hands.py BIN_DIR WORK_DIR find|cer SEEDS [FIRST_SEED]

Every kind at `ordinary`, seeds FIRST_SEED.., each once with `--hand none` and once with a grip (edge, corner or
over-print, turning with kind and seed). `find`: the mean corner error over the diagonal (scanlab-bench find, corners
matched in the best of the four turns) and the share of pages within 1%. `cer`: mean CER of grayscale, ink and auto
(`scanlab compare`, `--exclude-occluded` on hand pages). Photos are kept in WORK_DIR and reused.
"""
import json, math, os, subprocess, sys

bin_dir, out, mode, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
first = int(sys.argv[5]) if len(sys.argv) > 5 else 1
kinds = ['receipt', 'invoice', 'screenplay', 'letter', 'label']
grips = ['edge', 'corner', 'over-print']
styles = ['grayscale', 'ink', 'auto']
os.makedirs(out, exist_ok=True)
env = dict(os.environ, OMP_THREAD_LIMIT='1')


def corner_error(found, truth):
    diagonal = math.hypot(truth[0][0] - truth[2][0], truth[0][1] - truth[2][1])
    return min(sum(math.hypot(a[0] - b[0], a[1] - b[1]) for a, b in zip(found[r:] + found[:r], truth)) / 4 / diagonal
               for r in range(4))


rows = []
for kind in kinds:
    for seed in range(first, first + count):
        grip = grips[(seed + kinds.index(kind)) % 3]
        for hand in ['none', grip]:
            photo = f'{out}/{kind}-{seed}-{hand}.jpg'
            if not os.path.exists(photo):
                subprocess.run([bin_dir + '/scanlab', 'synth', photo, '--document', kind, '--difficulty', 'ordinary',
                                '--seed', str(seed), '--hand', hand], check=True, capture_output=True)
            truth = json.load(open(photo[:-4] + '.truth.json'))
            if mode == 'find':
                r = json.loads(subprocess.run([bin_dir + '/scanlab-bench', 'find', photo], check=True,
                                              capture_output=True, text=True, env=env).stdout)
                e = corner_error(r['pageQuad'], truth['pageCorners'])
                rows.append((hand, e))
                print(f'{kind:10} {seed} {hand:10} {r["detector"]:10} {e:.4f}', flush=True)
            else:
                args = [bin_dir + '/scanlab', 'compare', photo, '--styles', ','.join(styles), '--json']
                if hand != 'none':
                    args.append('--exclude-occluded')
                r = json.loads(subprocess.run(args, check=True, capture_output=True, text=True, env=env).stdout)
                cers = {x['style']: x.get('cer') for x in r['rows']}
                rows.append((hand, cers))
                print(kind, seed, hand, json.dumps(cers), flush=True)
for group in ['none', 'hand']:
    mine = [v for h, v in rows if (h == 'none') == (group == 'none')]
    if mode == 'find':
        print(group, 'pages', len(mine), 'mean error', round(sum(mine) / len(mine), 4),
              'share under 1%', round(sum(1 for e in mine if e < 0.01) / len(mine), 3))
    else:
        for s in styles:
            v = [c[s] for c in mine if c.get(s) is not None]
            print(group, s, 'pages', len(v), 'mean CER', round(sum(v) / max(1, len(v)), 4))
