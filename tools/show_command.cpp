// `duck show`: replay an input and draw the board.
#include "tools/commands.h"

#include <iostream>
#include <memory>
#include <unistd.h>

#include "board/show.h"
#include "support/files.h"
#include "tools/option_checks.h"
#include "support/terminal.h"

namespace duck {

// Adds `duck show INPUT [--at K]`.
void add_show(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("show", "Replay an input and draw the board after command K");
  cmd->footer(
      "Red pieces are fullwidth capitals, blue ones small letters; the last move's squares are in brackets and\n"
      "the pieces giving check are followed by '!'. Colours only when standard output is a terminal, NO_COLOR is unset\nor empty and TERM is not dumb.\n");
  auto file = std::make_shared<std::string>();
  auto at = std::make_shared<long long>(-1);
  auto colour = std::make_shared<std::string>("auto");
  cmd->add_option("INPUT", *file, "the input file (\"-\" for standard input)")->required();
  cmd->add_option("--at", *at, "the command after which to draw (0: the initial position; default: the last)")
      ->check(integer_in(0, 1000000000));
  cmd->add_option("--colour", *colour, "auto (the default: on a terminal, unless NO_COLOR is set or TERM=dumb), always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  cmd->callback([&status, file, at, colour] {
    std::string text;
    if (!read_file(*file, text)) {
      std::cerr << "duck show: cannot read " << *file << "\n";
      status = 1;
      return;
    }
    const bool ansi = *colour == "always" || (*colour == "auto" && escapes_allowed(1));
    status = show_position(text, *file == "-" ? "stdin" : *file, *at, ansi, std::cout, std::cerr);
  });
}

}  // namespace duck
