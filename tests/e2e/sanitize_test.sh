#!/bin/sh
# duck grade --sanitize: a solver with undefined behaviour that still answers right keeps its AC and is
# flagged (AC*, a footnote, "sanitizer" in the JSON); the clean accepted solver is not flagged; a binary
# given without source gets a note that it cannot be sanitized.
# Usage: sanitize_test.sh DUCK REPO DUCKJUDGE_BINARY
set -eu
duck=$1 repo=$2 binary=$3
work=$(mktemp -d) && trap 'rm -rf "$work"' EXIT
# The accepted solution with one read past the end of a global array, whose value the answer ignores.
python3 - "$repo/problem/submissions/accepted/duckjudge.cpp" "$work/ub_accepted.cpp" <<'PY'
import sys
s = open(sys.argv[1]).read()
head = "int main(int argc, char** argv) {\n"
assert head in s
s = s.replace(head, "static int pad[4] = {1, 2, 3, 4};\nvolatile int pad_index = 4, pad_sink;\n\n" + head +
              "  pad_sink = pad[pad_index];\n", 1)
open(sys.argv[2], "w").write(s)
PY
cp "$repo/problem/submissions/accepted/duckjudge.cpp" "$work/clean.cpp"
"$duck" grade "$work/ub_accepted.cpp" "$work/clean.cpp" "$binary" --tests "$repo/problem/data/sample" --sanitize \
  --json "$work/out.json" >"$work/table.txt"
grep -q 'AC\*' "$work/table.txt" || { echo "no AC* in the table"; cat "$work/table.txt"; exit 1; }
grep -q 'ub_accepted.cpp:[0-9]*:[0-9]*: runtime error: index 4 out of bounds' "$work/table.txt" || { echo "no footnote"; cat "$work/table.txt"; exit 1; }
python3 - "$work/out.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[1]))
ub, clean, binary = j["solvers"]
assert ub["verdict"] == "AC", ub["verdict"]
assert ub["sanitizer_findings"] == len(ub["tests"]) > 0, ub["sanitizer_findings"]
assert all("runtime error" in t["sanitizer"] for t in ub["tests"]), ub["tests"]
assert clean["verdict"] == "AC" and clean["sanitizer_findings"] == 0, clean
assert all(t["sanitizer"] is None for t in clean["tests"]), clean["tests"]
assert binary["verdict"] == "AC" and "cannot be sanitized" in binary["sanitize_note"], binary
PY
echo "sanitize: ok"
