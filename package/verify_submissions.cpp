// Stage submissions of `duck package --verify`: each submission graded with its directory's verdict.
#include <boost/filesystem.hpp>

#include "grader/grade.h"
#include "package/verify.h"

namespace duck {

namespace fs = boost::filesystem;

namespace {

// The expected verdict of each submissions/ directory (the same in both formats).
const std::pair<const char*, Verdict> EXPECTED[] = {{"accepted", Verdict::AC}, {"wrong_answer", Verdict::WA},
                                                    {"time_limit_exceeded", Verdict::TLE}, {"run_time_error", Verdict::RE}};

// Returns the first test a solver did not pass, as "test: message", or "".
std::string first_failure(const SolverResult& r) {
  for (const TestResult& t : r.tests)
    if (t.verdict != Verdict::AC) return t.name + ": " + t.message;
  return "";
}

// Returns true when every submission gets its directory's verdict through the grader.
bool grade_submissions(const PackageUnderTest& p, const CheckLog& out) {
  bool ok = true;
  for (const auto& e : EXPECTED) {
    GradeOptions g;
    g.test_dirs = {p.dir + "/data/sample", p.dir + "/data/secret"};
    g.jobs = p.options.jobs;
    g.solvers = submissions_in(p, e.first);
    if (g.solvers.empty()) continue;
    for (const SolverResult& r : grade(g, p.tests, nullptr)) {
      const std::string first = first_failure(r);
      ok &= report(out, r.verdict == e.second,
                   "submissions/" + std::string(e.first) + "/" + fs::path(r.solver).filename().string() + " gets " + verdict_name(e.second) +
                       (first.empty() ? "" : " (" + first.substr(0, 100) + ")"),
                   std::string("got ") + verdict_name(r.verdict) + (r.message.empty() ? "" : ": " + r.message.substr(0, 200)));
    }
  }
  return ok;
}

}  // namespace

bool verify_submissions(PackageUnderTest& p, const CheckLog& log) {
  if (!report(log, !p.tests.empty(), "the submissions are graded on the tests", "no tests (stage tests)")) return false;
  const bool accepted = fs::is_directory(p.dir + "/submissions/accepted") && !fs::is_empty(p.dir + "/submissions/accepted");
  return report(log, accepted, "submissions/accepted holds a submission") && grade_submissions(p, log);
}

}  // namespace duck
