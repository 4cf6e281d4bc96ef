#!/usr/bin/env bash
# Checks that the amalgamated reference (problem/submissions/accepted/duckjudge.cpp) compiles with the
# contest's command and answers the sample and official tests byte for byte (that it is up to date is
# tools.Package.GeneratedValidatorsAreCommittedUpToDate).
set -euo pipefail
root=$1 work=$2
mkdir -p "$work"
g++ -O2 -std=c++14 -o "$work/amalgamated" "$root/problem/submissions/accepted/duckjudge.cpp"
for t in "$root"/tests/data/sample/*.in "$root"/tests/data/official/*.in; do
  "$work/amalgamated" < "$t" | cmp - "${t%.in}.ans"
done
echo "amalgamation: compiles with g++ -O2 -std=c++14, all answers match"
