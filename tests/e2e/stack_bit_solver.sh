#!/bin/sh
# Writes OUT.cpp: the accepted submission with one line added at the top of main, which prints "stack"
# when bit 4 of a local variable's address is set, so that its answers depend on where the stack lies
# (ASLR, the environment's size). The solver of the nondeterminism tests (repeat_test.sh,
# stress_nondeterministic_test.sh). Usage: stack_bit_solver.sh REPO OUT.cpp
set -eu
python3 - "$1/problem/submissions/accepted/duckjudge.cpp" "$2" <<'PY'
import sys
s = open(sys.argv[1]).read()
head = "int main(int argc, char** argv) {\n"
assert head in s
s = s.replace(head, head + "  { int probe = 0; if ((reinterpret_cast<unsigned long>(&probe) >> 4) & 1) std::puts(\"stack\"); }\n", 1)
open(sys.argv[2], "w").write(s)
PY
