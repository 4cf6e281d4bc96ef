// The subcommands of `duck`, each added by one function of tools/ that wires its options (CLI11) to
// one call into the library of its folder. Their callbacks store the exit status in status.
#pragma once

#include <CLI/CLI.hpp>

namespace duck {

// Each adds one subcommand to app (tools/NAME_command.cpp).
void add_grade(CLI::App& app, int& status);
void add_check(CLI::App& app, int& status);
void add_stress(CLI::App& app, int& status);
void add_gen(CLI::App& app, int& status);
void add_validate(CLI::App& app, int& status);
void add_perft(CLI::App& app, int& status);
void add_show(CLI::App& app, int& status);
void add_mutants(CLI::App& app, int& status);
void add_suite(CLI::App& app, int& status);
void add_package(CLI::App& app, int& status);
void add_wrong(CLI::App& app, int& status);

// Adds every subcommand, in the order `duck --help` lists them.
void add_all_commands(CLI::App& app, int& status);

}  // namespace duck
