#!/usr/bin/env bash
# A source whose compiler messages carry terminal escape sequences is graded CE, and neither the table
# nor the JSON report passes an escape byte (ESC, BEL, C1 CSI) to the organiser's terminal; the table
# shows them as text (\x1b). Usage: no_escapes_test.sh DUCK SOURCE TESTS_DIR
set -u
duck=$1 source=$2 tests=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp "$source" "$dir/terminal_escapes.cpp"
"$duck" grade "$dir/terminal_escapes.cpp" --tests "$tests" --expect CE --jobs 1 --json "$dir/report.json" > "$dir/table" 2> "$dir/err"
status=$?
[ $status -eq 0 ] || { echo "duck grade exited $status, wanted CE (0 with --expect CE)"; cat "$dir/table" "$dir/err"; exit 1; }
for f in table err report.json; do
  if LC_ALL=C grep -q $'[\x07\x1b\x9b]' "$dir/$f"; then echo "an escape byte reached $f:"; cat -v "$dir/$f"; exit 1; fi
done
grep -q 'x1b\]0;owned' "$dir/table" || { echo "the table does not show the escapes as text:"; cat -v "$dir/table"; exit 1; }
echo "CE, and the escapes are shown as text, never sent"
