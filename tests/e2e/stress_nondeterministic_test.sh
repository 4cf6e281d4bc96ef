#!/bin/sh
# duck stress on a solver whose answers depend on a bit of a stack address (the reference judge with
# one line added: it prints "stack" first when bit 4 of a local's address is set): the difference is
# run again 20 times and reported nondeterministic (k of 20, 0 < k < 20), the original input and both
# outputs are kept, the shrinker counts a candidate as differing when any of 5 runs differs, and the
# shrunk input still differs when run again: min.out is a differing run, never equal to min.ans.
# Chance of a false failure: all 20 reproductions agreeing with the first kind of run (2 * 2^-20), or
# 40 runs of the shrunk input never differing (2^-40), or 40 runs of the test's own re-check never
# differing (2^-40).
# Usage: stress_nondeterministic_test.sh DUCK REPO
set -eu
duck=$1 repo=$2
work=$(mktemp -d) && trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
"$(dirname "$0")/stack_bit_solver.sh" "$repo" "$work/stack_bit.cpp"
g++ -O2 -std=c++14 -o "$work/stack_bit" "$work/stack_bit.cpp"
status=0
"$duck" stress "$work/stack_bit" --count 50 --commands 30 --jobs 1 --reproduce 20 --out "$work/found" \
  --json "$work/found.json" > "$work/report.txt" || status=$?
[ "$status" -eq 1 ] || fail "exit status $status, not 1: $(cat "$work/report.txt")"
grep -q '^nondeterministic: ' "$work/report.txt" || fail "no nondeterministic line: $(cat "$work/report.txt")"
grep -q 'any of 5 runs differs' "$work/report.txt" || fail "R is not stated"
python3 - "$work/found.json" "$work/found" <<'PY' || fail "bad JSON or evidence"
import json, sys
j, d = json.load(open(sys.argv[1])), sys.argv[2]
r = j["reproduced"]
assert r["runs"] == 20 and 0 < r["differing"] < 20 and j["nondeterministic"] is True and j["shrink_runs"] == 5, j
assert j["original_evidence"]["input"] == d + "/original.in", j
assert open(d + "/original.out").read() != open(d + "/original.ans").read()
assert open(d + "/min.out").read() != open(d + "/min.ans").read()
assert j["shrunk_commands"] <= j["original_commands"], j
PY
# The shrunk input differs again when re-run (with the stack moved as the grader moves it: a longer environment).
differ=0
for i in $(seq 1 40); do
  out=$(env DUCK_PAD="$(printf "%0${i}d" 0)" "$work/stack_bit" < "$work/found/min.in")
  [ "$out" = "$(cat "$work/found/min.ans")" ] || differ=$((differ + 1))
done
[ "$differ" -gt 0 ] || fail "the shrunk input never differed in 40 runs"
echo "stress nondeterministic: ok ($(grep '^nondeterministic' "$work/report.txt" | cut -c1-90); shrunk input differs in $differ of 40 runs)"
