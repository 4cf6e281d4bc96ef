#!/usr/bin/env bash
# Checks bench_judge as a tool, not the speed: on a small input it must report a ratio for the
# judge and for a --vs build, split the judge's time with the build without the game, report the
# start-up ratio against an empty program for both, and refuse a judge whose output is wrong.
# Usage: BENCH_JUDGE DUCKJUDGE IO_FLOOR JUDGE_WITHOUT_GAME EMPTY_MAIN
set -euo pipefail
bench=$1 judge=$2 floor=$3 without_game=$4 empty=$5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

out=$("$bench" "$judge" "$floor" 3000 1 "$work" --without-game "$without_game" --startup "$empty" --startup-rounds 3 --vs "$judge")
echo "$out"
[[ $(grep -c '^ratio to floor: ' <<<"$out") == 2 ]] || { echo "FAIL: expected a ratio for duckjudge and for the --vs build"; exit 1; }
[[ $(grep -c '^ratio per round:  median .*, middle half .*, all ' <<<"$out") == 2 ]] || { echo "FAIL: expected the per-round ratios for duckjudge and for the --vs build"; exit 1; }
grep -q '^beyond the floor: .* ns per command (the floor.s own: ' <<<"$out" || { echo "FAIL: no time per command beyond the floor"; exit 1; }
grep -q '^io floor median: .* ms wall, CPU .* ms user + .* ms system' <<<"$out" || { echo "FAIL: no CPU times for the floor"; exit 1; }
grep -q '^without the game: ratio to floor [0-9.]*: ' <<<"$out" || { echo "FAIL: no ratio for the build without the game"; exit 1; }
[[ $(grep -c '^the game: .* ns per command .*; twice the floor minus that build: -\?[0-9.]*' <<<"$out") == 2 ]] || { echo "FAIL: expected the game's cost for duckjudge and for the --vs build"; exit 1; }
grep -q "^start-up input:   1000 commands (a contest-size test), 3 rounds alternating; .*empty_main median [0-9.]* ms wall, [0-9.]* ms CPU$" <<<"$out" ||
  { echo "FAIL: no start-up input line"; exit 1; }
[[ $(grep -c '^start-up ratio:   [0-9.]* (.* median [0-9.]* ms wall; per round: median [0-9.]*, middle half [0-9.]*-[0-9.]*; CPU [0-9.]* ms, ratio [0-9.]*) (target <= 1.3)$' <<<"$out") == 2 ]] ||
  { echo "FAIL: expected the start-up ratio for duckjudge and for the --vs build"; exit 1; }

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
# The start-up timing checks the judges' output on its own input too: a wrapper that answers the long
# input right and the contest-size one wrong must be refused.
printf '#!/bin/sh\nif [ "$(head -n 1)" = 1000 ]; then echo wrong; else "%s" < "%s/duck-bench.in"; fi\n' "$judge" "$work" > "$work/wrapper"
chmod +x "$work/wrapper"
if short=$("$bench" "$judge" "$floor" 3000 1 "$work" --startup "$empty" --startup-rounds 1 --vs "$work/wrapper" 2>&1); then
  echo "FAIL: a judge wrong on the start-up input was timed"; exit 1
fi
grep -q "wrapper's output on the start-up input differs from the library's" <<<"$short" || { echo "FAIL: unexpected refusal: $short"; exit 1; }
rm "$work/wrapper"
ls -A "$work" | grep -q . && { echo "FAIL: files left in the work directory: $(ls -A "$work")"; exit 1; }
echo "bench_judge harness: ok"
