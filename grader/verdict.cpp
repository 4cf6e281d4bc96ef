#include "grader/verdict.h"

#include <cstring>

#include <strings.h>

#include <iomanip>
#include <sstream>

#include "grader/compare.h"
#include "grader/limits.h"
#include "grader/runner.h"

namespace duck {

namespace {
const Verdict ALL[] = {Verdict::AC, Verdict::WA, Verdict::PE, Verdict::TLE, Verdict::MLE,
                       Verdict::OLE, Verdict::RE, Verdict::CE, Verdict::JE};

// Returns the first line of text (at most 200 bytes), or "".
std::string first_text_line(const std::string& text) { return text.substr(0, std::min(text.find('\n'), size_t(200))); }

// Returns x seconds as "1.23 s".
std::string secs(double x) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(x < 10 ? 3 : 1) << x << " s";
  return out.str();
}

}  // namespace

// The verdict policy of `duck grade` (declared in grade.h beside TestResult).
TestResult judge_run(const RunResult& run, const std::string& answer, const Limits& limits) {
  TestResult t;
  t.cpu_s = run.cpu_s;
  t.wall_s = run.wall_s;
  t.memory_kib = run.memory_kib;
  const std::string said = first_text_line(run.err).empty() ? "" : "; stderr: " + quote_text(first_text_line(run.err));
  switch (run.ending) {
    case Ending::NOT_STARTED:
      t.verdict = Verdict::JE;
      t.message = "the grader could not run the solver: " + run.error;
      return t;
    case Ending::CPU_LIMIT:
      t.verdict = Verdict::TLE;
      t.message = "CPU time " + secs(run.cpu_s) + " over the limit of " + secs(limits.cpu_s);
      return t;
    case Ending::WALL_LIMIT:
      t.verdict = Verdict::TLE;
      t.message = "still running after " + secs(limits.wall_s) + " of wall-clock time (CPU " + secs(run.cpu_s) + ")";
      return t;
    case Ending::OUTPUT_LIMIT:
      t.verdict = Verdict::OLE;
      t.message = "more than " + std::to_string(limits.output_bytes / MIB) + " MiB of output";
      return t;
    case Ending::SIGNALED:
    case Ending::EXITED:
      break;
  }
  if (run.ending == Ending::SIGNALED || run.exit_code != 0) {
    t.verdict = crash_verdict(run, limits);
    t.message = describe_ending(run) + (t.verdict == Verdict::MLE ? ", out of memory (peak " + std::to_string(run.memory_kib / 1024) +
                                                                        " MiB, limit " + std::to_string(limits.memory_bytes / MIB) + " MiB)"
                                                                  : "") +
                said;
    return t;
  }
  const Difference d = compare_output(run.out, answer);
  t.verdict = d.verdict;
  t.message = d.verdict == Verdict::AC ? "" : d.message;
  if (d.verdict == Verdict::WA) t.line = d.line;
  return t;
}

const char* verdict_name(Verdict v) {
  switch (v) {
    case Verdict::AC: return "AC";
    case Verdict::WA: return "WA";
    case Verdict::PE: return "PE";
    case Verdict::TLE: return "TLE";
    case Verdict::MLE: return "MLE";
    case Verdict::OLE: return "OLE";
    case Verdict::RE: return "RE";
    case Verdict::CE: return "CE";
    case Verdict::JE: return "JE";
  }
  return "JE";
}

std::optional<Verdict> parse_verdict(const std::string& name) {
  for (Verdict v : ALL)
    if (strcasecmp(name.c_str(), verdict_name(v)) == 0) return v;
  return std::nullopt;
}

Verdict crash_verdict(const RunResult& run, const Limits& limits) {
  if (run.memory_limit_hit) return Verdict::MLE;
  if (!run.memory_group && double(run.memory_kib) * 1024 >= 0.9 * double(limits.memory_bytes)) return Verdict::MLE;
  return Verdict::RE;
}

std::string describe_ending(const RunResult& r) {
  switch (r.ending) {
    case Ending::EXITED: return "exit code " + std::to_string(r.exit_code);
    case Ending::SIGNALED: {
      const char* abbrev = sigabbrev_np(r.signal);
      return "signal " + std::to_string(r.signal) + (abbrev ? std::string(" (SIG") + abbrev + ")" : "");
    }
    case Ending::CPU_LIMIT: return "CPU time limit";
    case Ending::WALL_LIMIT: return "wall-clock limit";
    case Ending::OUTPUT_LIMIT: return "output limit";
    case Ending::NOT_STARTED: return "not started: " + r.error;
  }
  return "";
}

}  // namespace duck
