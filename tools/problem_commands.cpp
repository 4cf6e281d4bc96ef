#include "tools/commands.h"

#include <unistd.h>

#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>

#include "grader/testset.h"
#include "generators/generate.h"
#include "adequacy/mutants.h"
#include "package/package.h"
#include "adequacy/suite.h"
#include "board/perft.h"
#include "generators/script.h"
#include "board/show.h"
#include "judge/format.h"
#include "support/files.h"
#include "validator/validate.h"

namespace duck {

namespace {

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
  cmd->add_option("--seed", *seed, "the seed (any 64-bit unsigned number)")->required();
  cmd->add_option("--q", *q, "the most commands to write (0..1000, default 1000)")->check(CLI::Range(0, 1000));
  cmd->callback([&status, strategy, seed, q] {
    std::cout << format_commands(generate(*strategy, *seed, *q)) << std::flush;
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
    if (!read_file(*file, text)) {
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
      "One line per depth: 'perft D: N nodes, S s, R nodes/s'. The reference table is board/perft.txt.\n");
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
    if (!read_file(*file, text)) {
      std::cerr << "duck show: cannot read " << *file << "\n";
      status = 1;
      return;
    }
    const bool ansi = *colour == "always" || (*colour == "auto" && isatty(1));
    status = show_position(text, *file == "-" ? "stdin" : *file, *at, ansi, std::cout, std::cerr);
  });
}

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
  options->root = DUCK_SOURCE_DIR;
  auto tests = std::make_shared<std::vector<std::string>>();
  cmd->add_option("--tests", *tests, "a directory of *.in / *.ans tests (repeatable; default problem/data/sample and secret)");
  cmd->add_option("--file", options->files, "a judge source file to mutate, relative to the project (default judge/position.cpp)");
  cmd->add_option("--work", options->work, "the build cache directory (default /tmp/duck-mutants)");
  cmd->add_option("--jobs", options->jobs, "compilers and runs at a time (default 2)")->check(CLI::Range(1, 64));
  cmd->add_option("--stress-games", options->stress_games, "generated games per survivor (default 20000)")->check(CLI::Range(0, 1000000));
  cmd->add_option("--stress-seed", options->stress_seed, "the seed of the stress games (default 1)");
  cmd->add_option("--root", options->root, "the project's source directory (default: where duck was built from)");
  cmd->callback([&status, options, tests] {
    status = run_mutants(*options, tests->empty() ? default_test_dirs() : *tests, std::cout);
  });
}

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
  options->mutants.root = DUCK_SOURCE_DIR;
  cmd->add_option("--out", options->out, "the directory to write the suite to (e.g. problem/data/secret)")->required();
  cmd->add_option("--max-tests", options->max_tests, "the most tests to choose (default 20)")->check(CLI::Range(1, 1000));
  cmd->add_option("--wrong", options->wrong_dir, "the wrong solutions (default problem/submissions/wrong_answer)");
  cmd->add_option("--work", options->mutants.work, "the mutants' build cache (default /tmp/duck-mutants)");
  cmd->add_option("--jobs", options->mutants.jobs, "compilers and runs at a time (default 2)")->check(CLI::Range(1, 64));
  cmd->add_option("--stress-games", options->mutants.stress_games, "generated games per unkilled mutant (default 20000)");
  cmd->add_option("--root", options->mutants.root, "the project's source directory (default: where duck was built from)");
  cmd->callback([&status, options] { status = run_suite(*options, std::cout); });
}

// Adds `duck package [--out FILE.zip] [--verify] [--sync]`.
void add_package(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("package", "Build, zip and verify the Kattis / DOMjudge problem package in problem/");
  cmd->footer(
      "--sync writes the generated files of problem/ (the validators, amalgamated from validator/ and grader/).\n"
      "--out builds both validators and writes the package as a zip that DOMjudge imports.\n"
      "--verify does what Kattis' verifyproblem does: every validator on every test, junk and near-miss inputs\n"
      "rejected, answers checked against the judge and the oracle, every submission graded through the grader\n"
      "with its directory's verdict; it fails (exit 1) on any surprise.\n");
  auto options = std::make_shared<PackageOptions>();
  options->root = DUCK_SOURCE_DIR;
  auto zip = std::make_shared<std::string>();
  auto verify = std::make_shared<bool>(false);
  auto sync = std::make_shared<bool>(false);
  cmd->add_option("--out", *zip, "the zip file to write");
  cmd->add_flag("--verify", *verify, "verify the package");
  cmd->add_flag("--sync", *sync, "write the generated files of problem/");
  cmd->add_option("--work", options->work, "where to build the validators (default /tmp/duck-package)");
  cmd->add_option("--jobs", options->jobs, "runs at a time when grading the submissions (default 2)")->check(CLI::Range(1, 64));
  cmd->add_option("--root", options->root, "the project's source directory (default: where duck was built from)");
  cmd->callback([&status, options, zip, verify, sync] {
    if (!*sync && zip->empty() && !*verify) throw CLI::ValidationError("duck package", "give --sync, --out FILE.zip or --verify");
    status = 0;
    if (*sync) status = sync_package(*options, std::cout);
    if (status == 0 && !zip->empty()) status = write_package_zip(*options, *zip, std::cout);
    if (status == 0 && *verify) status = verify_package(*options, std::cout);
  });
}

}  // namespace

void add_problem_commands(CLI::App& app, int& status) {
  add_gen(app, status);
  add_validate(app, status);
  add_perft(app, status);
  add_show(app, status);
  add_mutants(app, status);
  add_suite(app, status);
  add_package(app, status);
}

}  // namespace duck
