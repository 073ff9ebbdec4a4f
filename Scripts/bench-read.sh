#!/usr/bin/env bash
# Times the readers on the same pages, in one run:
#   1. in-process Tesseract against the `tesseract` CLI spawned per page, for receipts and A4 pages (ratios);
#   2. pages per second for each reader;
#   3. the speedup of 2 workers (2 engines or processes on 2 threads) over 1.
# Usage: Scripts/bench-read.sh [--readers all|ID,ID] [--receipts N] [--a4 N]
# Pages are synthesised with `scanlab synth` (flat receipts, A4 invoices); the timing itself is `scanlab bench-read`
# (ReaderBenchmark in the Readers module). Run it on an otherwise idle machine: other load skews every figure.
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1   # Tesseract's OpenMP reads it at load time; without it pages take 3-11x longer

readers=all receipts=6 a4=2
while [ $# -gt 0 ]; do
  case "$1" in
    --readers) readers="$2"; shift 2 ;;
    --readers=*) readers="${1#*=}"; shift ;;
    --receipts) receipts="$2"; shift 2 ;;
    --a4) a4="$2"; shift 2 ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "bench-read.sh: unknown option $1" >&2; exit 64 ;;
  esac
done

swift build -c release --product scanlab >&2
bin="$(swift build -c release --show-bin-path)/scanlab"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/receipt" "$work/a4"

for i in $(seq 1 "$receipts"); do
  "$bin" synth "$work/receipt/receipt-$i.png" --document receipt --seed "$i" >/dev/null
done
for i in $(seq 1 "$a4"); do
  "$bin" synth "$work/a4/invoice-$i.png" --document invoice --seed "$i" >/dev/null
done

echo "bench-read: $receipts receipts and $a4 A4 pages in $work; readers: $readers" >&2
"$bin" bench-read --readers "$readers" "$work"/receipt/*.png "$work"/a4/*.png
