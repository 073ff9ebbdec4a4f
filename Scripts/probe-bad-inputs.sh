#!/usr/bin/env bash
# Runs every command on bad input, as a new user or a hostile file would, and checks the contract of CLI.md:
# exit 2 (bad input) or 64 (usage), a one-line message on stderr starting with "scanlab: ", no signal (no crash),
# and nothing left behind: no output file, no half-written temporary.
#
# Usage: Scripts/probe-bad-inputs.sh [PATH/TO/scanlab]     (default: .build/release/scanlab)
# Prints one line per failing case and a summary; exits 1 if any case failed. Needs python3 for the fixtures.
set -uo pipefail
cd "$(dirname "$0")/.."
SCANLAB="$(realpath "${1:-.build/release/scanlab}")"
[ -x "$SCANLAB" ] || { echo "probe: no scanlab at $SCANLAB; build first" >&2; exit 2; }
export OMP_THREAD_LIMIT=1
WORK="$(mktemp -d "${TMPDIR:-/tmp}/scanlab-probe-XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
export SCANLAB_CACHE="$WORK/cache"
unset SCANLAB_READERS

# Fixtures, made once and never changed by a case.
FIX="$WORK/fix"
mkdir -p "$FIX/empty-folder" "$FIX/folder-with-junk"
"$SCANLAB" synth "$FIX/good.png" --seed 3 >/dev/null 2>&1 || { echo "probe: cannot synthesize a fixture" >&2; exit 2; }
"$SCANLAB" synth "$FIX/photo.jpg" --seed 3 --difficulty hard >/dev/null 2>&1 || { echo "probe: cannot synthesize a photo fixture" >&2; exit 2; }
printf 'hello world\n' > "$FIX/a.txt"
printf 'hullo world\n' > "$FIX/b.txt"
printf '\xff\xfe\x00bad' > "$FIX/binary.txt"
: > "$FIX/empty.png"
head -c 4000 /dev/urandom > "$FIX/noise.png"
head -c 60 "$FIX/good.png" > "$FIX/truncated.png"
printf '\xff\xd8\xff\xe0garbage' > "$FIX/broken.jpg"
printf 'not an image\n' > "$FIX/folder-with-junk/x.png"
cp "$FIX/good.png" "$FIX/..png"
python3 - "$FIX" <<'PY'
import json, struct, sys, zlib
fix = sys.argv[1]
# A PNG whose header claims 100000 x 100000 pixels.
def chunk(kind, data): return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)
open(f"{fix}/huge.png", "wb").write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 100000, 100000, 8, 0, 0, 0, 0)) + chunk(b"IEND", b""))
truth = json.load(open(f"{fix}/photo.truth.json"))
def mutate(name, change):
    t = json.loads(json.dumps(truth)); change(t)
    with open(f"{fix}/{name}.truth.json", "w") as f: f.write(json.dumps(t).replace('"__NUM__"', "1e300"))
