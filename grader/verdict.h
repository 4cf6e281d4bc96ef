// The verdicts of the grader and how they combine.
#pragma once

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

// Returns the verdict of a run that crashed (a signal or a non-zero exit code): MLE when the grader saw
// memory run out, RE otherwise. Memory ran out when the run's memory group refused a charge or OOM-killed
// a process in it; without a memory group, when the peak the kernel reports reached 90 % of RLIMIT_AS.
// Never from what the solver prints: a solver could turn any crash into MLE by saying "out of memory".
Verdict crash_verdict(const RunResult& run, const Limits& limits);

}  // namespace duck
