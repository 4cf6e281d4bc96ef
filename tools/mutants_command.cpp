// `duck mutants`: the mutation score of a test set.
#include "tools/commands.h"

#include <boost/filesystem.hpp>
#include <iostream>
#include <memory>

#include "adequacy/mutants.h"
#include "grader/testset.h"
#include "tools/json_output.h"
#include "tools/option_checks.h"
#include "tools/json_output.h"
#include "tools/option_checks.h"

namespace duck {

namespace {

// Returns the run as JSON (schema duck-mutants/1, docs/json/mutants.md).
nlohmann::ordered_json mutants_json(const MutantsOptions& o, const MutantsReport& r) {
  nlohmann::ordered_json j = json_report("mutants", 1);
  j["files"] = o.files;
  j["mode"] = o.schemata ? "schemata" : "per-mutant";
  j["tests"] = r.tests;
  j["mutants"] = r.mutants;
  j["stillborn"] = r.stillborn;
  j["graded"] = r.graded;
  j["killed"] = r.killed;
  j["probably_equivalent"] = r.equivalent;
  j["by_operator"] = nlohmann::ordered_json::object();
  for (const auto& e : r.by_operator) j["by_operator"][e.first] = {{"killed", e.second.first}, {"made", e.second.second}};
  j["killed_ids"] = r.killed_ids;
  j["stillborn_ids"] = r.stillborn_ids;
  j["stress_games"] = o.stress_games;
  j["survivors"] = nlohmann::ordered_json::array();
  for (const MutantsReport::Survivor& s : r.survivors)
    j["survivors"].push_back({{"id", s.id}, {"mutation", s.mutation}, {"probably_equivalent", s.equivalent}, {"evidence", s.evidence}});
  return j;
}

}  // namespace

// Adds `duck mutants [--tests DIR]...`.
void add_mutants(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("mutants", "Mutation testing: how many mutants of the judge's rules the tests kill");
  cmd->footer(
      "Derives mutants of the reference judge's rules and game code automatically (relational operator\n"
      "replacement ROR, + / - swap AOR, integer constant +-1 CRP, condition negation NEG, removal of one\n"
      "operand of && || & | LOR, early-return removal RET) and builds them as external contest programs\n"
      "(g++ -O2 -std=c++14, cached by source hash): by default all mutants of a file in one schema program,\n"
      "each function body a switch on the mutant id (environment variable DUCK_MUTANT); --per-mutant builds\n"
      "one program per mutant. Grades each mutant on the tests through the grader until its first failing\n"
      "test, and stresses every survivor against the reference on generated games in one batch run: one\n"
      "that never differs is listed as probably equivalent. The last line is\n"
      "'mutation score: K/N killed (E probably equivalent)'.\n");
  auto options = std::make_shared<MutantsOptions>();
  auto tests = std::make_shared<std::vector<std::string>>();
  cmd->add_option("--tests", *tests, "a directory of *.in / *.ans tests (repeatable; default problem/data/sample and secret)");
  cmd->add_option("--file", options->files, "a judge source file to mutate, relative to the project (default judge/position.cpp)");
  cmd->add_option("--work", options->work, "the build cache directory (default /tmp/duck-mutants)");
  cmd->add_option("--jobs", options->jobs, "compilers and runs at a time (default 2)")->check(CLI::Range(1, 64));
  cmd->add_option("--stress-games", options->stress_games, "generated games per survivor (default 20000)")->check(CLI::Range(0, 1000000));
  cmd->add_option("--stress-seed", options->stress_seed, "the seed of the stress games (default 1)")->check(unsigned64());
  cmd->add_flag("--per-mutant", [options](int64_t) { options->schemata = false; }, "build one program per mutant instead of one schema program per file");
  cmd->add_option("--only", options->only, "grade only these mutant ids (repeatable, or comma-separated)")
      ->delimiter(',')
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--sample", options->sample, "grade only this many mutants, evenly spaced over all of them")->check(CLI::Range(1, 1000000));
  add_root_option(cmd, options->root);
  auto json = std::make_shared<std::string>();
  cmd->add_option("--json", *json, "also write the result as JSON to this file (\"-\": standard output; the report then goes to stderr)");
  cmd->callback([&status, options, tests, json] {
    options->root = resolve_root(options->root, "mutants");
    if (options->root.empty()) return void(status = 2);
    for (const std::string& f : options->files)
      if (!boost::filesystem::is_regular_file(options->root + "/" + f)) {
        std::cerr << "duck mutants: no file " << f << " in " << options->root << "\n";
        return void(status = 2);
      }
    MutantsReport report;
    status = run_mutants(*options, tests->empty() ? default_test_dirs(options->root) : *tests, *json == "-" ? std::cerr : std::cout, &report);
    if (status == 0 && !json->empty() && !write_json_report(*json, mutants_json(*options, report), "mutants")) status = 2;
  });
}

}  // namespace duck
