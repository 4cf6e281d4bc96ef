#!/usr/bin/env bash
# duck stress on a terminal shows its progress (comparisons, rate, time left) and clears it before the
# report; off a terminal or with NO_COLOR it shows none; --json - gives the session as JSON (schema
# duck-stress/1) on stdout and the report on stderr; --json FILE for a found difference names the
# evidence. Usage: stress_report_test.sh DUCK DUCKJUDGE WRONG_SOLVER
set -u
duck=$1 judge=$2 wrong=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
TERM=xterm script -qec "'$duck' stress '$judge' --seconds 1.5 --jobs 1" /dev/null > "$dir/tty" 2>&1 < /dev/null
grep -Eq 'stress: [0-9]+ comparisons, [0-9]+/s, [0-9]+ s left' "$dir/tty" || fail "no progress on a terminal: $(cat -v "$dir/tty")"
grep -q $'\r\x1b\\[Kno difference in' "$dir/tty" || fail "the progress line is not cleared before the report"
NO_COLOR=1 TERM=xterm script -qec "'$duck' stress '$judge' --seconds 0.5" /dev/null > "$dir/nocolor" 2>&1 < /dev/null
grep -q 'comparisons, ' "$dir/nocolor" && fail "progress with NO_COLOR"
"$duck" stress "$judge" --count 10 --json - > "$dir/json" 2> "$dir/report" || fail "stress --json - failed"
python3 - "$dir/json" <<'PY' || fail "bad JSON on stdout"
import json, sys
j = json.load(open(sys.argv[1]))
assert list(j)[0] == "schema" and j["schema"] == "duck-stress/1", j
assert j["tried"] == 10 and j["found"] is False and j["status"] == 0, j
PY
grep -q "no difference in 10 inputs" "$dir/report" || fail "the report did not go to stderr"
"$duck" stress "$wrong" --seconds 20 --out "$dir/found" --json "$dir/found.json" > /dev/null; [ $? -eq 1 ] || fail "the wrong solver was not caught"
python3 - "$dir/found.json" "$dir/found" <<'PY' || fail "bad JSON for a found difference"
import json, sys
j = json.load(open(sys.argv[1]))
assert j["found"] is True and j["status"] == 1 and j["shrunk_commands"] <= j["original_commands"], j
assert j["evidence"]["input"] == sys.argv[2] + "/min.in", j
# A deterministic wrong solver: every reproduction differs, one run per shrinking candidate, no original.*.
assert j["reproduced"] == {"runs": 5, "differing": 5} and j["nondeterministic"] is False and j["shrink_runs"] == 1, j
assert "original_evidence" not in j and j["shrink_lost"] is False, j
assert open(sys.argv[2] + "/min.out").read() != open(sys.argv[2] + "/min.ans").read()
PY
[ -e "$dir/found/original.in" ] && fail "original.in written for a deterministic difference"
echo "progress on a terminal only, JSON on stdout or in a file"