mutate("deadlines", lambda t: t["scene"]["values"].__setitem__("deadLines", -1))
mutate("version0", lambda t: t.__setitem__("schemaVersion", 0))
mutate("version-5", lambda t: t.__setitem__("schemaVersion", -5))
mutate("quality", lambda t: t["scene"].__setitem__("jpegQuality", "__NUM__"))
mutate("tabletone", lambda t: t["scene"]["values"].__setitem__("tableTone", "__NUM__"))
mutate("unknownkey", lambda t: t.__setitem__("txet", "x"))
mutate("nocorners", lambda t: t.pop("pageCorners"))
mutate("shortquad", lambda t: t.__setitem__("pageCorners", t["pageCorners"][:3]))
page = '"document": "receipt", "language": "en", "seed": 1, "difficulty": "flat"'
corpora = {
    "count": '{"name": "x", "pages": [{"id": "a", "count": 1000000000, %s}]}' % page,
    "sweep": '{"name": "x", "pages": [{"id": "a", %s, "sweep": {"parameter": "jpegQuality", "values": [1e300]}}]}' % page,
    "sweepname": '{"name": "x", "pages": [{"id": "a", %s, "sweep": {"parameter": "colour", "values": [1]}}]}' % page,
    "unknownkey": '{"name": "x", "pages": [{"id": "a", "blurr": 1, %s}]}' % page,
    "style": '{"name": "x", "styles": ["inc"], "pages": [{"id": "a", %s}]}' % page,
    "reader": '{"name": "x", "readers": ["tesseract-bogus"], "pages": [{"id": "a", %s}]}' % page,
    "duplicate": '{"name": "x", "pages": [{"id": "a", %s}, {"id": "a", %s}]}' % (page, page),
    "empty": '{}',
    "nopages": '{"name": "x"}',
    "pagesobject": '{"name": "x", "pages": {"id": "a"}}',
    "deep": '{"name": "x", "pages": ' + "[" * 5000 + "]" * 5000 + '}',
    "folder": '{"name": "x", "folders": [{"path": "does-not-exist"}]}',
    "emptyfolder": '{"name": "x", "folders": [{"path": "empty-folder"}]}',
    "seed": '{"name": "x", "seed": -1, "pages": [{"id": "a", %s}]}' % page,
    "id": '{"name": "x", "pages": [{"id": "", %s}]}' % page,
    "scenevalues": '{"name": "x", "pages": [{"id": "a", %s, "sceneValues": {"deadLines": -1}}]}' % page,
    "dpi": '{"name": "x", "pages": [{"id": "a", %s, "dpi": 1e300}]}' % page,
    "quality": '{"name": "x", "pages": [{"id": "a", %s, "jpegQuality": 1e300}]}' % page,
    "trailingcomma": '{"name": "x", "pages": [],}',
    "nan": '{"name": "x", "seed": NaN, "pages": []}',
    "truncated": '{"name": "x", "pages": [{"id": "a", ',
    "count0": '{"name": "x", "pages": [{"id": "a", "count": 0, %s}]}' % page,
    "difficulty": '{"name": "x", "pages": [{"id": "a", "document": "receipt", "difficulty": "brutal"}]}',
    "size": '{"name": "x", "pages": [{"id": "a", %s, "size": "0x0"}]}' % page,
    "profile": '{"name": "x", "folders": [{"path": ".", "profile": "lenient"}]}',
    "twice": '{"name": "x", "name": "y", "pages": [{"id": "a", %s}]}' % page,
    "countsweep": '{"name": "x", "pages": [{"id": "a", "count": 2, %s, "sweep": {"parameter": "blur", "values": [1]}}]}' % page,
}
for name, text in corpora.items():
    open(f"{fix}/corpus-{name}.json", "w").write(text)
open(f"{fix}/corpus-badutf8.json", "wb").write(b'{"name": "\xff\xfe", "pages": []}')
open(f"{fix}/corpus-good.json", "w").write('{"name": "x", "pages": [{"id": "a", %s}]}' % page)
readers = '{"readers": [{"id": "x", "kind": "command", "engine": "X", "command": ["cat", "{image}"], "timeout": %s}]}'
open(f"{fix}/readers-huge.json", "w").write(readers % "1e308")
open(f"{fix}/readers-negative.json", "w").write(readers % "-5")
open(f"{fix}/readers-unknown.json", "w").write('{"readers": [{"id": "x", "kind": "command", "engine": "X", "command": ["cat", "{image}"], "timout": 5}]}')
open(f"{fix}/readers-kind.json", "w").write('{"readers": [{"id": "x", "kind": "magic", "engine": "X"}]}')
open(f"{fix}/readers-slash.json", "w").write('{"readers": [{"id": "../x", "kind": "command", "engine": "X", "command": ["cat", "{image}"]}]}')
open(f"{fix}/readers-notjson.json", "w").write('readers = [x]')
# Reports for merge, check, pin, diff and table.
def report(hash_, cer="0.1", pages=("a",)):
    cells = [{"page": p, "style": "original", "reader": "tesseract", "status": "ok",
              "text": {"cer": cer, "cerBounded": 0.1, "wer": 0.1, "bagOfWordsError": 0.1, "profile": "standard",
                       "counts": {"substitutions": 1, "deletions": 0, "insertions": 0, "hits": 9, "truthLength": 10},
                       "wordCounts": {"substitutions": 1, "deletions": 0, "insertions": 0, "hits": 1, "truthLength": 2}}} for p in pages]
    return {"schemaVersion": 1, "tool": {"name": "scanlab", "version": "0.1.0", "build": "b"},
            "corpus": {"name": "x", "path": "x.json", "hash": hash_, "pageCount": len(pages)},
            "selection": {"styles": ["original"], "readers": ["tesseract"]}, "seed": 1,
            "pages": [{"id": p, "index": i, "source": "generated", "difficulty": "flat", "size": "page", "profile": "standard"} for i, p in enumerate(pages)],
            "cells": cells}
