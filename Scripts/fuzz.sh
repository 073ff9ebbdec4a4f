#!/usr/bin/env bash
# Runs one libFuzzer target for SECONDS (or until it finds a crash), with a seed corpus from the project's own files.
#
# Usage: Scripts/fuzz.sh TARGET SECONDS [RUNS]
#   TARGET: png | jpeg | tiff | heic | ocr | truth | readers | scene | corpus
#   RUNS:   stop after this many executions instead (libFuzzer's -runs), e.g. 1000000
# Builds optimised (`-c release`, with `-enable-testing` for the targets that reach internals) with
# `swift build --sanitize fuzzer --sanitize address` into .build/fuzz (SCANLAB_FUZZ=1 adds the targets to
# Package.swift), keeps the growing corpus in .build/fuzz-corpus/TARGET, writes crashes to .build/fuzz-crashes/TARGET,
# and ends with one line: target, executions, seconds, new crash files. Exit 1 when a crash was found.
# Leak detection is off: the schemas and tables are `static let`s built once and never freed, which LeakSanitizer
# reports at exit as a leak (the first truth run did, with an empty input), though nothing grows per input.
set -euo pipefail
cd "$(dirname "$0")/.."
target="${1:?usage: Scripts/fuzz.sh TARGET SECONDS [RUNS]}"
seconds="${2:?usage: Scripts/fuzz.sh TARGET SECONDS [RUNS]}"
runs="${3:--1}"
case "$target" in
  png) product=FuzzPNG ;; jpeg) product=FuzzJPEG ;; truth) product=FuzzTruth ;;
  readers) product=FuzzReaders ;; scene) product=FuzzScene ;; corpus) product=FuzzCorpus ;;
  tiff) product=FuzzTIFF ;; heic) product=FuzzHEIC ;; ocr) product=FuzzOCR ;;
  *) echo "fuzz: unknown target '$target'; use png, jpeg, tiff, heic, ocr, truth, readers, scene or corpus" >&2; exit 64 ;;
esac
export OMP_THREAD_LIMIT=1
# A Swift trap is a finding libFuzzer reports itself ("deadly signal"); Swift's own backtracer reads the stack's
# redzones and makes ASan report a false stack-buffer-underflow in its place.
export SWIFT_BACKTRACE=enable=no
# libFuzzer's -detect_leaks=0 stops only its per-input check; LeakSanitizer's report at exit needs this too (it wrote an
# empty "crash" file for the truth target's schemas after 845,246 clean executions).
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
# --sanitize links libFuzzer and ASan; -sanitize=fuzzer on every Swift compile adds the coverage libFuzzer steers by.
# Release: a debug build ran 75 to 600 executions a second; optimised code is what reaches a million in a session.
# SKIP_BUILD=1 runs the binary already built (e.g. while another target builds into the same folder).
[ -n "${SKIP_BUILD:-}" ] || SCANLAB_FUZZ=1 swift build -c release --scratch-path .build/fuzz --sanitize fuzzer --sanitize address \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -j "${JOBS:-1}" --product "$product" >&2
binary=".build/fuzz/release/$product"

