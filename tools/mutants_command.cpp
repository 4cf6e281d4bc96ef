// `duck mutants`: the mutation score of a test set.
#include "tools/commands.h"

#include <boost/filesystem.hpp>
#include <iostream>
#include <memory>

#include "adequacy/mutants.h"
#include "grader/testset.h"
#include "tools/option_checks.h"
#include "tools/option_checks.h"

namespace duck {

// Adds `duck mutants [--tests DIR]...`.
void add_mutants(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("mutants", "Mutation testing: how many mutants of the judge's rules the tests kill");
  cmd->footer(
      "Derives mutants of the reference judge's rules and game code automatically (relational operator\n"
      "replacement ROR, + / - swap AOR, integer constant +-1 CRP, condition negation NEG, removal of one\n"
      "operand of && || & | LOR, early-return removal RET), builds each as an external contest program\n"
      "(g++ -O2 -std=c++14, cached by source hash), grades them on the tests through the grader, and stresses\n"
      "every survivor against the reference on generated games: one that never differs is listed as\n"
      "probably equivalent. The last line is 'mutation score: K/N killed (E probably equivalent)'.\n");
  auto options = std::make_shared<MutantsOptions>();
  auto tests = std::make_shared<std::vector<std::string>>();
  cmd->add_option("--tests", *tests, "a directory of *.in / *.ans tests (repeatable; default problem/data/sample and secret)");
  cmd->add_option("--file", options->files, "a judge source file to mutate, relative to the project (default judge/position.cpp)");
  cmd->add_option("--work", options->work, "the build cache directory (default /tmp/duck-mutants)");
  cmd->add_option("--jobs", options->jobs, "compilers and runs at a time (default 2)")->check(CLI::Range(1, 64));
  cmd->add_option("--stress-games", options->stress_games, "generated games per survivor (default 20000)")->check(CLI::Range(0, 1000000));
  cmd->add_option("--stress-seed", options->stress_seed, "the seed of the stress games (default 1)")->check(unsigned64());
  add_root_option(cmd, options->root);
  cmd->callback([&status, options, tests] {
    options->root = resolve_root(options->root, "mutants");
    if (options->root.empty()) return void(status = 2);
    for (const std::string& f : options->files)
      if (!boost::filesystem::is_regular_file(options->root + "/" + f)) {
        std::cerr << "duck mutants: no file " << f << " in " << options->root << "\n";
        return void(status = 2);
      }
    status = run_mutants(*options, tests->empty() ? default_test_dirs(options->root) : *tests, std::cout);
  });
}

}  // namespace duck
