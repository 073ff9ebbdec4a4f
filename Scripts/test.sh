#!/usr/bin/env bash
# The README's test command: installs what is missing, then builds and runs every test.
# Tests build in release (with testing enabled) because image code in debug is ~7x slower.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/install-deps.sh
export OMP_THREAD_LIMIT=1
[ -n "${CI:-}" ] && export SCANLAB_RECORD="${SCANLAB_RECORD:-never}"
swift build -c release -Xswiftc -enable-testing --build-tests
swift test -c release -Xswiftc -enable-testing --skip-build "$@"
