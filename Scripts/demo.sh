#!/usr/bin/env bash
# The README's first command: installs what is missing, builds scanlab, synthesises a receipt, reads it with
# Tesseract and prints its score against the receipt's truth.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
export OMP_THREAD_LIMIT=1   # Tesseract's OpenMP reads it when the library loads; without it a page takes 3-11x longer
swift build -c release --product scanlab
bin="$(swift build -c release --show-bin-path)/scanlab"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$bin" synth "$work/receipt.png" --document receipt --seed 7
echo "== $work/receipt.png and receipt.truth.json written; Tesseract reads:"
"$bin" read "$work/receipt.png"
echo
echo "== scored against the truth:"
"$bin" compare "$work/receipt.png" --styles original
