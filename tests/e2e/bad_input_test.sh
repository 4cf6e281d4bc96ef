#!/usr/bin/env bash
# Bad input to the tools, tried as a new user would: each case ends with its documented exit status and
# one clear line on stderr, never an uncaught exception or a signal. Usage: bad_input_test.sh DUCK DATA_DIR
set -u
duck=$1 data=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
in=$data/official/2.in ans=$data/official/2.ans
fails=0

# expect NAME STATUS PATTERN COMMAND...: runs COMMAND (stdin from /dev/null unless redirected inside
# sh -c), wants exit STATUS and PATTERN (extended regex) on stderr, and no "terminate called" / signal.
expect() {
  local name=$1 status=$2 pattern=$3
  shift 3
  "$@" > "$dir/out" 2> "$dir/err" < /dev/null
  local got=$?
  if [[ $got -ne $status ]] || ! grep -Eq -- "$pattern" "$dir/err" || grep -q "terminate called" "$dir/err"; then
    echo "FAIL $name: exit $got (wanted $status), stderr:"; sed 's/^/  /' "$dir/err"
    fails=$((fails + 1))
  else
    echo "ok   $name: exit $got, $(head -1 "$dir/err")"
  fi
}

mkdir -p "$dir/feedback" "$dir/tests"
expect check-answer-directory 3 "FAIL cannot read $dir: Is a directory" "$duck" check "$in" "$ans" "$dir"
expect check-input-directory 3 "FAIL cannot read $dir: Is a directory" "$duck" check "$dir" "$ans" "$ans"
expect kattis-answer-directory 1 "judge error: cannot read $dir: Is a directory" sh -c "'$duck' check --kattis '$in' '$dir' '$dir/feedback' < '$ans'"
expect check-output-dev-zero 1 "longer than 67108864 bytes" "$duck" check "$in" /dev/zero "$ans"
expect kattis-output-dev-zero 43 "longer than 67108864 bytes" sh -c "'$duck' check --kattis '$in' '$ans' '$dir/feedback' < /dev/zero"
expect validate-dev-zero 3 'line 1, column 1: expected the command count Q .*found "\\x00"' sh -c "'$duck' validate < /dev/zero"
expect validate-endless-digits 3 "expected the command count Q" sh -c "yes 1 | tr -d '\\n' | '$duck' validate"
expect validate-endless-lines 3 "expected end of file after command 3" sh -c "{ echo 3; yes '1 1 1 1'; } | '$duck' validate"
for program in duckjudge duckoracle; do  # the contest programs read at most 64 MiB (docs/CONTRACT.md)
  expect $program-dev-zero 1 "$program: cannot read stdin: longer than 67108864 bytes" sh -c "'$(dirname "$duck")/$program' < /dev/zero"
done
expect show-dev-zero 1 "duck show: cannot read /dev/zero: longer than 67108864 bytes" "$duck" show /dev/zero
expect show-directory 1 "duck show: cannot read /: Is a directory" "$duck" show /
expect validate-stdin-directory 1 "cannot read stdin: Is a directory" sh -c "'$duck' validate < /"
expect validate-file-directory 1 "cannot read /: Is a directory" "$duck" validate /
cp "$in" "$dir/tests/1.in" && mkdir "$dir/tests/1.ans"
expect grade-answer-directory 2 "duck grade: no answer for .*1.in \(cannot read .*1.ans: Is a directory\)" "$duck" grade "$dir" --tests "$dir/tests"
expect grade-require-typo 2 "unknown promise 'netwrok'; the promises are: .*network" "$duck" grade --require netwrok "$duck" --tests "$data/official"
expect grade-solver-directory 1 "is a directory, not a program or a source" sh -c "'$duck' grade '$dir' --tests '$data/official' 1>&2"  # the table names it
expect show-dev-full 74 "duck show: cannot write standard output: No space left on device" sh -c "'$duck' show '$in' > /dev/full"
expect gen-dev-full 74 "duck gen: cannot write standard output: No space left on device" sh -c "'$duck' gen random --seed 1 > /dev/full"
expect perft-dev-full 74 "duck perft: cannot write standard output" sh -c "'$duck' perft 2 > /dev/full"
expect help-dev-full 74 "duck: cannot write standard output" sh -c "'$duck' --help > /dev/full"
# A reader that has gone (| head, a closed socket): the write fails with EPIPE and is reported; duck is never
# killed by SIGPIPE. The writer waits until the reader has surely exited.
expect perft-closed-pipe 74 "duck perft: cannot write standard output: Broken pipe" bash -c "set -o pipefail; { sleep 0.5; '$duck' perft 3; } | true"
expect gen-closed-pipe 74 "duck gen: cannot write standard output: Broken pipe" bash -c "set -o pipefail; { sleep 0.5; '$duck' gen walk --seed 1; } | true"
expect gen-seed-negative 2 "expected an unsigned integer in 0..18446744073709551615, found -1" "$duck" gen random --seed -1
expect gen-seed-overflow 2 "found 18446744073709551616" "$duck" gen random --seed 18446744073709551616
expect stress-seed-hex 2 "found 0x10" "$duck" stress "$duck" --seed 0x10
expect time-limit-range 2 "^--time-limit: expected a number of seconds in \(0, 3600\], found 1e400$" "$duck" grade --time-limit 1e400 "$duck"
expect show-at-negative 2 "^--at: expected an integer in 0..1000000000, found -1$" "$duck" show "$in" --at -1
expect package-root-missing 2 "/nonexistent is not duck's data directory" "$duck" package --root /nonexistent --verify
expect package-out-root-missing 2 "/nonexistent is not duck's data directory" "$duck" package --root /nonexistent --out "$dir/p.zip"
expect mutants-root-missing 2 "is not duck's data directory" "$duck" mutants --root /nonexistent
expect suite-root-missing 2 "is not duck's data directory" "$duck" suite --root /nonexistent --out "$dir/suite"
expect mutants-file-missing 2 "duck mutants: no file judge/nope.cpp" "$duck" mutants --file judge/nope.cpp --tests "$data/official"
expect data-dir-wrong 2 "cannot find duck's data .*DUCK_DATA_DIR" env DUCK_DATA_DIR=/nonexistent "$duck" grade "$duck"
# No case may leave a long line of digits (CLI11's DBL_MAX) or an abort behind.
if grep -rq "179769313486231570814527" "$dir"; then echo "FAIL a message printed DBL_MAX"; fails=$((fails + 1)); fi
[[ $fails -eq 0 ]] || { echo "$fails failure(s)"; exit 1; }
echo "every bad input got its status and one clear line"
