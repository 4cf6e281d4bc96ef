#!/bin/bash
# ctest fuzz.clusterfuzzlite: lays a copy of the project out as .clusterfuzzlite/Dockerfile does
# ($SRC/duckchess, build.sh copied to $SRC/build.sh, WORKDIR $SRC/duckchess) and runs $SRC/build.sh with
# OSS-Fuzz's variables, once with AddressSanitizer and once with UndefinedBehaviorSanitizer alone. Checks
# that $OUT holds <target>, <target>.dict, <target>.options and <target>_seed_corpus.zip for every target,
# and runs each built target from its own seed corpus zip with its options' dictionary, without a finding.
# Usage: fuzz/clusterfuzzlite_test.sh CLANG CLANGXX TARGETS_FILE
set -euo pipefail
cc=$1 cxx=$2 targets=$3
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
SRC=$tmp/src
mkdir -p "$SRC/duckchess"
# COPY . $SRC/duckchess (.dockerignore leaves out build trees and .git), COPY .clusterfuzzlite/build.sh $SRC/
(cd "$ROOT" && tar --exclude='./build*' --exclude=./.git -cf - .) | (cd "$SRC/duckchess" && tar -xf -)
cp "$ROOT/.clusterfuzzlite/build.sh" "$SRC/"

# build_with NAME SANITIZER_FLAGS RUNS: runs build.sh from the WORKDIR, checks $OUT, smoke-runs each target.
build_with() {
  local name=$1 flags=$2 runs=$3 work=$tmp/work-$1 out=$tmp/out-$1
  mkdir -p "$work" "$out"
  (cd "$SRC/duckchess" && CC=$cc CXX=$cxx CFLAGS="$flags -fsanitize=fuzzer-no-link" CXXFLAGS="$flags -fsanitize=fuzzer-no-link" \
    LIB_FUZZING_ENGINE=-fsanitize=fuzzer SANITIZER=$name SRC="$SRC" WORK="$work" OUT="$out" bash "$SRC/build.sh") > "$tmp/$name.log" 2>&1 ||
    { tail -20 "$tmp/$name.log"; echo "FAIL: build.sh with $name"; exit 1; }
  while read -r t; do
    [ -n "$t" ] || continue
    for f in "$t" "$t.dict" "$t.options" "${t}_seed_corpus.zip"; do
      [ -s "$out/$f" ] || { echo "FAIL: \$OUT lacks $f ($name)"; exit 1; }
    done
    grep -qx "max_len = 4096" "$out/$t.options" && grep -qx "dict = $t.dict" "$out/$t.options" ||
      { echo "FAIL: $t.options"; cat "$out/$t.options"; exit 1; }
    mkdir -p "$tmp/corpus-$name-$t"
    (cd "$tmp/corpus-$name-$t" && unzip -q "$out/${t}_seed_corpus.zip")
    (cd "$out" && "./$t" -dict="$t.dict" -max_len=4096 -runs="$runs" "$tmp/corpus-$name-$t") > "$tmp/$name-$t.log" 2>&1 ||
      { tail -20 "$tmp/$name-$t.log"; echo "FAIL: $t from \$OUT ($name)"; exit 1; }
    echo "ok $name $t: $(grep -o 'Done [0-9]* runs.*' "$tmp/$name-$t.log")"
  done < "$targets"
}

build_with address "-fsanitize=address" 200
build_with undefined "-fsanitize=undefined -fno-sanitize-recover=undefined" 200
