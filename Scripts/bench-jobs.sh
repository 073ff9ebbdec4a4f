#!/usr/bin/env bash
# Measures what a second worker pays: the same pages with --jobs 1 and --jobs 2, cache off, in one run.
# Each worker has its own Tesseract engine; on 2 cores --jobs 2 should be at least 1.8x as fast.
# Usage: Scripts/bench-jobs.sh [CORPUS]   (default: 12 generated receipts and invoices, styles original and ink)
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1
swift build -c release --product scanlab >&2
bin="$(swift build -c release --show-bin-path)/scanlab"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
corpus="${1:-$work/jobs.json}"
cat > "$work/jobs.json" <<'JSON'
{"name": "bench-jobs", "styles": ["original", "ink"], "readers": ["tesseract"], "pages": [
  {"id": "receipt-flat", "document": "receipt", "language": "en", "seed": 100, "difficulty": "flat", "count": 6},
  {"id": "receipt-easy", "document": "receipt", "language": "de", "seed": 200, "difficulty": "easy", "count": 4},
  {"id": "invoice-flat", "document": "invoice", "language": "en", "seed": 300, "difficulty": "flat", "count": 2}
]}
JSON
now() { date +%s.%N; }
# Both runs do the same work from scratch: synthesis, styles and reading.
t0=$(now); "$bin" run "$corpus" --no-cache --jobs 1 --out "$work/one" >/dev/null; t1=$(now)
"$bin" run "$corpus" --no-cache --jobs 2 --out "$work/two" >/dev/null; t2=$(now)
python3 - "$t0" "$t1" "$t2" <<'PY'
import sys
t0, t1, t2 = map(float, sys.argv[1:])
one, two = t1 - t0, t2 - t1
print(f"--jobs 1: {one:.1f} s, --jobs 2: {two:.1f} s: {one / two:.2f}x (need >= 1.8x)")
sys.exit(0 if one / two >= 1.8 else 1)
PY
