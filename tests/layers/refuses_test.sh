#!/usr/bin/env bash
# The layer check fails, naming the file and line, on a tree where judge/ includes grader/ (a folder
# above it), and passes on the same tree without that include. Usage: refuses_test.sh PYTHON CHECKER
set -u
python=$1 checker=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
mkdir -p "$dir/judge" "$dir/grader"
printf '#include "judge/types.h"\n' > "$dir/grader/grade.cpp"
"$python" "$checker" "$dir" >/dev/null 2>&1 || { echo "a clean tree was refused"; exit 1; }
printf '#include "grader/grade.h"\n' > "$dir/judge/bad.cpp"
if "$python" "$checker" "$dir" > "$dir/out" 2>&1; then echo "an include up a layer was accepted"; exit 1; fi
grep -q 'judge/bad.cpp:1: includes grader/, a folder above it' "$dir/out" || { cat "$dir/out"; exit 1; }
echo "the layer check refuses an include up a layer"
