#!/usr/bin/env bash
# Checks duckoracle against the sample, the official tests and the contract's
# malformed-input cases (docs/CONTRACT.md).
# usage: tests/e2e/oracle_contract_test.sh BUILD/bin/duckoracle [DATA_DIR]   (ctest e2e.oracle_contract)
# DATA_DIR holds sample/*.in|.ans and official/*.in|.ans (default: tests/data).
set -u
bin=${1:?usage: oracle_contract_test.sh DUCKORACLE [DATA_DIR]}
data=${2:-$(dirname "$0")/../data}
fails=0

# expect NAME INPUT(printf format) STATUS STDERR(without the "duckoracle: " prefix; empty = none)
expect() {
  local name=$1 input=$2 status=$3 err=$4 out got_err got_status
  out=$(printf -- "$input" | "$bin" 2>/tmp/check_contract.$$)
  got_status=$?
  got_err=$(cat /tmp/check_contract.$$)
  rm -f /tmp/check_contract.$$
  local want_err=${err:+duckoracle: $err}
  if [[ $got_status != "$status" || $got_err != "$want_err" || ( $status != 0 && -n $out ) ]]; then
    echo "FAIL $name: status $got_status, stderr '$got_err' (wanted $status, '$want_err')"
    fails=$((fails + 1))
  fi
}

tests=0
for f in "$data"/sample/*.in "$data"/official/*.in; do
  tests=$((tests + 1))
  if ! "$bin" < "$f" | cmp -s - "${f%.in}.ans"; then echo "FAIL $f"; fails=$((fails + 1)); fi
done
if [[ $tests -lt 4 ]]; then echo "FAIL: only $tests tests found in $data"; fails=$((fails + 1)); fi

long=$(printf 'a%.0s' $(seq 100))
expect empty '' 2 'stdin:1:1: expected the command count Q, found end of input'
expect blank ' \n\t' 2 'stdin:2:2: expected the command count Q, found end of input'
expect negative '-5\n' 2 'stdin:1:1: expected the command count Q (a non-negative integer), found "-5"'
expect overflow '99999999999999999999\n' 2 'stdin:1:1: expected the command count Q (at most 9223372036854775807), found "99999999999999999999"'
expect q-max '9223372036854775807' 2 'stdin:1:20: expected xs of command 1, found end of input'
expect contract-example '2\n0 0 1 x\n' 2 'stdin:2:7: expected yt of command 1 (an integer in 0..8), found "x"'
expect trailing '1\n0 0 1 0\n5\n' 2 'stdin:3:1: expected end of input after 1 commands, found "5"'
expect trailing-q0 '00 x' 2 'stdin:1:4: expected end of input after 0 commands, found "x"'
expect nul '1\n0 0\0 1 0\n' 2 'stdin:2:3: expected ys of command 1 (an integer in 0..8), found "0\x00"'
expect escapes '1\n"\\\xff 0 0 0\n' 2 'stdin:2:1: expected xs of command 1 (an integer in 0..9), found "\"\\\xff"'
expect long-token "1\n0 0 0 $long\n" 2 "stdin:2:7: expected yt of command 1 (an integer in 0..8), found \"${long:0:32}...\""
expect xs-range '1\n10 0 0 0\n' 2 'stdin:2:1: expected xs of command 1 (an integer in 0..9), found "10"'
expect ys-range '1\n0 9 0 0\n' 2 'stdin:2:3: expected ys of command 1 (an integer in 0..8), found "9"'
expect q-too-big '3\n0 0 1 0\n9 0 8 0\n' 2 'stdin:4:1: expected xs of command 3, found end of input'
expect partial '2\n0 0 1 0\r\n9 0' 2 'stdin:3:4: expected xt of command 2, found end of input'
expect crlf '2\r\n0 0 1 0\r\n9 0 8 0\r\n' 0 ''
expect no-final-newline '1\n0 0 1 0' 0 ''
expect leading-zeros '001\n00 00 01 0000000000000000000000000000000000000' 0 ''
expect q-zero '0\n' 0 ''

if [[ $(printf '2\r\n0 0 1 0\r\n9 0 8 0' | "$bin") != $'red car;NA;no;no\nblue car;NA;no;no' ]]; then
  echo "FAIL crlf output"; fails=$((fails + 1))
fi
if [[ $fails -ne 0 ]]; then echo "$fails failure(s)"; exit 1; fi
echo "all contract checks passed"