import os
for name, value in {"base": report("h1"), "other": report("h2"), "nan": report("h1", cer="nan")}.items():
    os.makedirs(f"{fix}/report-{name}", exist_ok=True)
    json.dump(value, open(f"{fix}/report-{name}/report.json", "w"))
json.dump(report("h1"), open(f"{fix}/baseline.json", "w"))
open(f"{fix}/garbage.json", "w").write("{{{")
PY
printf '# readme\n' > "$FIX/README.md"

pass=0; fail=0; kinds=0
listing() { (cd "$1" && find . -print | LC_ALL=C sort); }

# probe NAME EXPECTED COMMAND...   EXPECTED is "2", "64" or "2|64". Runs in a fresh copy of the fixtures;
# OUT inside it names where an output would go, and must not exist afterwards.
probe() {
  local name="$1" expected="$2"; shift 2
  kinds=$((kinds + 1))
  local dir="$WORK/case-$kinds"
  cp -a "$FIX" "$dir"
  local before; before="$(listing "$dir")"
  local args=() a
  for a in "$@"; do args+=("${a//@/$dir}"); done
  local status
  (cd "$dir" && timeout 60 "${args[@]}" >"$WORK/stdout" 2>"$WORK/stderr" </dev/null); status=$?
  local lines; lines="$(grep -c '' "$WORK/stderr")"
  local problem=""
  if [ "$status" -eq 124 ] || [ "$status" -gt 128 ]; then
    problem="timed out or killed by a signal (status $status)"
  elif ! [[ "|$expected|" == *"|$status|"* ]]; then
    problem="exit $status, expected $expected"
  elif [ "$lines" -ne 1 ]; then
    problem="stderr has $lines lines, expected one"
  elif ! head -c 9 "$WORK/stderr" | grep -q '^scanlab: '; then
    problem="stderr does not start with 'scanlab: '"
  elif [ "$(listing "$dir")" != "$before" ]; then
    problem="left files behind: $(diff <(echo "$before") <(listing "$dir") | grep '^>' | head -3 | tr '\n' ' ')"
  fi
  if [ -n "$problem" ]; then
    fail=$((fail + 1))
    echo "FAIL $name: $problem :: $(head -c 300 "$WORK/stderr" | tr '\n' ' ')"
  else
    pass=$((pass + 1))
  fi
  rm -rf "$dir"
}

S="$SCANLAB"
# Usage errors.
probe "unknown command" 64 "$S" frobnicate
probe "help for an unknown command" 64 "$S" help frobnicate
probe "synth without output" 64 "$S" synth
probe "synth seed not a number" 64 "$S" synth @/out.png --seed abc
probe "synth unknown difficulty" 64 "$S" synth @/out.png --difficulty brutal
probe "synth jpeg quality 0" "2|64" "$S" synth @/out.jpg --jpeg-quality 0
probe "synth blur 1e300" "2|64" "$S" synth @/out.jpg --difficulty hard --blur 1e300
probe "synth tilt -5" "2|64" "$S" synth @/out.jpg --difficulty hard --tilt -5
probe "synth page scale nan" "2|64" "$S" synth @/out.jpg --difficulty hard --page-scale nan
probe "synth size 0x0" "2|64" "$S" synth @/out.jpg --difficulty hard --size 0x0
probe "synth unknown option" 64 "$S" synth @/out.png --sparkle
probe "process without arguments" 64 "$S" process
probe "process unknown style" 64 "$S" process @/good.png @/out.png --style sparkle
probe "read unknown reader" 64 "$S" read @/good.png --readers nope
probe "read unknown language" 64 "$S" read @/good.png --lang xx
probe "score unknown profile" 64 "$S" score @/a.txt @/b.txt --profile lenient
probe "fields unknown style" 64 "$S" fields @/good.png --styles nope
probe "run jobs 0" 64 "$S" run @/corpus-good.json --jobs 0 --out @/out
probe "run shard 3/2" 64 "$S" run @/corpus-good.json --shard 3/2 --out @/out
probe "check without baseline" 64 "$S" check @/report-base
probe "cache unknown action" 64 "$S" cache frob
probe "cache max size nonsense" 64 "$S" cache clean --max-size lots
# Bad images.
probe "process missing image" 2 "$S" process @/missing.png @/out.png --style original
probe "process empty image" 2 "$S" process @/empty.png @/out.png --style ink
probe "process noise as PNG" 2 "$S" process @/noise.png @/out.png --style ink
probe "process truncated PNG" 2 "$S" process @/truncated.png @/out.png --style grayscale
probe "process PNG claiming 100000x100000" 2 "$S" process @/huge.png @/out.png --style ink
probe "process broken JPEG" 2 "$S" process @/broken.jpg @/out.png --style colour
probe "process a folder" 2 "$S" process @/empty-folder @/out.png --style original
probe "read missing image" 2 "$S" read @/missing.png
probe "read noise" 2 "$S" read @/noise.png
probe "compare missing image" 2 "$S" compare @/missing.png
probe "compare with a missing truth file" 2 "$S" compare @/good.png --truth @/missing.txt
# Bad texts.
probe "score missing truth" 2 "$S" score @/missing.txt @/b.txt
probe "score invalid UTF-8" 2 "$S" score @/binary.txt @/b.txt
# Bad truth files (synth --replay).
probe "replay deadLines -1" 2 "$S" synth --replay @/deadlines.truth.json @/out.jpg
probe "replay schemaVersion 0" 2 "$S" synth --replay @/version0.truth.json @/out.jpg
probe "replay schemaVersion -5" 2 "$S" synth --replay @/version-5.truth.json @/out.jpg
probe "replay JPEG quality 1e300" 2 "$S" synth --replay @/quality.truth.json @/out.jpg
probe "replay tableTone 1e300" 2 "$S" synth --replay @/tabletone.truth.json @/out.jpg
probe "replay unknown key" 2 "$S" synth --replay @/unknownkey.truth.json @/out.jpg
probe "replay without pageCorners" 2 "$S" synth --replay @/nocorners.truth.json @/out.jpg
probe "replay three corners" 2 "$S" synth --replay @/shortquad.truth.json @/out.jpg
probe "replay missing truth" 2 "$S" synth --replay @/missing.truth.json @/out.jpg
probe "replay garbage truth" 2 "$S" synth --replay @/garbage.json @/out.jpg
# Bad corpora (run and synth --corpus).
for c in count sweep sweepname unknownkey style reader duplicate empty nopages pagesobject deep folder emptyfolder seed id \
         scenevalues dpi quality trailingcomma nan truncated count0 difficulty size profile twice countsweep badutf8; do
  probe "run corpus $c" 2 "$S" run @/corpus-$c.json --out @/out