corpus=".build/fuzz-corpus/$target"; crashes=".build/fuzz-crashes/$target"
mkdir -p "$corpus" "$crashes"
# Seeds: the project's own files of the target's kind, small ones first (libFuzzer sizes inputs from its seeds).
seed() { for f in "$@"; do [ -f "$f" ] && [ "$(stat -c %s "$f")" -le 200000 ] && cp "$f" "$corpus/seed-$(basename "$f")"; done; true; }
case "$target" in
  png) seed $(find Fuzz/seeds/png Tests -name '*.png' | head -50) ;;
  tiff) seed $(find Tests Fuzz/seeds/tiff -name '*.tif' -o -name '*.tiff') ;;
  heic) seed $(find Fuzz/seeds/heic -name '*.heic') ;;
  ocr) # A leading byte picks the PAGE text level (Fuzz/ocr); the fixtures are read with level 0, `line`.
       for f in $(find Tests/OCRFormatsTests/Fixtures/dinglehopper Fuzz/seeds/ocr -name '*.xml' -o -name '*.hocr' -o -name '*.html'); do
         [ "$(stat -c %s "$f")" -le 200000 ] && { printf '\x00'; cat "$f"; } > "$corpus/seed-$(basename "$f")"
       done ;;
  jpeg) seed $(find Fuzz/seeds/jpeg Tests Corpora -name '*.jpg' | head -50) ;;
  truth) seed $(find Tests Corpora -name '*.truth.json' | head -50)
         # A small complete truth, so mutations start from a valid file of every section.
         printf '%s' '{"schemaVersion":1,"kind":"receipt","language":"en","seed":1,"text":"A B","lines":[{"text":"A B","wordIds":[0,1],"decorative":false,"quad":[[0,0],[10,0],[10,5],[0,5]]}],"words":[{"id":0,"text":"A","quad":[[0,0],[4,0],[4,5],[0,5]],"pageQuad":[[0,0],[4,0],[4,5],[0,5]]},{"id":1,"text":"B","quad":[[5,0],[9,0],[9,5],[5,5]]}],"fields":[{"name":"total","value":"1.00","printed":"1.00","wordIds":[1]}],"pageCorners":[[0,0],[10,0],[10,10],[0,10]],"image":{"width":10,"height":10,"dpi":300},"fonts":["a.ttf"],"generator":{"document":"receipt","language":"en","seed":1,"variant":"long","dpi":300,"settings":{"k":"v"}},"scene":{"difficulty":"hard","scene":"table","size":"4k","values":{"blur":1,"deadLines":1,"deadLine1":0.5,"tilt":20},"severity":0.5,"jpegQuality":80},"dateOrder":"DMY"}' > "$corpus/seed-small.truth.json" ;;
  readers) seed Sources/Readers/Resources/readers.json
           printf '\x01{"text": "TOTAL 12.30", "box": [10, 20, 100, 12], "confidence": 91}\n{"text": "x", "box": [[0,0],[1,0],[1,1],[0,1]]}\n' > "$corpus/seed-lines" ;;
  scene) printf '{"document": "receipt", "language": "en", "seed": 3, "difficulty": "hard", "scene": "card-on-sheet", "blur": 2, "sceneValues": {"deadLines": 2, "deadLine1": 0.3}}' > "$corpus/seed-spec.json" ;;
  corpus) seed Corpora/regression.json Corpora/nightly.json ;;
esac

# Inputs stay small so executions stay fast: the hand-made seeds (Fuzz/seeds) are under 1.3 KB and hold every structure
# the decoders walk (headers, strips, pages, EXIF, an ftyp/meta/iloc box tree, a page of XML); larger seeds from the
# tests are cut to the limit. The JSON targets keep the earlier 64 KB.
case "$target" in tiff|heic) max_len=4096 ;; png|jpeg|ocr) max_len=8192 ;; *) max_len=65536 ;; esac

log=".build/fuzz-$target.log"
stamp=".build/fuzz-$target.start"; touch "$stamp"; started=$SECONDS
set +e
# nice: the machine is shared; one fuzzer at a time, at the lowest priority.
# heic: libheif 1.15 never returns on some files (Fuzz/findings). scanlab decodes HEIC in a child process that it kills
# at a time limit (Imaging/HEICChild.swift), so a hang inside libheif is handled, not a finding: the heic target runs in
# libFuzzer's fork mode, which notes a timeout or a decode that grows past the memory limit while hung (kept in the
# crash folder) and goes on; a crash still stops it.
extra=()
if [ "$target" = heic ]; then extra=(-fork=1 -ignore_timeouts=1 -ignore_ooms=1 -ignore_crashes=0); fi
nice -n 19 "$binary" "$corpus" -max_total_time="$seconds" -runs="$runs" -artifact_prefix="$crashes/" -print_final_stats=1 \
  -max_len="${MAX_LEN:-$max_len}" -timeout=20 -rss_limit_mb=4096 -detect_leaks=0 "${extra[@]}" >"$log" 2>&1
status=$?
set -e
elapsed=$((SECONDS - started))
if [ "$target" = heic ]; then
  # Fork mode prints "#N: cov: ... oom/timeout/crash: a/b/c ..." lines; its jobs' runs add up to N.
  executions=$(grep -oE '^#[0-9]+:' "$log" | tail -1 | tr -d '#:' || echo "?")
  counts=$(grep -oE 'oom/timeout/crash: [0-9]+/[0-9]+/[0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  echo "fuzz heic: libheif hangs noted (out of memory/timeout/crash): ${counts:-0/0/0}; scanlab's child process is killed at its limits" >&2
  status=$([ "$(grep -c 'ERROR: libFuzzer: deadly signal\|ERROR: AddressSanitizer' "$log")" -eq 0 ] && echo 0 || echo 1)
else
  executions=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$' || echo "?")
fi
# Only this run's findings (crash, timeout, out-of-memory, leak); libFuzzer's slow-unit files are not failures, and
# files from earlier runs stay for reproduction.
kinds=(-name 'crash-*' -o -name 'leak-*')
[ "$target" = heic ] || kinds+=(-o -name 'timeout-*' -o -name 'oom-*')
found=$(find "$crashes" -type f -newer "$stamp" \( "${kinds[@]}" \) | wc -l)
echo "fuzz $target: $executions executions in ${elapsed}s, $found new crash file(s) in $crashes (log: $log)"
[ "$status" -eq 0 ] && [ "$found" -eq 0 ]
