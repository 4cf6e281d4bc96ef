#include "grader/sanitize.h"

#include <sstream>

namespace duck {

namespace {

// Returns the first line of text that contains `needle`, or "".
std::string line_with(const std::string& text, const std::string& needle) {
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.find(needle) != std::string::npos) return line.substr(0, 300);
  return "";
}

}  // namespace

std::vector<std::pair<std::string, std::string>> sanitizer_env() {
  return {{"ASAN_OPTIONS", "detect_leaks=0:halt_on_error=1:abort_on_error=0:exitcode=86:log_path=stderr:print_summary=1"},
          {"UBSAN_OPTIONS", "halt_on_error=1:print_stacktrace=1:print_summary=1:exitcode=86"}};
}

Limits sanitize_limits(const Limits& limits) {
  Limits l = limits;
  l.cpu_s *= SANITIZE_TIME_FACTOR;
  l.wall_s *= SANITIZE_TIME_FACTOR;
  return l;
}

std::string sanitizer_report(const RunResult& run) {
  const std::string ub = line_with(run.err, ": runtime error: ");
  if (!ub.empty()) return ub;
  const std::string summary = line_with(run.err, "SUMMARY: AddressSanitizer: ");
  if (!summary.empty()) {
    std::string what = summary.substr(summary.find("AddressSanitizer: ") + 18);
    const size_t space = what.find(' ');
    if (space != std::string::npos) what = what.substr(0, space) + " at" + what.substr(space);
    return what;
  }
  return line_with(run.err, "ERROR: AddressSanitizer");
}

}  // namespace duck
