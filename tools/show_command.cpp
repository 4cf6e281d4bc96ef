// `duck show`: replay an input and draw the board.
#include "tools/commands.h"

#include <iostream>
#include <memory>
#include <unistd.h>

#include "board/show.h"
#include "support/bounded_read.h"
#include "tools/option_checks.h"
#include "support/terminal.h"

namespace duck {
namespace {

// The most bytes of an input that show reads, as duckjudge (docs/CONTRACT.md): `show /dev/zero` ends.
constexpr size_t kShowInputLimit = size_t(1) << 26;

// Reads the input at path into text; returns false after one line on stderr when it cannot be read or is
// longer than kShowInputLimit.
bool read_show_input(const std::string& path, std::string& text) {
  std::string error;
  const ReadStatus read = read_file_bounded(path, kShowInputLimit, text, error);
  if (read == ReadStatus::OK) return true;
  if (read == ReadStatus::TOO_LONG) error = "cannot read " + path + ": longer than " + std::to_string(kShowInputLimit) + " bytes";
  std::cerr << "duck show: " << error << "\n";
  return false;
}

}  // namespace

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
    if (!read_show_input(*file, text)) {
      status = 1;
      return;
    }
    const bool ansi = *colour == "always" || (*colour == "auto" && escapes_allowed(1));
    status = show_position(text, *file == "-" ? "stdin" : *file, *at, ansi, std::cout, std::cerr);
  });
}

}  // namespace duck
