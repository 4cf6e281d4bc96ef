#include "grader/verdict.h"

#include <strings.h>

#include "grader/limits.h"
#include "grader/runner.h"

namespace duck {

namespace {
const Verdict ALL[] = {Verdict::AC, Verdict::WA, Verdict::PE, Verdict::TLE, Verdict::MLE,
                       Verdict::OLE, Verdict::RE, Verdict::CE, Verdict::JE};
}  // namespace

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

}  // namespace duck
