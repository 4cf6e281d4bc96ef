// `duck grade --repeat N`: running one test again with the stack and heap moved, to catch answers that
// depend on addresses or uninitialised memory.
#pragma once

#include <string>

#include "grader/runner.h"

namespace duck {

// Adds to spec's environment a variable whose length depends on k (nothing for k = 0): run k's stack
// starts a little lower than run 0's.
void vary_environment(RunSpec& spec, int k);

// Runs spec `runs - 1` more times (ASLR as the system has it, and each run with an environment a little
// longer than the last, which moves the stack), compares each run's whole ending and output with `first`,
// and returns "" when all agree, else "nondeterministic: k of N runs differ; run i: <first difference>".
std::string repeat_check(RunSpec spec, const RunResult& first, int runs);

}  // namespace duck
