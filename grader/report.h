// Showing grading results: the terminal table, the JSON file, the progress bar.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "grader/grade.h"
#include "grader/sandbox.h"

namespace duck {

// Writes the table: one row per test (one verdict column per solver when there are several),
// then each solver's overall verdict, counts, and the messages of its failing tests.
void print_table(std::ostream& out, const std::vector<SolverResult>& results);

// Returns the JSON report: {"solvers": [{"solver", "verdict", "message", "counts", ["board_test", "board",] "tests": [...]}],
// "limits": {...}, "sandbox": [{"key", "what", "enforced", "how"}]}; "board" is the plain-text board before the first
// differing line of the first failing test, present when that test is WA.
nlohmann::ordered_json to_json(const std::vector<SolverResult>& results, const Limits& limits, const std::vector<SandboxItem>& sandbox);

// Writes the sandbox's promises and whether each is kept, one per line.
void print_sandbox(std::ostream& out, const std::vector<SandboxItem>& items);

// Draws a one-line progress bar on stderr ("\r[#####.....] 12/40"); the caller checks it is a TTY.
void draw_progress(size_t done, size_t total);

}  // namespace duck
