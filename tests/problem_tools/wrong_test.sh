#!/bin/sh
# `duck wrong`, end to end: the table listed (text and JSON), one wrong judge printed byte for byte as
# the package holds it, one applied to a scratch copy of the tree (and refused a second time, its text
# gone), and the usage errors.
# Usage: wrong_test.sh DUCK ROOT
set -u
duck=$1 root=$2
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

expect 0 "$duck" wrong --root "$root"
tail -1 "$tmp/out" | grep -Eq '^[0-9]+ named mutations in mutation/named_mutations.txt$' || fail "the list's last line: $(tail -1 "$tmp/out")"
grep -q '^elephant-eye-ignored  (judge/position.cpp:[0-9]*; problem/submissions/wrong_answer/elephant_no_eye.cpp)$' "$tmp/out" ||
  fail "the list lacks elephant-eye-ignored with its submission"
"$duck" wrong --root "$root" --json "$tmp/table.json" >/dev/null || fail "wrong --json"
python3 - "$tmp/table.json" "$tmp/out" <<'PY' || fail "the JSON table does not match the list"
import json, sys
j = json.load(open(sys.argv[1]))
assert j["schema"] == "duck-wrong/1", j["schema"]
names = [m["name"] for m in j["mutations"]]
assert str(len(names)) + " named mutations" in open(sys.argv[2]).read().splitlines()[-1]
assert all(m["bug"] and m["edits"] and all(e["file"].startswith("judge/") and e["line"] > 0 for e in m["edits"]) for m in j["mutations"])
PY

# One wrong judge printed: the package's wrong-answer submission, byte for byte.
"$duck" wrong car-path-one-short --root "$root" >"$tmp/car.cpp" || fail "wrong car-path-one-short"
cmp -s "$tmp/car.cpp" "$root/problem/submissions/wrong_answer/car_jumps_last_blocker.cpp" || fail "the printed program differs from the package's"

# Applied to a scratch copy: the one text replaced; a second time it is gone, so the table is refused.
mkdir -p "$tmp/copy/problem" && cp -r "$root/judge" "$root/mutation" "$tmp/copy/"
expect 0 "$duck" wrong elephant-eye-ignored --apply --root "$tmp/copy"
diff "$root/judge/position.cpp" "$tmp/copy/judge/position.cpp" >"$tmp/diff"
[ "$(grep -c '^[<>]' "$tmp/diff")" = 2 ] && grep -q '^> .*case ELEPHANT: return ax == 2 && ay == 2;$' "$tmp/diff" || fail "apply changed: $(cat "$tmp/diff")"
expect 1 "$duck" wrong elephant-eye-ignored --apply --root "$tmp/copy"
grep -q 'named_mutations.txt:[0-9]*: the text does not occur exactly once in judge/position.cpp' "$tmp/err" || fail "second apply: $(cat "$tmp/err")"

# Usage errors exit 2; an unknown name 1.
expect 2 "$duck" wrong elephant-eye-ignored --apply
expect 2 "$duck" wrong elephant-eye-ignored --json -
expect 1 "$duck" wrong no-such-bug --root "$root"
grep -q "no named mutation 'no-such-bug'" "$tmp/err" || fail "unknown name: $(cat "$tmp/err")"

[ "$failures" = 0 ] && echo "duck wrong: all tests passed"
exit "$failures"
