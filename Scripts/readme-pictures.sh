#!/usr/bin/env bash
# Makes the README's pictures with the CLI: one flat page of each kind, one photo of each kind on a
# table, a heavy-shadow page and a card on a sheet. Pages are written by `scanlab synth`; only the
# downscaling to a README-sized preview uses Python's Pillow (from the readers' venv).
set -euo pipefail
cd "$(dirname "$0")/.."
export OMP_THREAD_LIMIT=1
swift build -c release --product scanlab >/dev/null
S=.build/release/scanlab
PY="${SCANLAB_HOME:-$HOME/.local/share/scanlab}/venv-readers/bin/python"
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
OUT=Reports/pictures; mkdir -p "$OUT"

$S synth "$WORK/flat-receipt-en.png"  --document receipt --lang en --seed 7
$S synth "$WORK/flat-receipt-vi.png"  --document receipt --lang vi --seed 7
$S synth "$WORK/flat-invoice-de.png"  --document invoice --lang de --seed 7
$S synth "$WORK/flat-screenplay.png"  --document screenplay --seed 7
$S synth "$WORK/flat-letter-en.png"   --document letter --lang en --seed 7
$S synth "$WORK/table-receipt.jpg"    --document receipt --difficulty ordinary --seed 2
$S synth "$WORK/table-invoice.jpg"    --document invoice --lang de --difficulty ordinary --seed 2
$S synth "$WORK/table-screenplay.jpg" --document screenplay --difficulty ordinary --seed 2
$S synth "$WORK/table-letter.jpg"     --document letter --difficulty ordinary --seed 2
$S synth "$WORK/heavy-shadow-invoice.jpg" --document invoice --difficulty ordinary --seed 3 --shadow 0.45,0.55 --shadow-strength 0.9
$S synth "$WORK/card-on-sheet.jpg"    --document receipt --difficulty ordinary --scene card-on-sheet --seed 4

"$PY" - "$WORK" "$OUT" <<'PY'
import sys, pathlib
from PIL import Image
src, dst = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
for f in sorted(list(src.glob("*.png")) + list(src.glob("*.jpg"))):
    im = Image.open(f).convert("RGB")
    im.thumbnail((520, 760), Image.LANCZOS)
    im.save(dst / (f.stem + ".jpg"), quality=82, optimize=True)
    print(dst / (f.stem + ".jpg"))
PY
