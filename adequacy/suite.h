// `duck suite`: choosing a compact secret test suite greedily from generated candidates, so that it
// kills every non-equivalent mutant and every hand-written wrong solution, and covers every rule
// clause that the candidates cover.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "adequacy/mutants.h"

namespace duck {

// What `duck suite` chose, for machine-readable reports (`duck suite --json`).
struct SuiteReport {
  struct Test {
    std::string name, strategy;
    uint64_t seed = 0;
    int q = 0;
    size_t commands = 0;
    int mutants = 0, wrong = 0, clauses = 0;  // what it kills and exercises
  };
  std::vector<Test> tests;
  size_t candidates = 0, commands = 0;
  int mutants_built = 0, mutants_killed = 0, probably_equivalent = 0;
  int wrong_killed = 0, wrong_total = 0, clauses_covered = 0, clauses_total = 0;
  double seconds = 0;
};

struct SuiteOptions {
  MutantsOptions mutants;       // root, files, work, jobs, stress
  std::string out;              // where to write the suite (*.in, *.ans, *.desc); its old tests are removed
  int max_tests = 20;
  std::string wrong_dir;        // hand-written wrong solutions (default problem/submissions/wrong_answer)
};

// One candidate test: a strategy, a seed, and its input and answer.
struct Candidate {
  std::string strategy;
  uint64_t seed = 0;
  int q = 1000;
  std::string input, answer;
  size_t commands = 0;
};

// Returns the candidates: every strategy over a few seeds (captures and endgame over 0..13, so that
// every kind of each colour takes a captain), answers by the judge checked against the oracle;
// throws std::runtime_error when the two disagree.
std::vector<Candidate> suite_candidates();

// Returns the indices of the sets chosen greedily (the one covering most uncovered items first,
// fewer commands breaking ties) until nothing coverable is left or `limit` are chosen. covers[c]
// lists the items candidate c covers; cost[c] breaks ties.
std::vector<size_t> greedy_cover(const std::vector<std::vector<int>>& covers, const std::vector<size_t>& cost, size_t limit);

// Builds the candidates, the mutants and the wrong solutions' kill matrices and the clause
// coverage, chooses the suite, writes it and prints its mutation score and a per-test table.
// Returns 0, or 1 when something cannot be done.
int run_suite(const SuiteOptions& options, std::ostream& out, struct SuiteReport* report = nullptr);

}  // namespace duck
