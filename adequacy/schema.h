// Mutant schemata: every mutant of one source file compiled into one program, which a run-time id
// switches between (the environment variable DUCK_MUTANT; 0 or unset: the original). Each function
// body that holds mutations becomes a switch with one copy of the body per mutant, so that any
// mutation (an operator, a constant, a removed statement) is the same text as in its own build.
#pragma once

#include <string>
#include <vector>

#include "adequacy/batch_protocol.h"
#include "grader/runner.h"
#include "mutation/mutate.h"

namespace duck {

// The environment variable that picks a mutant of a schema program.
constexpr const char* MUTANT_VARIABLE = "DUCK_MUTANT";

// With this variable set, a schema program ends as soon as its constants are initialised: the probe
// of a mutant's start-up (its tables, built at run time here, as the compiler builds them in its own build).
constexpr const char* PROBE_VARIABLE = "DUCK_SCHEMA_PROBE";

// With this variable set as well (mutant ids, comma-separated), the probe is a fork server: the
// program forks once per id before any constant is initialised, and each child starts up as that
// mutant (stdout and stderr to the parent, at most PROBE_CHILD_CPU_MS of CPU and one second of wall
// time); the parent writes what each child did (probe_outcomes reads it) and ends. One sanitizer
// start-up and one sandbox then serve every mutant probed.
constexpr const char* PROBE_EACH_VARIABLE = "DUCK_SCHEMA_PROBE_EACH";
constexpr long PROBE_CHILD_CPU_MS = BATCH_GAME_CPU_MS;  // as a probe run through the grader (mutant_test_limits)

// One file's text in a schema program.
struct SchemaFile {
  std::string text;                   // the file with its mutated function bodies switching on the id
  std::vector<size_t> switched;       // indices of the mutations switched at run time
  std::vector<size_t> outside;        // indices of mutations outside any function body (built one by one)
  std::vector<int> body;              // per mutation: the number of its switched body (-1: not switched)
};

// The most function bodies one schema file may switch (each marks that it ran in a table of this size).
constexpr int MAX_SCHEMA_BODIES = 4096;

// Returns the schema of `source` (the file that `mutations` mutate): mutation k is switched on by the
// id ids[k], except those with leave_out[k] (they do not compile). The text is without constexpr
// (without_constexpr), and each mutant's copy of a body starts with `#line 1 "duck-mutant-ID"`, so
// that the compiler's errors name the mutants that do not compile. Each switched body first marks
// that it ran (the probe lists the bodies that run before main). Throws std::runtime_error beyond
// MAX_SCHEMA_BODIES bodies.
SchemaFile schema_file(const std::string& source, const std::vector<Mutation>& mutations, const std::vector<int>& ids,
                       const std::vector<bool>& leave_out);

// Returns the ids of the mutants that the compiler's output blames for an error, in order.
std::vector<int> mutants_in_errors(const std::string& compiler_output);

// Returns true when the compiler's output holds an error outside every mutant's copy (the schema
// itself does not compile).
bool error_outside_mutants(const std::string& compiler_output);

// The lines that open a schema program: the id read from the environment before anything else.
std::string schema_banner(const std::string& file);

// The lines that close a schema program: the probe (PROBE_VARIABLE), initialised after every constant,
// which writes the numbers of the switched bodies that ran so far (one line, space-separated) and ends.
std::string schema_footer();

// Returns the body numbers of a probe's output.
std::vector<int> bodies_run(const std::string& probe_output);

// Returns, by mutant id, how each child of a probe's fork server ended (its output in err), for
// the children that its output reports in full.
std::vector<std::pair<int, RunResult>> probe_outcomes(const std::string& server_output);

}  // namespace duck
