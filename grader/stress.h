// `duck stress`: generated inputs, a solver against a reference (another solver, or the reference judge
// in-process), and at the first difference a shrunk input that still differs.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>

#include "grader/limits.h"

namespace duck {

struct StressOptions {
  std::string solver;
  std::string other;               // empty: the reference judge, in-process
  std::string generator = "walk";  // a name in generator_registry()
  uint64_t seed = 1;
  long long count = 1000;          // inputs to try (when seconds is 0)
  double seconds = 0;              // try inputs for this long instead
  int commands = 100;              // commands per input
  std::string out_dir = "stress-out";
  int jobs = 1;                    // comparisons at a time
  Limits limits;
};

// What a stress session found.
struct StressSummary {
  long long tried = 0;
  double seconds = 0;
  bool found = false;
  size_t original_commands = 0, shrunk_commands = 0;
  size_t shrink_probes = 0;
  double shrink_seconds = 0;
};

// Runs the session, reporting on out; returns 0 when no difference was found, 1 when one was
// (shrunk, shown, and written to out_dir/min.in, min.ans, min.out), 2 when it could not run.
int run_stress(const StressOptions& options, std::ostream& out, StressSummary* summary = nullptr);

}  // namespace duck
