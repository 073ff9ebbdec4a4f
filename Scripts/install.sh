#!/usr/bin/env bash
# Installs scanlab outside the clone: Scripts/install.sh --prefix DIR
#   DIR/bin/scanlab                          the release build
#   DIR/share/scanlab/readers.json           the reader declarations
#   DIR/share/scanlab/scripts/readers/       the external readers' worker scripts
# The installed tool finds its resources relative to itself (bin/../share/scanlab). Put DIR/bin on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="$HOME/.local"
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --prefix=*) prefix="${1#*=}"; shift ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    *) echo "install.sh: unknown option $1 (use --prefix DIR)" >&2; exit 64 ;;
  esac
done
swift build -c release --product scanlab >&2
bin="$(swift build -c release --show-bin-path)/scanlab"
mkdir -p "$prefix/bin" "$prefix/share/scanlab/scripts"
install -m 755 "$bin" "$prefix/bin/scanlab.new" && mv -f "$prefix/bin/scanlab.new" "$prefix/bin/scanlab"
install -m 644 Sources/Readers/Resources/readers.json "$prefix/share/scanlab/readers.json"
rm -rf "$prefix/share/scanlab/scripts/readers"
cp -R Scripts/readers "$prefix/share/scanlab/scripts/readers"
echo "installed $prefix/bin/scanlab; resources in $prefix/share/scanlab" >&2
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "add it to PATH: export PATH=\"$prefix/bin:\$PATH\"" >&2 ;; esac
