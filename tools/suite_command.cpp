// `duck suite`: choose the compact secret suite.
#include "tools/commands.h"

#include <iostream>
#include <memory>

#include "adequacy/suite.h"
#include "tools/json_output.h"
#include "tools/option_checks.h"

namespace duck {

namespace {

// Returns the choice as JSON (schema duck-suite/1, docs/json/suite.md).
nlohmann::ordered_json suite_json(const SuiteReport& r) {
  nlohmann::ordered_json j = json_report("suite", 1);
  j["candidates"] = r.candidates;
  j["tests"] = nlohmann::ordered_json::array();
  for (const SuiteReport::Test& t : r.tests)
    j["tests"].push_back({{"name", t.name}, {"strategy", t.strategy}, {"seed", t.seed}, {"q", t.q}, {"commands", t.commands},
                          {"mutants_killed", t.mutants}, {"wrong_killed", t.wrong}, {"clauses", t.clauses}});
  j["commands"] = r.commands;
  j["mutants"] = {{"built", r.mutants_built}, {"killed", r.mutants_killed}, {"probably_equivalent", r.probably_equivalent}};
  j["wrong_solutions"] = {{"killed", r.wrong_killed}, {"total", r.wrong_total}};
  j["clauses"] = {{"covered", r.clauses_covered}, {"total", r.clauses_total}};
  j["seconds"] = r.seconds;
  return j;
}

}  // namespace

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
  cmd->add_flag("--per-mutant", [options](int64_t) { options->mutants.schemata = false; },
               "build one program per mutant instead of one schema program per file (graded test by test)");
  add_root_option(cmd, options->mutants.root);
  auto json = std::make_shared<std::string>();
  cmd->add_option("--json", *json, "also write the choice as JSON to this file (\"-\": standard output; the report then goes to stderr)");
  cmd->callback([&status, options, json] {
    options->mutants.root = resolve_root(options->mutants.root, "suite");
    if (options->mutants.root.empty()) return void(status = 2);
    SuiteReport report;
    status = run_suite(*options, *json == "-" ? std::cerr : std::cout, &report);
    if (status == 0 && !json->empty() && !write_json_report(*json, suite_json(report), "suite")) status = 2;
  });
}

}  // namespace duck
