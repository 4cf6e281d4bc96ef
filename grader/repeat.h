// `duck grade --repeat N`: running one test again with the stack and heap moved, to catch answers that
// depend on addresses or uninitialised memory.
#pragma once

#include <string>

#include "grader/runner.h"

namespace duck {

// Runs spec `runs - 1` more times (ASLR as the system has it, and each run with an environment a little
// longer than the last, which moves the stack), compares each run's whole ending and output with `first`,
// and returns "" when all agree, else "nondeterministic: k of N runs differ; run i: <first difference>".
std::string repeat_check(RunSpec spec, const RunResult& first, int runs);

}  // namespace duck
