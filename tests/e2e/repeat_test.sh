#!/bin/sh
# duck grade --repeat: a solver whose output depends on a bit of a stack address is flagged (AC~ or WA~,
# "nondeterministic" in the JSON); the accepted solver run as often is not.
# Usage: repeat_test.sh DUCK REPO
set -eu
duck=$1 repo=$2
work=$(mktemp -d) && trap 'rm -rf "$work"' EXIT
"$(dirname "$0")/stack_bit_solver.sh" "$repo" "$work/stack_bit.cpp"
cp "$repo/problem/submissions/accepted/duckjudge.cpp" "$work/clean.cpp"
# 12 runs of each of the sample tests: the chance that the stack bit never changes is 2 * 2^-12 per test.
"$duck" grade "$work/stack_bit.cpp" "$work/clean.cpp" --tests "$repo/problem/data/sample" --repeat 12 \
  --json "$work/out.json" >"$work/table.txt" || true
grep -q 'nondeterministic: [0-9]* of 12 runs differ' "$work/table.txt" || { echo "no footnote"; cat "$work/table.txt"; exit 1; }
python3 - "$work/out.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
bit, clean = j["solvers"]
assert bit["nondeterministic_tests"] == len(bit["tests"]) > 0, bit
assert all('"stack"' in t["nondeterministic"] for t in bit["tests"]), bit["tests"]
assert clean["verdict"] == "AC" and clean["nondeterministic_tests"] == 0, clean
assert all(t["nondeterministic"] is None for t in clean["tests"]), clean["tests"]
PY
echo "repeat: ok"
