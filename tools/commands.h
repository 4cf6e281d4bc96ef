// The subcommands of `duck`, each added by one function of tools/ that wires its options (CLI11) to
// one call into the library of its folder. Their callbacks store the exit status in status.
#pragma once

#include <CLI/CLI.hpp>

namespace duck {

// grade, check, stress (grading_commands.cpp).
void add_grading_commands(CLI::App& app, int& status);

// gen, validate, perft, show, mutants, suite, package (problem_commands.cpp).
void add_problem_commands(CLI::App& app, int& status);

}  // namespace duck
