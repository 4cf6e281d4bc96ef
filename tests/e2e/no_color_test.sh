#!/usr/bin/env bash
# Colour and redrawn lines only where wanted: on a terminal (a pty made by script(1)) duck show colours
# the board and duck grade draws its progress bar with escape sequences; with NO_COLOR set, with
# TERM=dumb, or off a terminal, no escape byte is written. Usage: no_color_test.sh DUCK DUCKJUDGE DATA_DIR
set -u
duck=$1 judge=$2 data=$3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fails=0
show="'$duck' show '$data/official/2.in' --at 40"
grade="'$duck' grade '$judge' --tests '$data/official' -q"
# on_tty NAME ENV COMMAND: runs COMMAND on a pseudo-terminal with the environment ENV; the bytes in $dir/NAME.
on_tty() { env $2 script -qec "$3" /dev/null > "$dir/$1" 2>&1 < /dev/null; }
has_escape() { LC_ALL=C grep -q $'\x1b' "$dir/$1"; }
on_tty show-tty "TERM=xterm" "$show";            has_escape show-tty || { echo "FAIL: no colour on a terminal"; fails=$((fails + 1)); }
on_tty grade-tty "TERM=xterm" "$grade";          has_escape grade-tty || { echo "FAIL: no progress bar on a terminal"; fails=$((fails + 1)); }
for case in "NO_COLOR=1 TERM=xterm" "TERM=dumb"; do
  for what in show grade; do
    name="$what-${case%% *}"
    if [[ $what == show ]]; then on_tty "$name" "$case" "$show"; else on_tty "$name" "$case" "$grade"; fi
    has_escape "$name" && { echo "FAIL: $what wrote an escape with $case"; cat -v "$dir/$name" | head -3; fails=$((fails + 1)); }
  done
done
TERM=xterm "$duck" show "$data/official/2.in" --at 40 > "$dir/pipe" 2>&1
has_escape pipe && { echo "FAIL: show wrote an escape into a pipe"; fails=$((fails + 1)); }
[[ $fails -eq 0 ]] && echo "escapes on a terminal only, none with NO_COLOR, TERM=dumb or a pipe"
exit $((fails > 0))
