#!/usr/bin/env bash
# Checks bench_judge as a tool, not the speed: on a small input it must report a ratio for the
# judge and for a --vs build, split the judge's time with the build without the game, and refuse a
# judge whose output is wrong. Usage: BENCH_JUDGE DUCKJUDGE IO_FLOOR JUDGE_WITHOUT_GAME
set -euo pipefail
bench=$1 judge=$2 floor=$3 without_game=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

out=$("$bench" "$judge" "$floor" 3000 1 "$work" --without-game "$without_game" --vs "$judge")
echo "$out"
[[ $(grep -c '^ratio to floor: ' <<<"$out") == 2 ]] || { echo "FAIL: expected a ratio for duckjudge and for the --vs build"; exit 1; }
[[ $(grep -c '^ratio per round:  median .*, middle half .*, all ' <<<"$out") == 2 ]] || { echo "FAIL: expected the per-round ratios for duckjudge and for the --vs build"; exit 1; }
grep -q '^beyond the floor: .* ns per command (the floor.s own: ' <<<"$out" || { echo "FAIL: no time per command beyond the floor"; exit 1; }
grep -q '^io floor median: .* ms wall, CPU .* ms user + .* ms system' <<<"$out" || { echo "FAIL: no CPU times for the floor"; exit 1; }
grep -q '^without the game: ratio to floor [0-9.]*: ' <<<"$out" || { echo "FAIL: no ratio for the build without the game"; exit 1; }
[[ $(grep -c '^the game: .* ns per command .*; twice the floor minus that build: -\?[0-9.]*' <<<"$out") == 2 ]] || { echo "FAIL: expected the game's cost for duckjudge and for the --vs build"; exit 1; }

# A "judge" that answers nothing must be refused before any timing.
if wrong=$("$bench" "$judge" "$floor" 3000 1 "$work" --vs /bin/true 2>&1); then
  echo "FAIL: a judge with the wrong output was timed"; exit 1
fi
grep -q "/bin/true's output differs from the library's" <<<"$wrong" || { echo "FAIL: unexpected refusal: $wrong"; exit 1; }
# So must a build without the game that does not answer every command (here: duckjudge's own answers
# without their last line).
printf '#!/bin/sh\n"%s" | head -n -1\n' "$judge" > "$work/short"
chmod +x "$work/short"
if short=$("$bench" "$judge" "$floor" 3000 1 "$work" --without-game "$work/short" 2>&1); then
  echo "FAIL: a build without the game that skips a command was timed"; exit 1
fi
grep -q "does not answer every command with one line" <<<"$short" || { echo "FAIL: unexpected refusal: $short"; exit 1; }
rm "$work/short"
# A judge that fails is refused too, and no refusal leaves files behind.
if "$bench" "$judge" "$floor" 3000 1 "$work" --vs /bin/false 2>/dev/null; then echo "FAIL: a failing judge was timed"; exit 1; fi
ls -A "$work" | grep -q . && { echo "FAIL: files left in the work directory: $(ls -A "$work")"; exit 1; }
echo "bench_judge harness: ok"
