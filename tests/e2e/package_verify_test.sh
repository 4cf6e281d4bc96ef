#!/usr/bin/env bash
# duck package --verify on scratch copies of problem/, each broken one way: it must exit 1 with the
# one clear FAIL line that names the fault. Also: the intact copy verifies, the 2023-07 export
# verifies against its own format, and --json - gives the failed check with its stage.
# Usage: package_verify_test.sh DUCK SOURCE_DIR
set -uo pipefail
duck=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
work=$tmp/work

# Copies problem/ to $tmp/NAME/duckchess, the package directory a test breaks; prints its path.
scratch() {
  mkdir -p "$tmp/$1"
  cp -r "$src/problem" "$tmp/$1/duckchess"
  echo "$tmp/$1/duckchess"
}

# Verifies package $1; expects exit status $2 and, when given, a line matching the regex $3.
verify() {
  local dir=$1 status=$2 line=${3:-}
  "$duck" package --verify --root "$src" --package "$dir" --work "$work" >"$dir.log" 2>&1
  local got=$?
  [ "$got" -eq "$status" ] || fail "$dir: exit $got, expected $status: $(grep '^FAIL' "$dir.log" | head -3)"
  if [ -n "$line" ] && ! grep -Eq "$line" "$dir.log"; then fail "$dir: no line matching '$line' in: $(grep '^FAIL' "$dir.log" | head -3)"; fi
}

good=$(scratch good)
verify "$good" 0 '^package verified: no surprise$'

d=$(scratch unknown_key)
echo "colour: red" >>"$d/problem.yaml"
verify "$d" 1 "^FAIL problem.yaml follows the legacy format: unknown key 'colour' in problem.yaml \(not a legacy key\)$"

d=$(scratch time_limit_key)  # the fault the issue found: a 2023-07 key in a legacy problem.yaml
printf '  time_limit: 1\n' >>"$d/problem.yaml"
verify "$d" 1 "^FAIL problem.yaml follows the legacy format: unknown key 'limits.time_limit'"

d=$(scratch unknown_license)
sed -i 's/^license: .*/license: unknown/' "$d/problem.yaml"
verify "$d" 1 "^FAIL problem.yaml follows the legacy format: license is 'unknown'"

d=$(scratch no_statement)
rm "$d/problem_statement/problem.en.tex"
verify "$d" 1 '^FAIL Kattis: a statement in problem_statement/ \(none\): no problem.tex or problem.<lang>.tex$'

d=$(scratch no_domjudge_statement)
rm "$d/problem_statement/problem.html"
verify "$d" 1 '^FAIL DOMjudge: a statement problem_statement/problem.\{pdf,html,txt\}: none: teams would see no statement$'

d=$(scratch two_time_limits)
echo 2 >"$d/.timelimit"
verify "$d" 1 '^FAIL one time limit across .timelimit, domjudge-problem.ini and problem.yaml: two different time limits: .timelimit says 2, domjudge-problem.ini says 1$'

# char8_t is a name in C++17 and a keyword in C++20: Kattis (gnu++17) builds it, DOMjudge (gnu++20) does not.
d=$(scratch validator_not_compiling)
echo "static int char8_t = 0;" >>"$d/output_validators/duck_checker/checker.cpp"
verify "$d" 1 '^FAIL output_validators/duck_checker/checker.cpp compiles on DOMjudge \(g\+\+ -Wall -O2 -std=gnu\+\+20\): output_validators/duck_checker/checker.cpp:[0-9]+:[0-9]+: error: '
grep -q '^ok   the output validator (Kattis) accepts every answer' "$d.log" || fail "the validator Kattis built must still run on the tests"
grep -q '^ok   output_validators/duck_checker/checker.cpp compiles on Kattis' "$d.log" || fail "the C++17 validator must still build on Kattis"

d=$(scratch build_not_executable)
printf '#!/bin/sh\ng++ -O2 -o run checker.cpp\n' >"$d/output_validators/duck_checker/build"
chmod 0644 "$d/output_validators/duck_checker/build"
verify "$d" 1 '^FAIL output_validators/duck_checker/build is executable'

# An accepted submission that reads past a global array and still answers right: AC, but the sanitizers
# stage refuses it, naming the test and ASan's report.
d=$(scratch accepted_out_of_bounds)
python3 - "$d/submissions/accepted/duckjudge.cpp" <<'PY'
import sys
p = sys.argv[1]
s = open(p).read()
head = "int main(int argc, char** argv) {\n"
assert head in s
s = s.replace(head, "int duck_past[4];\nvolatile int duck_index = 4;\n" + head + "  if (duck_past[duck_index] == 12345) return 3;\n", 1)
open(p, "w").write(s)
PY
verify "$d" 1 '^FAIL submissions/accepted/duckjudge.cpp runs clean under ASan and UBSan on every test: sample/1: .*(global-buffer-overflow|index 4 out of bounds)'
grep -q '^ok   submissions/accepted/duckjudge.cpp gets AC' "$d.log" || fail "the out-of-bounds reader must still get AC"

# --json -: the report on stdout, the failed check with its stage.
d=$(scratch json)
echo "colour: red" >>"$d/problem.yaml"
"$duck" package --verify --root "$src" --package "$d" --work "$work" --json - >"$tmp/verify.json" 2>/dev/null
python3 - "$tmp/verify.json" <<'PY' || fail "--json - does not name the failed check"
import json, sys
j = json.load(open(sys.argv[1]))
assert j["schema"] == "duck-package-verify/1" and j["verified"] is False and j["failed"] >= 1, j
bad = [c for c in j["checks"] if not c["ok"]]
assert bad[0]["stage"] == "config" and "unknown key 'colour'" in bad[0]["why"], bad[0]
assert {c["stage"] for c in j["checks"]} == {"config", "statements", "programs", "tests", "submissions", "sanitizers"}, j["checks"]
PY

# The 2023-07 layout, unpacked, verifies against its own format; a legacy key in it does not.
mkdir -p "$tmp/v2023/duckchess"
"$duck" package --root "$src" --format 2023-07 --out "$tmp/v2023.zip" >/dev/null || fail "package --format 2023-07 --out"
(cd "$tmp/v2023/duckchess" && unzip -q "$tmp/v2023.zip") || fail "unzip of the 2023-07 zip"
grep -q '^problem_format_version: 2023-07-draft$' "$tmp/v2023/duckchess/problem.yaml" || fail "no problem_format_version in the 2023-07 zip"
[ -f "$tmp/v2023/duckchess/statement/problem.en.tex" ] && [ -f "$tmp/v2023/duckchess/output_validator/checker.cpp" ] || fail "2023-07 layout"
verify "$tmp/v2023/duckchess" 0 '^package verified: no surprise$'
echo "validation: custom" >>"$tmp/v2023/duckchess/problem.yaml"
verify "$tmp/v2023/duckchess" 1 "^FAIL problem.yaml follows the 2023-07-draft format: unknown key 'validation'"

[ "$failures" -eq 0 ] && echo "package_verify: all cases passed"
exit $((failures > 0))
