// `duck suite`: choose the compact secret suite.
#include "tools/commands.h"

#include <iostream>
#include <memory>

#include "adequacy/suite.h"
#include "tools/option_checks.h"

namespace duck {

// Adds `duck suite --out DIR`.
void add_suite(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("suite", "Choose a compact secret test suite that kills every mutant and wrong solution");
  cmd->footer(
      "Candidates: checks, blockers, turns, random and legal over seeds 0..3, captures and endgame over 0..13\n"
      "(Q = 1000; answers by the judge, checked against the oracle). Chosen greedily, at most --max-tests, to kill\n"
      "every mutant of `duck mutants` and every solution of problem/submissions/wrong_answer that some candidate\n"
      "kills, and to exercise every rule clause (generators/coverage.h) that some candidate exercises. Writes\n"
      "NN-STRATEGY-sSEED.in/.ans/.desc into --out (removing its old tests), prints a per-test table (each\n"
      "count with the new items in brackets) and the suite's mutation score.\n");
  auto options = std::make_shared<SuiteOptions>();
  cmd->add_option("--out", options->out, "the directory to write the suite to (e.g. problem/data/secret)")->required();
  cmd->add_option("--max-tests", options->max_tests, "the most tests to choose (default 20)")->check(CLI::Range(1, 1000));
  cmd->add_option("--wrong", options->wrong_dir, "the wrong solutions (default problem/submissions/wrong_answer)");
  cmd->add_option("--work", options->mutants.work, "the mutants' build cache (default /tmp/duck-mutants)");
  cmd->add_option("--jobs", options->mutants.jobs, "compilers and runs at a time (default 2)")->check(CLI::Range(1, 64));
  cmd->add_option("--stress-games", options->mutants.stress_games, "generated games per unkilled mutant (default 20000)");
  add_root_option(cmd, options->mutants.root);
  cmd->callback([&status, options] {
    options->mutants.root = resolve_root(options->mutants.root, "suite");
    status = options->mutants.root.empty() ? 2 : run_suite(*options, std::cout);
  });
}

}  // namespace duck
