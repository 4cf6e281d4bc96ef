// `duck check`: the checker in the testlib and Kattis/DOMjudge conventions.
#include "tools/commands.h"

#include <iostream>
#include <memory>

#include "grader/checker.h"

namespace duck {

// Adds `duck check`.
void add_check(CLI::App& app, int& status) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto kattis = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand(
      "check",
      "Checker. testlib: `check INPUT OUTPUT ANSWER`, exit 0 OK, 1 WA, 2 PE, 3 FAIL.\n"
      "Kattis/DOMjudge: `check --kattis INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT`, exit 42 AC, 43 WA, message in FEEDBACK_DIR/judgemessage.txt");
  cmd->add_option("FILES", *files, "INPUT OUTPUT ANSWER, or with --kattis INPUT ANSWER FEEDBACK_DIR")->expected(3, 16)->required();
  cmd->add_flag("--kattis", *kattis, "Kattis/DOMjudge output validator convention");
  cmd->callback([files, kattis, &status] {
    const auto& f = *files;
    status = *kattis ? check_kattis(f[0], f[1], f[2], stdin, std::cerr) : check_testlib(f[0], f[1], f[2], std::cerr);
  });
}

}  // namespace duck
