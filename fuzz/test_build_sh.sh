#!/bin/bash
# ctest fuzz.oss_fuzz_build: runs fuzz/build.sh the way OSS-Fuzz / ClusterFuzzLite do (their
# environment variables, libFuzzer engine, ASan), then checks that $OUT holds <target>,
# <target>.dict and <target>_seed_corpus.zip for every target and that each built target runs
# 200 inputs from its own seed corpus without a finding.
# Usage: fuzz/test_build_sh.sh CLANG CLANGXX TARGETS_FILE
set -euo pipefail
cc=$1 cxx=$2 targets=$3
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src" "$tmp/work" "$tmp/out"
CC=$cc CXX=$cxx CFLAGS="-fsanitize=address,fuzzer-no-link" CXXFLAGS="-fsanitize=address,fuzzer-no-link" \
  LIB_FUZZING_ENGINE=-fsanitize=fuzzer SRC="$tmp/src" WORK="$tmp/work" OUT="$tmp/out" \
  "$ROOT/fuzz/build.sh" > "$tmp/build.log" 2>&1 || { tail -20 "$tmp/build.log"; echo "FAIL: build.sh"; exit 1; }
while read -r t; do
  [ -n "$t" ] || continue
  for f in "$t" "$t.dict" "${t}_seed_corpus.zip"; do
    [ -s "$tmp/out/$f" ] || { echo "FAIL: \$OUT lacks $f"; exit 1; }
  done
  mkdir "$tmp/corpus-$t"
  (cd "$tmp/corpus-$t" && unzip -q "$tmp/out/${t}_seed_corpus.zip")
  "$tmp/out/$t" -dict="$tmp/out/$t.dict" -runs=200 "$tmp/corpus-$t" > "$tmp/$t.log" 2>&1 ||
    { tail -20 "$tmp/$t.log"; echo "FAIL: $t from \$OUT"; exit 1; }
  echo "ok $t: $(grep -o 'Done [0-9]* runs.*' "$tmp/$t.log")"
done < "$targets"
