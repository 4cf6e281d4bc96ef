#include "testgen/cli.h"

#include <unistd.h>

#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>

#include "testgen/gen.h"
#include "testgen/perft.h"
#include "testgen/script.h"
#include "testgen/show.h"
#include "testgen/validate.h"

namespace duck {

namespace {

// Reads a whole file ("-" for standard input) into text; returns false when it cannot.
bool read_input(const std::string& path, std::string& text) {
  if (path == "-") {
    text.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    return !std::cin.bad();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream buffer;
  buffer << in.rdbuf();
  text = buffer.str();
  return !in.bad();
}

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
  for (const StrategyInfo& s : strategies()) names.push_back(s.name);
  cmd->add_option("STRATEGY", *strategy, "the generator (see below)")->required()->check(CLI::IsMember(names));
  cmd->add_option("--seed", *seed, "the seed (any 64-bit unsigned number)")->required();
  cmd->add_option("--q", *q, "the most commands to write (0..1000, default 1000)")->check(CLI::Range(0, 1000));
  cmd->callback([&status, strategy, seed, q] {
    std::cout << format_input(generate(*strategy, *seed, *q)) << std::flush;
    status = std::cout ? 0 : 1;
  });
}

// Adds `duck validate [FILE] [--max-q N] [--kattis]`.
void add_validate(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("validate", "Check that an input follows the contest's format strictly (as testlib would)");
  cmd->footer(
      "Accepted: \"Q\\n\" then Q lines \"xs ys xt yt\\n\": canonical decimals (no sign, no leading zero), single\n"
      "spaces, LF line ends, a final LF, 0 <= Q <= --max-q, 0 <= xs, xt <= 9, 0 <= ys, yt <= 8, nothing after.\n"
      "Exit status: 0 valid, 3 invalid (42 / 43 with --kattis); the first offence on stderr as\n"
      "'line L, column C: expected ..., found ...'. Status 1: the file cannot be read.\n");
  auto file = std::make_shared<std::string>("-");
  auto max_q = std::make_shared<long long>(CONTEST_MAX_Q);
  auto kattis = std::make_shared<bool>(false);
  cmd->add_option("FILE", *file, "the input to check (default: standard input)");
  cmd->add_option("--max-q", *max_q, "the largest Q accepted (default 1000)")->check(CLI::NonNegativeNumber);
  cmd->add_flag("--kattis", *kattis, "exit 42 for valid and 43 for invalid, as Kattis and DOMjudge expect");
  cmd->callback([&status, file, max_q, kattis] {
    std::string text;
    if (!read_input(*file, text)) {
      std::cerr << "duck validate: cannot read " << *file << "\n";
      status = 1;
      return;
    }
    const Validation v = validate_input(text.data(), text.size(), *max_q);
    if (!v.valid) std::cerr << "duck validate: " << (*file == "-" ? "stdin" : *file) << ": " << describe(v) << "\n";
    status = v.valid ? (*kattis ? 42 : 0) : (*kattis ? 43 : 3);
  });
}

// Adds `duck perft DEPTH [--oracle]`.
void add_perft(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("perft", "Count legal move sequences of each length 1..DEPTH from the initial position");
  cmd->footer(
      "A move that takes a captain ends the game: its sequence is counted and not extended.\n"
      "One line per depth: 'perft D: N nodes, S s, R nodes/s'. The reference table is testgen/perft.txt.\n");
  auto depth = std::make_shared<int>(0);
  auto oracle = std::make_shared<bool>(false);
  cmd->add_option("DEPTH", *depth, "the longest sequence length to count")->required()->check(CLI::Range(0, 12));
  cmd->add_flag("--oracle", *oracle, "count with the independent oracle (oracle::Game) instead of the judge");
  cmd->callback([&status, depth, oracle] { status = run_perft(*depth, *oracle, std::cout); });
}

// Adds `duck show INPUT [--at K]`.
void add_show(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("show", "Replay an input and draw the board after command K");
  cmd->footer(
      "Red pieces are fullwidth capitals, blue ones small letters; the last move's squares are in brackets and\n"
      "the pieces giving check are followed by '!'. Colours only when standard output is a terminal.\n");
  auto file = std::make_shared<std::string>();
  auto at = std::make_shared<long long>(-1);
  auto colour = std::make_shared<std::string>("auto");
  cmd->add_option("INPUT", *file, "the input file (\"-\" for standard input)")->required();
  cmd->add_option("--at", *at, "the command after which to draw (0: the initial position; default: the last)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--colour", *colour, "auto (the default: on a terminal), always or never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  cmd->callback([&status, file, at, colour] {
    std::string text;
    if (!read_input(*file, text)) {
      std::cerr << "duck show: cannot read " << *file << "\n";
      status = 1;
      return;
    }
    const bool ansi = *colour == "always" || (*colour == "auto" && isatty(1));
    status = show_position(text, *file == "-" ? "stdin" : *file, *at, ansi, std::cout, std::cerr);
  });
}

}  // namespace

void add_testgen_commands(CLI::App& app, int& status) {
  add_gen(app, status);
  add_validate(app, status);
  add_perft(app, status);
  add_show(app, status);
}

}  // namespace duck
