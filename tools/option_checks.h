// Checks of option values with one-line messages that name the accepted range (CLI11's own numeric
// checks print DBL_MAX in 300 digits, and its unsigned parsing wraps -1 to 2^64-1).
#pragma once

#include <CLI/CLI.hpp>
#include <string>

namespace duck {

// Returns a check that the value is a decimal integer in [min, max].
CLI::Validator integer_in(long long min, long long max);

// Returns a check that the value is a number of seconds in (0, max], or in [0, max] when zero_ok.
CLI::Validator seconds_up_to(double max, bool zero_ok);

// Returns a check that the value is an unsigned 64-bit integer in decimal: digits only, at most 2^64-1.
CLI::Validator unsigned64();

// Adds `--root DIR` to cmd: the data directory (support/data_dir.h) to use instead of the one found.
void add_root_option(CLI::App* cmd, std::string& root);

// Returns root when given, else the data directory found; "" after one line on stderr, naming the
// subcommand, that says how to point duck at its data.
std::string resolve_root(const std::string& root, const std::string& subcommand);

}  // namespace duck
