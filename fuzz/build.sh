#!/bin/bash
# OSS-Fuzz / ClusterFuzzLite build script: builds every fuzz target of this project with the
# engine's compiler and flags ($CC $CXX $CFLAGS $CXXFLAGS $LIB_FUZZING_ENGINE), in $WORK, and puts
# <target>, <target>.dict and <target>_seed_corpus.zip (corpus and regressions) into $OUT.
# Locally:  CC=clang-14 CXX=clang++-14 CFLAGS="-fsanitize=address,fuzzer-no-link" \
#           CXXFLAGS="-fsanitize=address,fuzzer-no-link" LIB_FUZZING_ENGINE=-fsanitize=fuzzer \
#           SRC=/tmp WORK=/tmp/work OUT=/tmp/out fuzz/build.sh
set -euo pipefail
if [ "${1:-}" = "--help" ]; then sed -n '2,7s/^# \{0,1\}//p' "$0"; exit 0; fi
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
: "${SRC:?}" "${WORK:?}" "${OUT:?}" "${CC:?}" "${CXX:?}" "${LIB_FUZZING_ENGINE:?}"
BUILD="$WORK/duck-fuzz-build"

# The engine's flags come in through CFLAGS/CXXFLAGS and LIB_FUZZING_ENGINE, so the project's own
# defaults (DUCK_FUZZ_INSTRUMENT, DUCK_FUZZ_SANITIZE_LINK) are emptied.
cmake -S "$ROOT" -B "$BUILD" -DDUCK_FUZZ=ON -DCMAKE_BUILD_TYPE=None \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="${CFLAGS:-}" -DCMAKE_CXX_FLAGS="${CXXFLAGS:-}" \
  -DDUCK_FUZZ_INSTRUMENT= -DDUCK_FUZZ_SANITIZE_LINK= -DDUCK_FUZZ_ENGINE="$LIB_FUZZING_ENGINE"

mkdir -p "$OUT"
while read -r target; do
  [ -n "$target" ] || continue
  cmake --build "$BUILD" --target "$target" -j"$(nproc)"
  cp "$BUILD/bin/$target" "$OUT/"
  if [ -f "$ROOT/fuzz/$target.dict" ]; then cp "$ROOT/fuzz/$target.dict" "$OUT/"; fi
  rm -f "$OUT/${target}_seed_corpus.zip"
  seeds=()
  for dir in "$ROOT/fuzz/corpus/$target" "$ROOT/fuzz/regressions/$target"; do
    if [ -d "$dir" ]; then
      while IFS= read -r -d '' file; do seeds+=("$file"); done < <(find "$dir" -type f ! -name '.*' -print0)
    fi
  done
  if [ "${#seeds[@]}" -gt 0 ]; then zip -q -j "$OUT/${target}_seed_corpus.zip" "${seeds[@]}"; fi
done < "$BUILD/fuzz_targets.txt"
