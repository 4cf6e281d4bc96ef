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

}  // namespace duck
