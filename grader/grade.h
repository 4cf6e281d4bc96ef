// `duck grade`: every solver on every test, in parallel, each run judged into a verdict.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "grader/limits.h"
#include "grader/runner.h"
#include "grader/testset.h"
#include "grader/verdict.h"

namespace duck {

struct SolverResult {
  std::string solver;
  Verdict verdict = Verdict::AC;      // the first failing test's verdict, or AC
  std::string message;                // the compiler's output (CE), or why it could not run (JE)
  std::vector<TestResult> tests;      // in test order; empty after CE or JE
  std::map<Verdict, int> counts;      // how many tests got each verdict
  std::string board_test;             // the first failing test, when it is WA: its name
  std::string board;                  // and the board before its first differing line (plain text)
  int nondeterministic_tests = 0;     // --repeat: tests whose runs differed
  int sanitizer_findings = 0;         // --sanitize: tests with a sanitizer report
  std::string sanitize_note;          // --sanitize: why the solver could not be sanitized, else ""
};

struct GradeOptions {
  std::vector<std::string> solvers;
  std::vector<std::string> test_dirs;  // also hidden from the solvers
  Limits limits;
  int jobs = 1;
  int repeat = 1;         // runs of each test (--repeat); differences flag the test
  bool sanitize = false;  // also run a sanitized build of each C/C++ source on every test (see sanitize.h)
};

// Called after each finished run with (runs done, runs in all).
using Progress = std::function<void(size_t done, size_t total)>;

// Calls work(0) ... work(count - 1), `jobs` at a time (threads), in order of the index.
void parallel_for(size_t count, int jobs, const std::function<void(size_t)>& work);

// Prepares every solver, runs it on every test with `jobs` runs at a time, and returns the results.
std::vector<SolverResult> grade(const GradeOptions& options, const std::vector<TestCase>& tests, const Progress& progress);

}  // namespace duck
