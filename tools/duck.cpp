// duck: the front door. Each subcommand is a thin call into the library of its folder.
#include <CLI/CLI.hpp>

#include "grader/cli.h"
#include "testgen/cli.h"

int main(int argc, char** argv) {
  CLI::App app{"duck: the fuzz-hardened reference judge of Duck Chess (THUPC 2019, Luogu P5380).\n"
               "Grade solvers, stress-test them, check outputs, generate and validate tests, build the problem package."};
  app.set_version_flag("--version", "duck 0.1.0");
  app.require_subcommand(1);
  int status = 0;
  duck::add_grader_commands(app, status);
  duck::add_testgen_commands(app, status);
  CLI11_PARSE(app, argc, argv);
  return status;
}
