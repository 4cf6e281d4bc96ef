// `duck grade --sanitize`: the second build's environment, limits, and reading its reports.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "grader/limits.h"
#include "grader/runner.h"

namespace duck {

// How much more CPU and wall time a sanitized run gets than the contest's limits.
constexpr double SANITIZE_TIME_FACTOR = 5.0;

// Returns ASAN_OPTIONS and UBSAN_OPTIONS for a sanitized run: no leak check, stop at the first report,
// reports with a stack trace on standard error.
std::vector<std::pair<std::string, std::string>> sanitizer_env();

// Returns the limits of a sanitized run: the times multiplied by SANITIZE_TIME_FACTOR, the rest as given.
Limits sanitize_limits(const Limits& limits);

// Returns the report of a sanitized run in one line ("global-buffer-overflow at source.cpp:62 in main",
// "source.cpp:10:7: runtime error: signed integer overflow ..."), or "" when the sanitizers said nothing.
std::string sanitizer_report(const RunResult& run);

}  // namespace duck
