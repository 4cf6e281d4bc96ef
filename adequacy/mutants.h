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
#include "adequacy/mutate.h"

namespace duck {

struct MutantsOptions {
  std::string root;                                       // the project's source directory
  std::vector<std::string> files = {"judge/position.cpp"};  // the files to mutate
  std::vector<std::string> skip = {"pos_is_ok", "assert"};  // left alone: never run by the release program
  std::string work = "/tmp/duck-mutants";                 // build cache: one directory per source hash
  int jobs = 2;
  int stress_games = 20000;
  uint64_t stress_seed = 1;
};

struct Mutant {
  int id = 0;  // 1-based, in file and offset order
  Mutation mutation;
  std::string source;         // the whole mutated contest program (one file)
  std::string binary;         // its build; empty when it does not compile (stillborn)
  std::string compile_error;  // the compiler's first lines when stillborn
};

// Returns every mutant of the option's files, each built (or taken from the cache) with
// g++ -O2 -std=c++14, `jobs` compilers at a time; progress goes to log.
std::vector<Mutant> build_mutants(const MutantsOptions& options, std::ostream& log);

// Returns killed[i][t]: the built mutant i fails test t, graded through the grader (a mutant whose
// program fails on the empty input "0" is broken from the start and counts as killed by all).
std::vector<std::vector<bool>> grade_mutants(const std::vector<Mutant>& mutants, const std::vector<TestCase>& tests,
                                             int jobs, std::ostream& log);

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
};

// Runs the whole engine on the tests of test_dirs and prints the report; its last line is
// "mutation score: K/N killed (E probably equivalent)". Fills report when given. Returns 0, or 1 when
// it cannot run.
int run_mutants(const MutantsOptions& options, const std::vector<std::string>& test_dirs, std::ostream& out,
                MutantsReport* report = nullptr);

}  // namespace duck
