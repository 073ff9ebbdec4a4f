#!/usr/bin/env bash
# Opens a report.html in headless Chromium (Debian's, installed here through install-deps.sh --chromium and
# nowhere else) with the network off, and saves a screenshot that shows the page rendered.
# Usage: Scripts/check-html.sh REPORT.html [SCREENSHOT.png]
set -euo pipefail
cd "$(dirname "$0")/.."
html="${1:?usage: Scripts/check-html.sh REPORT.html [SCREENSHOT.png]}"
shot="${2:-${html%.html}-screenshot.png}"
[ -f "$html" ] || { echo "check-html: $html: no such file" >&2; exit 2; }
SCANLAB_SKIP_PYTHON=1 Scripts/install-deps.sh --chromium
browser="$(command -v chromium || command -v chromium-browser || true)"
[ -n "$browser" ] || { echo "check-html: chromium is not installed" >&2; exit 2; }
abs="$(cd "$(dirname "$html")" && pwd -P)/$(basename "$html")"
rm -f "$shot"
# A proxy that leads nowhere keeps every request offline: the report must show everything from its own bytes.
timeout 120 "$browser" --headless=new --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
  --proxy-server=127.0.0.1:9 --disable-background-networking --disable-extensions \
  --window-size=1400,2200 --screenshot="$shot" "file://$abs" >/dev/null 2>&1 || true
[ -s "$shot" ] || { echo "check-html: Chromium wrote no screenshot of $html" >&2; exit 2; }
size=$(stat -c %s "$shot")
# A blank page compresses to a few KB; a rendered report with thumbnails and tables does not.
[ "$size" -gt 20000 ] || { echo "check-html: $shot is only $size bytes: the page looks blank" >&2; exit 2; }
echo "check-html: $shot ($size bytes)"
