#!/usr/bin/env bash
# Times the readers on the same pages, in one run:
#   1. in-process Tesseract against the `tesseract` CLI spawned per page, for receipts and A4 pages (ratios);
#   2. pages per second for each reader;
#   3. the speedup of 2 workers (2 engines or processes on 2 threads) over 1.
# Usage: Scripts/bench-read.sh [--readers all|ID,ID] [--receipts N] [--a4 N] [--lang en|de] [PAGE...]
# Without pages it synthesises flat receipts and A4 invoices. The measuring is scanlab-bench-read (release build),
# on ReaderBenchmark in the Readers module. Run it on an otherwise idle machine: other load skews every figure.
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1   # Tesseract's OpenMP reads it at load time; without it pages take 3-11x longer
case "${1:-}" in -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
swift build -c release --product scanlab-bench-read >&2
"$(swift build -c release --show-bin-path)/scanlab-bench-read" "$@"
