#include "grader/repeat.h"

#include "grader/compare.h"

namespace duck {

namespace {

// Returns how run `again` differs from `first` in one phrase, or "" when it does not.
std::string difference(const RunResult& first, const RunResult& again) {
  if (again.ending != first.ending || again.exit_code != first.exit_code || again.signal != first.signal)
    return "ended with " + describe_ending(again) + " instead of " + describe_ending(first);
  const Difference d = compare_output(again.out, first.out);
  if (d.verdict == Verdict::AC) return "";
  return "line " + std::to_string(d.line) + ": " + d.found + " instead of " + d.expected;
}

}  // namespace

void vary_environment(RunSpec& spec, int k) {
  if (k > 0) spec.env.emplace_back("DUCK_REPEAT_PAD", std::string(size_t(k) * 40, 'x'));
}

std::string repeat_check(RunSpec spec, const RunResult& first, int runs) {
  int differ = 0;
  std::string first_difference;
  for (int k = 1; k < runs; ++k) {
    RunSpec again = spec;
    vary_environment(again, k);
    const std::string d = difference(first, run_process(again));
    if (d.empty()) continue;
    if (++differ == 1) first_difference = "run " + std::to_string(k + 1) + " " + d;
  }
  if (differ == 0) return "";
  return "nondeterministic: " + std::to_string(differ) + " of " + std::to_string(runs) + " runs differ from the first; " +
         first_difference;
}

}  // namespace duck