done
probe "run missing corpus" 2 "$S" run @/missing.json --out @/out
probe "run a folder of junk" 2 "$S" run @/empty-folder --out @/out
probe "synth --corpus count 1e9" 2 "$S" synth --corpus @/corpus-count.json --out @/out
probe "synth --corpus sweep 1e300" 2 "$S" synth --corpus @/corpus-sweep.json --out @/out
# Bad reader declarations.
for r in huge negative unknown kind slash notjson; do
  probe "readers declared $r" 2 env SCANLAB_READERS=@/readers-$r.json "$S" readers
done
probe "readers declarations missing" 2 env SCANLAB_READERS=@/missing.json "$S" readers
probe "run with timeout 1e308" 2 env SCANLAB_READERS=@/readers-huge.json "$S" run @/corpus-good.json --out @/out
# Bad reports: merge, check, pin, diff, table.
probe "merge missing shard" 2 "$S" merge @/missing @/report-base --out @/out
probe "merge overlapping shards" 2 "$S" merge @/report-base @/report-base --out @/out
probe "merge shards of different corpora" 2 "$S" merge @/report-base @/report-other --out @/out
probe "merge garbage" 2 "$S" merge @/garbage.json --out @/out
probe "check another corpus" 2 "$S" check @/report-other --baseline @/baseline.json --junit @/out.xml
probe "check NaN CER" 2 "$S" check @/report-nan --baseline @/baseline.json
probe "check missing report" 2 "$S" check @/missing --baseline @/baseline.json
probe "check garbage report" 2 "$S" check @/garbage.json --baseline @/baseline.json
probe "check missing baseline" 2 "$S" check @/report-base --baseline @/missing.json
probe "pin missing report" 2 "$S" pin @/missing --baseline @/out.json
probe "pin garbage" 2 "$S" pin @/garbage.json --baseline @/out.json
probe "diff missing" 2 "$S" diff @/missing @/report-base
probe "diff garbage" 2 "$S" diff @/garbage.json @/report-base
probe "table missing readme" 2 "$S" table @/report-base --readme @/missing.md
probe "table garbage report" 2 "$S" table @/garbage.json --readme @/README.md

echo "probe-bad-inputs: $kinds kinds of bad input, $pass handled, $fail failed"
[ "$fail" -eq 0 ]
