// What the mutation engine's files (mutant_build.cpp, mutants.cpp, mutant_runs.cpp) share.
#pragma once

#include <string>

#include "adequacy/mutants.h"
#include "grader/runner.h"

namespace duck {

// The contest's compile flags, with which every mutant program is built.
constexpr const char* MUTANT_FLAGS = "-O2 -std=c++14";

// The flags of a schema program's probe build: its start-up only runs, under the sanitizers, so
// that undefined behaviour while initialising its constants fails there as the compiler's constant
// evaluation fails in the mutant's own build.
constexpr const char* PROBE_FLAGS = "-O0 -std=c++14 -fsanitize=address,undefined -fno-sanitize-recover=all";

// Returns the limits of a mutant's run on one test (BATCH_GAME_CPU_MS of CPU).
Limits mutant_test_limits();

// Draws a one-line progress counter "done/total" on stderr when it is a terminal.
void progress_counter(size_t done, size_t total);

// Returns the first `n` lines of text.
std::string first_lines(const std::string& text, int n);

// Returns the mutant's own program: the amalgamated judge with its mutation (the batch main instead
// of duckjudge's with batch).
std::string mutant_program(const MutantsOptions& options, const Mutation& m, bool batch);

// Returns what the grader runs for each mutant's program (its member `which`: &Mutant::binary or
// &Mutant::probe), each distinct program prepared once; empty for a mutant without one.
std::vector<std::vector<std::string>> prepared_programs(const std::vector<Mutant>& mutants, std::string Mutant::*which);

// How a mutant's program runs: as duckjudge, as the batch program, or as the probe of its start-up.
enum class MutantRun { JUDGE, BATCH, PROBE };

// Returns the run specification of a mutant's program, as run_mutant runs it.
RunSpec mutant_run_spec(const Mutant& mutant, const std::vector<std::string>& program, std::string_view input, const Limits& limits,
                        MutantRun how);

// Returns the run of a mutant's program (`program`: its build or a schema program, as prepared by
// the grader) on `input`, with MUTANT_VARIABLE set for a schema mutant.
RunResult run_mutant(const Mutant& mutant, const std::vector<std::string>& program, std::string_view input, const Limits& limits,
                     MutantRun how = MutantRun::JUDGE);

}  // namespace duck
