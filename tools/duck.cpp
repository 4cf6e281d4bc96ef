// duck: the front door. Each subcommand is a thin call into the library of its folder.
#include <CLI/CLI.hpp>

#include "tools/commands.h"

namespace {

// Returns the exit status of a usage error: 2, except for the checker, where 2 means PE to testlib and
// 3 is FAIL.
int usage_status(CLI::App& app) {
  const CLI::App* check = app.get_subcommand("check");
  return check->parsed() ? 3 : 2;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"duck: the fuzz-hardened reference judge of Duck Chess (THUPC 2019, Luogu P5380).\n"
               "Grade solvers, stress-test them, check outputs, generate and validate tests, build the problem package."};
  app.set_version_flag("--version", "duck 0.1.0");
  app.require_subcommand(1);
  int status = 0;
  duck::add_all_commands(app, status);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int printed = app.exit(e);  // prints the help, the version, or the error and its usage
    return printed == 0 ? 0 : usage_status(app);
  }
  return status;
}
