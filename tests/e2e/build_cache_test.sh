#!/bin/sh
# The grader keeps compiled C/C++ solvers between runs ($DUCK_BUILD_CACHE): the same bytes compiled by
# the same command are built once, a changed byte builds again, the verdict is the same from the
# cache, an entry is used only when its whole identity (command and source) matches, the directory is
# private to the grader, and DUCK_BUILD_CACHE=off keeps nothing.
# Usage: build_cache_test.sh DUCK REPO
set -eu
duck=$1 repo=$2
work=$(mktemp -d) && trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
cp "$repo/problem/submissions/wrong_answer/elephant_no_eye.cpp" "$work/solver.cpp"
grade() { DUCK_BUILD_CACHE="$1" "$duck" grade "$work/solver.cpp" --tests "$repo/problem/data/sample" --json "$work/out.json" >/dev/null 2>&1 || true
          python3 -c "import json; print(json.load(open('$work/out.json'))['solvers'][0]['verdict'])"; }
[ "$(grade "$work/cache")" = WA ] || fail "first grade"
[ "$(ls "$work/cache" | wc -l)" -eq 1 ] || fail "one build expected in the cache: $(ls "$work/cache")"
[ "$(stat -c %a "$work/cache")" = 700 ] || fail "the cache is not private: $(stat -c %a "$work/cache")"
first=$(ls "$work/cache")
touch -d '2000-01-01' "$work/cache/$first/program"
[ "$(grade "$work/cache")" = WA ] || fail "the verdict from the cache differs"
[ "$(ls "$work/cache")" = "$first" ] && [ "$(stat -c %Y "$work/cache/$first/program")" = "$(date -d '2000-01-01' +%s)" ] || fail "the same source was built again"
# An entry whose identity differs (a digest collision) is not used: the source builds again.
echo "another source" >"$work/cache/$first/identity"
[ "$(grade "$work/cache")" = WA ] || fail "grade with a colliding entry"
[ "$(stat -c %Y "$work/cache/$first/program")" != "$(date -d '2000-01-01' +%s)" ] || fail "a colliding entry was used"
echo "// one more byte" >>"$work/solver.cpp"
[ "$(grade "$work/cache")" = WA ] || fail "grade of the changed source"
[ "$(ls "$work/cache" | wc -l)" -eq 2 ] || fail "a changed source must build again"
[ "$(grade off)" = WA ] || fail "grade without a cache"
[ ! -e off ] || fail "DUCK_BUILD_CACHE=off made a directory"
echo "build cache: one build per source and command, private, off when asked"
