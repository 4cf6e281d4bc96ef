// The verdicts of the grader and how they combine.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace duck {

// AC accepted, WA wrong answer, PE presentation error, TLE time limit (CPU or wall), MLE memory limit,
// OLE output limit, RE run-time error, CE compile error, JE judge (grader) error.
enum class Verdict { AC, WA, PE, TLE, MLE, OLE, RE, CE, JE };

// Returns the short name ("AC", "WA", ...).
const char* verdict_name(Verdict v);

// Returns the verdict called `name` (case-insensitive), or nothing.
std::optional<Verdict> parse_verdict(const std::string& name);

struct RunResult;
struct Limits;

// The grader's finding on one test.
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

// Returns the verdict and message of one run on a test whose answer is `answer`.
TestResult judge_run(const RunResult& run, const std::string& answer, const Limits& limits);

// Returns the verdict of a run that crashed (a signal or a non-zero exit code): MLE when the grader saw
// memory run out, RE otherwise. Memory ran out when the run's memory group refused a charge or OOM-killed
// a process in it; without a memory group, when the peak the kernel reports reached 90 % of RLIMIT_AS.
// Never from what the solver prints: a solver could turn any crash into MLE by saying "out of memory".
Verdict crash_verdict(const RunResult& run, const Limits& limits);

}  // namespace duck
