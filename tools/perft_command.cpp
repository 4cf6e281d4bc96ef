// `duck perft`: legal move sequences counted by the judge or the oracle.
#include "tools/commands.h"

#include <iostream>
#include <memory>

#include "board/perft.h"

namespace duck {

// Adds `duck perft DEPTH [--oracle]`.
void add_perft(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("perft", "Count legal move sequences of each length 1..DEPTH from the initial position");
  cmd->footer(
      "A move that takes a captain ends the game: its sequence is counted and not extended.\n"
      "One line per depth: 'perft D: N nodes, S s, R nodes/s'. The reference table is board/perft.txt.\n");
  auto depth = std::make_shared<int>(0);
  auto oracle = std::make_shared<bool>(false);
  cmd->add_option("DEPTH", *depth, "the longest sequence length to count")->required()->check(CLI::Range(0, 12));
  cmd->add_flag("--oracle", *oracle, "count with the independent oracle (oracle::Game) instead of the judge");
  cmd->callback([&status, depth, oracle] { status = run_perft(*depth, *oracle, std::cout); });
}

}  // namespace duck
