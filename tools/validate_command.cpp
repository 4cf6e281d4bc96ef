// `duck validate`: the strict input validator.
#include "tools/commands.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>

#include "validator/validate.h"
#include "tools/option_checks.h"

namespace duck {

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
  cmd->add_option("--max-q", *max_q, "the largest Q accepted (default 1000)")->check(integer_in(0, 1000000000));
  cmd->add_flag("--kattis", *kattis, "exit 42 for valid and 43 for invalid, as Kattis and DOMjudge expect");
  cmd->callback([&status, file, max_q, kattis] {
    std::FILE* f = *file == "-" ? stdin : std::fopen(file->c_str(), "rb");
    Validation v;
    std::string error = f ? "" : std::strerror(errno);
    const bool read = f && validate_stream(f, *max_q, v, error);
    if (f && f != stdin) std::fclose(f);
    const std::string name = *file == "-" ? "stdin" : *file;
    if (!read) {
      std::cerr << "duck validate: cannot read " << name << ": " << error << "\n";
      status = 1;
      return;
    }
    if (!v.valid) std::cerr << "duck validate: " << name << ": " << describe(v) << "\n";
    status = v.valid ? (*kattis ? 42 : 0) : (*kattis ? 43 : 3);
  });
}

}  // namespace duck
