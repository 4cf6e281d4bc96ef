// The test generation subcommands of `duck`: gen, validate, mutants, suite, package, perft, show.
#pragma once

#include <CLI/CLI.hpp>

namespace duck {

// Adds the testgen's subcommands to app; their callbacks store the exit status in status.
void add_testgen_commands(CLI::App& app, int& status);

}  // namespace duck
