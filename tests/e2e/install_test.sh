#!/usr/bin/env bash
# `cmake --install` gives tools that work anywhere: installs the build into a temporary prefix, copies the
# prefix elsewhere and removes the first, then, in a mount namespace where the whole checkout (sources and
# build tree) is covered by an empty tmpfs, runs the installed duck from an unrelated directory: grade
# (the bundled tests), check, validate, gen, show, perft, stress, package --out and --verify, mutants.
# Usage: install_test.sh BUILD_DIR SOURCE_DIR
set -u
build=$1 source=$2
tmp=$(mktemp -d /var/tmp/duck-install-XXXXXX)  # outside the checkout, which will be hidden
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/first" > "$tmp/install.log" || { cat "$tmp/install.log"; exit 1; }
cp -a "$tmp/first" "$tmp/prefix" && rm -rf "$tmp/first"
mkdir -p "$tmp/elsewhere"
[ -e "$tmp/prefix/bin/duck-source-dir" ] && { echo "the build tree's pointer to the sources was installed"; exit 1; }
cat > "$tmp/run.sh" <<SCRIPT
set -eu  # every command on a line of its own or before ";": a failure ends the script (not so inside "a && b")
mount -t tmpfs -o size=1m duck-hidden "$source"
[ -z "\$(ls -A "$source")" ] || { echo "the checkout is still visible"; exit 1; }
cd "$tmp/elsewhere"
unset DUCK_DATA_DIR
duck=$tmp/prefix/bin/duck
data=$tmp/prefix/share/duckchess/problem/data
\$duck --version
"$tmp/prefix/bin/duckjudge" < \$data/sample/1.in > out; cmp out \$data/sample/1.ans
\$duck grade "$tmp/prefix/bin/duckjudge" -q --jobs 2; echo "grade: AC on the bundled tests"
\$duck check \$data/sample/1.in out \$data/sample/1.ans
\$duck gen checks --seed 3 --q 200 > t.in; \$duck validate t.in; echo "gen + validate: valid"
\$duck show t.in --at 10 --colour never > /dev/null; echo "show: ok"
\$duck perft 3 > last.txt; tail -1 last.txt
\$duck stress "$tmp/prefix/bin/duckjudge" --count 5 --commands 50 --out stress > last.txt; tail -1 last.txt
\$duck package --out p.zip > last.txt; tail -1 last.txt
\$duck package --verify > last.txt; tail -1 last.txt
\$duck wrong > last.txt; tail -1 last.txt
\$duck mutants --file judge/outcome.cpp --tests \$data/sample --stress-games 0 --jobs 2 > last.txt; tail -1 last.txt
SCRIPT
unshare --mount --propagation private sh "$tmp/run.sh"
status=$?
[ $status -eq 0 ] && echo "the installed tools work with the checkout hidden" || echo "FAILED (exit $status)"
exit $status
