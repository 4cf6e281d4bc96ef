// `duck stress`: generated inputs, a solver against a reference (another solver, or the reference judge
// in-process), and at the first difference a shrunk input that still differs.
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "grader/limits.h"

namespace duck {

// Makes one input text from a seed and a wished number of commands; deterministic in both, and a valid
// input (docs/CONTRACT.md), so that the stress loop can parse and shrink it. The CLI passes one of the
// strategies of generators/ (`--gen NAME`).
using Generator = std::function<std::string(uint64_t seed, int commands)>;

struct StressOptions {
  std::string solver;
  std::string other;               // empty: the reference judge, in-process
  Generator generator;             // required
  std::string generator_name;      // for the report
  uint64_t seed = 1;
  long long count = 1000;          // inputs to try (when seconds is 0)
  double seconds = 0;              // try inputs for this long instead
  int commands = 100;              // commands per input
  std::string out_dir = "stress-out";
  int jobs = 1;                    // comparisons at a time
  int reproduce = 5;               // runs of a found difference before shrinking (--reproduce)
  int shrink_runs = 0;             // runs of each shrinking candidate, any differing counts (0: 1 when the
                                   // difference reproduced every time, else REPEATED_SHRINK_RUNS)
  Limits limits;
  // Called now and then (at most every 0.2 s) from the calling thread with the inputs tried so far and
  // the seconds since the start, and once with tried = -1 when the search is over (before the report);
  // empty: no progress.
  std::function<void(long long tried, double seconds)> progress;
};

// Runs of each shrinking candidate when a difference does not reproduce every time.
constexpr int REPEATED_SHRINK_RUNS = 5;

// What a stress session found.
struct StressSummary {
  long long tried = 0;
  double seconds = 0;
  bool found = false;
  int reproduce_runs = 0, reproduce_differing = 0;  // the found input run again: how many runs differ
  bool nondeterministic = false;                     // some runs of the same input differ, others do not
  int shrink_runs = 0;                               // R: a candidate differs when any of R runs does
  bool shrink_lost = false;                          // the shrunk input never differed again: the original is kept
  size_t original_commands = 0, shrunk_commands = 0;
  size_t shrink_probes = 0;
  double shrink_seconds = 0;
  std::vector<std::string> evidence;                 // the files written
};

// Runs the session, reporting on out; returns 0 when no difference was found, 1 when one was
// (run again `reproduce` times with the stack moved a little each time, then shrunk, shown, and written
// to out_dir/min.in, min.ans, min.out: a min.out that differs from min.ans; when the difference does not
// repeat every time, also the original input and both outputs, original.in, .ans, .out), 2 when it
// could not run.
int run_stress(const StressOptions& options, std::ostream& out, StressSummary* summary = nullptr);

}  // namespace duck
