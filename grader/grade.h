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

struct TestResult {
  std::string name;
  Verdict verdict = Verdict::JE;
  double cpu_s = 0, wall_s = 0;
  uint64_t memory_kib = 0;
  std::string message;
  long long line = 0;  // WA: the first differing line (1-based)
  bool sanitized = false;  // --sanitize ran a sanitized build on this test
  std::string sanitizer;   // and its report in one line, "" when it said nothing
  std::string nondeterministic;  // --repeat: how the runs differed, "" when they agreed
};

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

// Returns the verdict and message of one run on a test whose answer is `answer`.
TestResult judge_run(const RunResult& run, const std::string& answer, const Limits& limits);

// Calls work(0) ... work(count - 1), `jobs` at a time (threads), in order of the index.
void parallel_for(size_t count, int jobs, const std::function<void(size_t)>& work);

// Prepares every solver, runs it on every test with `jobs` runs at a time, and returns the results.
std::vector<SolverResult> grade(const GradeOptions& options, const std::vector<TestCase>& tests, const Progress& progress);

}  // namespace duck
