// The grader's subcommands of `duck`: grade, check, stress.
#pragma once

#include <CLI/CLI.hpp>

namespace duck {

// Adds the grader's subcommands to app; their callbacks store the exit status in status.
void add_grader_commands(CLI::App& app, int& status);

}  // namespace duck
