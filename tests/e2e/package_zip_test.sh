#!/usr/bin/env bash
# duck package --out: the same bytes twice (fixed timestamps and owners), every member deflated with
# mode 0644 (no executables in problem/; write_zip's 0755 is a unit test), the package's files there,
# and the 2023-07 layout reproducible too.
# Usage: package_zip_test.sh DUCK SOURCE_DIR
set -uo pipefail
duck=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

for format in legacy 2023-07; do
  "$duck" package --root "$src" --format "$format" --out "$tmp/a.zip" >/dev/null || fail "$format: package --out"
  sleep 1  # a timestamp taken from the clock would now differ
  "$duck" package --root "$src" --format "$format" --out "$tmp/b.zip" >/dev/null
  cmp -s "$tmp/a.zip" "$tmp/b.zip" || fail "$format: two zips of the same package differ"
  unzip -tq "$tmp/a.zip" >/dev/null || fail "$format: unzip -t finds errors"
  zipinfo "$tmp/a.zip" | grep -E '^[-d]' >"$tmp/members"
  [ -s "$tmp/members" ] || fail "$format: zipinfo lists no member"
  grep -v ' defN ' "$tmp/members" | grep -v ' 0 bX stor ' | head -3 | while read -r l; do fail "$format: not deflated: $l"; done
  grep -v '^-rw-r--r--' "$tmp/members" | head -3 | while read -r l; do fail "$format: mode is not 0644: $l"; done
  grep -q ' 19-May-01 00:00 ' "$tmp/members" || fail "$format: not the fixed time"
done
zipinfo -1 "$tmp/a.zip" >"$tmp/names"
for f in problem.yaml statement/problem.en.tex output_validator/checker.cpp data/sample/1.in; do
  grep -qx "$f" "$tmp/names" || fail "2023-07 zip lacks $f"
done
"$duck" package --root "$src" --out "$tmp/legacy.zip" >/dev/null
zipinfo -1 "$tmp/legacy.zip" >"$tmp/names"
for f in problem.yaml .timelimit domjudge-problem.ini problem_statement/problem.en.tex problem_statement/problem.html \
         output_validators/duck_checker/checker.cpp input_validators/duck_validate/validate.cpp submissions/accepted/duckjudge.cpp; do
  grep -qx "$f" "$tmp/names" || fail "legacy zip lacks $f"
done
grep -q '^README.md$' "$tmp/names" && fail "the zip holds problem/README.md, which is not part of a package"
[ "$failures" -eq 0 ] && echo "package_zip: all cases passed"
exit $((failures > 0))
