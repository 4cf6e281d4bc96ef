// `duck mutants`: the mutation engine. Derives mutants of the reference judge's rules and game code
// (mutate.h), builds each as an external contest program, grades them on the tests through the
// grader, and stresses the survivors against the reference on many generated games.
#pragma once

#include <cstdint>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "grader/testset.h"
#include "mutation/mutate.h"

namespace duck {

struct MutantsOptions {
  std::string root;                                       // the project's source directory
  std::vector<std::string> files = {"judge/position.cpp"};  // the files to mutate
  std::vector<std::string> skip = {"pos_is_ok", "assert"};  // left alone: never run by the release program
  std::string work = "/tmp/duck-mutants";                 // build cache: one directory per source hash
  int jobs = 2;
  int stress_games = 20000;
  uint64_t stress_seed = 1;
  bool schemata = true;   // one schema program per file (schema.h); false: one build per mutant
  std::vector<int> only;  // when not empty: only these mutant ids are built and graded
  int sample = 0;         // when > 0: only this many mutants, evenly spaced over all of them
};

struct Mutant {
  int id = 0;  // 1-based, in file and offset order
  Mutation mutation;
  std::string binary;         // its own build, or its file's schema program (which is also the batch
                              // program, run with BATCH_VARIABLE set); empty when stillborn
  std::string probe;          // its file's schema program built with the sanitizers, to probe its start-up
  bool switched = false;      // binary is a schema program, run with MUTANT_VARIABLE=id
  int schema_body = -1;       // the number of its switched function body in the schema program
  std::string compile_error;  // why it is stillborn: the compiler's first lines, or its start-up's failure
};

// Returns every mutant of the option's files (or those of options.only), each built (or taken from
// the cache) with g++ -O2 -std=c++14, `jobs` compilers at a time: by default into one schema
// program per file (schema.h), whose mutants that fail while initialising their constants are
// stillborn as their own builds would be (the compiler evaluates those constants); progress goes to log.
std::vector<Mutant> build_mutants(const MutantsOptions& options, std::ostream& log);

// Returns killed[i][t]: the built mutant i fails test t, graded through the grader, `jobs` runs at a
// time (a mutant whose program fails on the empty input "0" is broken from the start and counts as
// killed by all). With first_failure, a mutant's runs stop at its first failing test, tried in order
// of the kills found so far (the other entries stay false: only whether it dies is known).
std::vector<std::vector<bool>> grade_mutants(const std::vector<Mutant>& mutants, const std::vector<TestCase>& tests,
                                             int jobs, bool first_failure, std::ostream& log);

// Returns killed[i][t] as grade_mutants does without first_failure, from one run of each schema
// mutant's batch program over all the tests at once (the tests' inputs must be valid); the other
// mutants are graded through the grader.
std::vector<std::vector<bool>> batch_kills(const std::vector<Mutant>& mutants, const std::vector<TestCase>& tests,
                                           const MutantsOptions& options, std::ostream& log);

// The games of a long differential stress and the reference's answers to them.
struct StressSet {
  std::string input;                 // "G\n" then each game's input text
  std::vector<std::string> games;    // each game's input
  std::vector<size_t> answer_ends;   // end offset of each game's answer in `answers`
  std::string answers;               // the reference judge's answers, concatenated
  size_t commands = 0;
};

// Returns `games` generated games (strategies random and legal mostly, some turns, captures and
// endgame; 1..400 commands each) from seed, with the reference's answers.
StressSet make_stress_set(int games, uint64_t seed);

// The outcome of stressing one mutant: whether it ever answered differently, and where.
struct StressResult {
  bool differs = false;
  std::string evidence;  // "game 123 (of 20000), answer line 45: expected ..., found ..." or a run failure
};

// Builds the mutant's batch program (cached) and compares its answers on the stress set with the reference's.
StressResult stress_mutant(const Mutant& mutant, const StressSet& set, const MutantsOptions& options);

// Returns stress_mutant of each mutant at `which`, `jobs` at a time.
std::vector<StressResult> stress_mutants(const std::vector<Mutant>& mutants, const std::vector<size_t>& which, const StressSet& set,
                                         const MutantsOptions& options);

// What a run of the engine found, for machine-readable reports (`duck mutants --json`).
struct MutantsReport {
  struct Survivor {
    int id = 0;
    std::string mutation;  // describe(mutation)
    bool equivalent = false;
    std::string evidence;  // where stress killed it, when it did
  };
  size_t tests = 0, mutants = 0, stillborn = 0, graded = 0, killed = 0, equivalent = 0;
  std::map<std::string, std::pair<int, int>> by_operator;  // operator -> (killed, made)
  std::vector<Survivor> survivors;
  std::vector<int> killed_ids, stillborn_ids;  // by the tests; that do not build (or cannot start)
};

// Runs the whole engine on the tests of test_dirs and prints the report; its last line is
// "mutation score: K/N killed (E probably equivalent)". Fills report when given. Returns 0, or 1 when
// it cannot run.
int run_mutants(const MutantsOptions& options, const std::vector<std::string>& test_dirs, std::ostream& out,
                MutantsReport* report = nullptr);

}  // namespace duck
