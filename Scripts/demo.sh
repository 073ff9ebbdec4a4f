#!/usr/bin/env bash
# The README's first command: installs what is missing, builds scanlab, synthesises a receipt, reads it with
# Tesseract and prints its score against the receipt's truth. The files stay, in a new temporary folder it names
# (or DEMO_DIR); SCANLAB_BIN runs an already built scanlab instead of installing and building.
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1   # Tesseract's OpenMP reads it when the library loads; without it a page takes 3-11x longer
if [ -n "${SCANLAB_BIN:-}" ]; then
  bin="$SCANLAB_BIN"
else
  Scripts/install-deps.sh
  swift build -c release --product scanlab
  bin="$(swift build -c release --show-bin-path)/scanlab"
fi
work="${DEMO_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/scanlab-demo.XXXXXX")}"
mkdir -p "$work"

"$bin" synth "$work/receipt.png" --document receipt --seed 7
echo "== wrote $work/receipt.png and $work/receipt.truth.json; Tesseract reads:"
"$bin" read "$work/receipt.png"
echo
echo "== scored against the truth:"
"$bin" compare "$work/receipt.png" --styles original
echo
echo "== the files are in $work (delete it when done: rm -r $work)"
