// `duck gen`: a generated test input on standard output.
#include "tools/commands.h"

#include <iostream>
#include <memory>

#include "generators/generate.h"
#include "judge/format.h"
#include "tools/option_checks.h"

namespace duck {

// Adds `duck gen STRATEGY --seed N [--q N]`.
void add_gen(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("gen", "Write a generated test input on standard output");
  cmd->footer(strategies_help() +
              "\nThe same arguments always give the same bytes. Every input is valid for the contest "
              "(`duck validate` accepts it): at most --q commands, exactly --q for random, legal, endgame, "
              "blockers, turns and captures; checks stops early when a round over its goals reaches none.\n");
  auto strategy = std::make_shared<std::string>();
  auto seed = std::make_shared<uint64_t>(0);
  auto q = std::make_shared<int>(1000);
  std::vector<std::string> names;
  for (const Strategy* s : strategies()) names.push_back(s->name);
  cmd->add_option("STRATEGY", *strategy, "the generator (see below)")->required()->check(CLI::IsMember(names));
  cmd->add_option("--seed", *seed, "the seed (any 64-bit unsigned number)")->required()->check(unsigned64());
  cmd->add_option("--q", *q, "the most commands to write (0..1000, default 1000)")->check(CLI::Range(0, 1000));
  cmd->callback([&status, strategy, seed, q] {
    std::cout << format_commands(generate(*strategy, *seed, *q)) << std::flush;
    status = std::cout ? 0 : 1;
  });
}

}  // namespace duck
