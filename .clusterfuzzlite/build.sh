#!/bin/bash
# ClusterFuzzLite / OSS-Fuzz build script. The Dockerfile copies the project to $SRC/duckchess and this
# file to $SRC/build.sh; `compile` runs it from the WORKDIR ($SRC/duckchess). It builds every fuzz target
# with the engine's compiler and flags ($CC $CXX $CFLAGS $CXXFLAGS $LIB_FUZZING_ENGINE: ASan, UBSan or
# MSan as the run asks), in $WORK, and puts <target>, <target>.dict, <target>.options (max_len, dict)
# and <target>_seed_corpus.zip (corpus and regressions) into $OUT.
# The project is found, in order: $DUCK_ROOT; the directory above this script when it is the project's
# .clusterfuzzlite/; the working directory; $SRC/duckchess.
# Locally:  CC=clang-14 CXX=clang++-14 CFLAGS="-fsanitize=address,fuzzer-no-link" \
#           CXXFLAGS="-fsanitize=address,fuzzer-no-link" LIB_FUZZING_ENGINE=-fsanitize=fuzzer \
#           SRC=/tmp WORK=/tmp/work OUT=/tmp/out .clusterfuzzlite/build.sh
set -euo pipefail
if [ "${1:-}" = "--help" ]; then sed -n '2,11s/^# \{0,1\}//p' "$0"; exit 0; fi
: "${SRC:?}" "${WORK:?}" "${OUT:?}" "${CC:?}" "${CXX:?}" "${LIB_FUZZING_ENGINE:?}"

# Returns 0 when $1 is this project's source tree.
is_project() { [ -f "$1/fuzz/CMakeLists.txt" ] && [ -f "$1/judge/position.cpp" ]; }
script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
for candidate in "${DUCK_ROOT:-}" "$script_dir/.." "$PWD" "$SRC/duckchess"; do
  if [ -n "$candidate" ] && is_project "$candidate"; then ROOT="$(cd "$candidate" && pwd)"; break; fi
done
: "${ROOT:?build.sh: cannot find the project (set DUCK_ROOT, or run it from the directory of the project)}"
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
  options="[libfuzzer]\nmax_len = 4096\n"
  if [ -f "$ROOT/fuzz/$target.dict" ]; then
    cp "$ROOT/fuzz/$target.dict" "$OUT/"
    options+="dict = $target.dict\n"
  fi
  printf "$options" > "$OUT/$target.options"
  rm -f "$OUT/${target}_seed_corpus.zip"
  seeds=()
  for dir in "$ROOT/fuzz/corpus/$target" "$ROOT/fuzz/regressions/$target"; do
    if [ -d "$dir" ]; then
      while IFS= read -r -d '' file; do seeds+=("$file"); done < <(find "$dir" -type f ! -name '.*' -print0)
    fi
  done
  if [ "${#seeds[@]}" -gt 0 ]; then zip -q -j "$OUT/${target}_seed_corpus.zip" "${seeds[@]}"; fi
done < "$BUILD/fuzz_targets.txt"
