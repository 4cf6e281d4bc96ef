#!/bin/sh
# End-to-end tests of duck gen, validate, perft and show, and of the standalone input validator.
# Usage: cli_test.sh DUCK INPUT_VALIDATOR DATA_DIR
set -u
duck=$1 validator=$2 data=$3
tmp=$(mktemp -d) && trap 'rm -rf "$tmp"' EXIT
failures=0

# Reports a failed expectation.
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# Runs a command and checks its exit status: expect STATUS CMD...
expect() {
  want=$1; shift
  "$@" >"$tmp/out" 2>"$tmp/err"; got=$?
  [ "$got" = "$want" ] || fail "$* exited $got, expected $want: $(cat "$tmp/err")"
}

# Every strategy: the same bytes twice, valid by both validators.
for s in random legal endgame checks blockers turns captures; do
  "$duck" gen "$s" --seed 7 >"$tmp/a.in" || fail "gen $s"
  "$duck" gen "$s" --seed 7 >"$tmp/b.in"
  cmp -s "$tmp/a.in" "$tmp/b.in" || fail "gen $s is not deterministic"
  expect 0 "$duck" validate "$tmp/a.in"
  expect 42 "$duck" validate --kattis "$tmp/a.in"
  "$validator" <"$tmp/a.in"; [ $? = 42 ] || fail "input validator rejects gen $s"
  "$duck" gen "$s" --seed 7 --q 25 >"$tmp/c.in"
  expect 0 "$duck" validate --max-q 25 "$tmp/c.in"
done
# Usage errors exit 2, except the checker's, where 2 would mean PE: 3 (FAIL), as testlib's.
expect 2 "$duck" gen nosuch --seed 1
expect 2 "$duck" gen random --seed 1 --q 1001
expect 2 "$duck" grade --no-such-option
expect 2 "$duck"
expect 3 "$duck" check
expect 3 "$duck" check only-one-file
expect 0 "$duck" --help
"$duck" gen --help | grep -q "captures: each kind taking each kind" || fail "gen --help lacks the strategies"

# The validator: exit codes, the message names line and column, stdin by default.
for f in "$data"/sample/sample.in "$data"/official/*.in; do expect 0 "$duck" validate "$f"; done
printf '1\n0 0 1 0' >"$tmp/bad.in"
expect 3 "$duck" validate "$tmp/bad.in"
grep -q "line 2, column 8: expected a line end (LF) after yt of command 1, found end of file" "$tmp/err" || fail "message: $(cat "$tmp/err")"
expect 43 "$duck" validate --kattis "$tmp/bad.in"
"$validator" <"$tmp/bad.in" 2>"$tmp/err"; [ $? = 43 ] || fail "input validator accepts a missing final newline"
grep -q "line 2, column 8" "$tmp/err" || fail "input validator message: $(cat "$tmp/err")"
printf '2\n0 0 1 0\n0 0 1 0\n' | "$duck" validate --max-q 1 2>/dev/null; [ $? = 3 ] || fail "--max-q 1 accepts Q = 2"
printf '0\n' | "$duck" validate || fail "stdin"
expect 1 "$duck" validate "$tmp/no-such-file"

# perft: one line per depth, the committed counts.
"$duck" perft 3 >"$tmp/perft" || fail "perft"
[ "$(wc -l <"$tmp/perft")" = 3 ] || fail "perft 3 prints $(wc -l <"$tmp/perft") lines"
grep -q "^perft 3: 80066 nodes, .* nodes/s$" "$tmp/perft" || fail "perft 3: $(cat "$tmp/perft")"
"$duck" perft 3 --oracle | grep -q "^perft 3: 80066 nodes" || fail "perft --oracle"

# show: the sample after its 6th command; no colour when stdout is not a terminal.
"$duck" show "$data/sample/sample.in" --at 6 >"$tmp/show" || fail "show"
grep -q "after command 6 of 18: 0 4 0 3 -> " "$tmp/show" || fail "show header: $(head -1 "$tmp/show")"
grep -q "$(printf '\033')" "$tmp/show" && fail "show writes colours to a file"
"$duck" show "$data/sample/sample.in" --at 6 --colour always | grep -q "$(printf '\033')" || fail "--colour always"
expect 1 "$duck" show "$data/sample/sample.in" --at 19
"$duck" show - --at 0 <"$data/sample/sample.in" | grep -q "initial position" || fail "show from stdin"

# package: the zip holds the package, byte for byte the same each time; --verify finds no surprise.
"$duck" package --out "$tmp/p.zip" >/dev/null || fail "package --out"
"$duck" package --out "$tmp/q.zip" >/dev/null
cmp -s "$tmp/p.zip" "$tmp/q.zip" || fail "package zips differ"
if command -v unzip >/dev/null; then
  unzip -l "$tmp/p.zip" >"$tmp/list" || fail "unzip cannot read the package"
  for f in problem.yaml data/sample/1.in input_validators/duck_validate/validate.cpp \
           output_validators/duck_checker/checker.cpp submissions/accepted/duckjudge.cpp; do
    grep -q " $f\$" "$tmp/list" || fail "the package lacks $f"
  done
fi
"$duck" package --verify --json "$tmp/verify.json" >"$tmp/verify" 2>&1 || fail "package --verify: $(grep FAIL "$tmp/verify")"
python3 - "$tmp/verify.json" "$tmp/verify" <<'PY' || fail "package --verify --json does not match its report"
import json, sys
j = json.load(open(sys.argv[1]))
lines = [l for l in open(sys.argv[2]) if l.startswith(("ok   ", "FAIL "))]
assert j["schema"] == "duck-package-verify/1" and j["verified"] is True and j["failed"] == 0, j
assert len(j["checks"]) == len(lines) and all(c["ok"] for c in j["checks"]), (len(j["checks"]), len(lines))
PY
expect 2 "$duck" package

[ "$failures" = 0 ] && echo "all CLI tests passed"
exit "$failures"
