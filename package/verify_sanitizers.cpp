// Stage sanitizers of `duck package --verify`: every accepted C or C++ submission, graded again as
// `duck grade --sanitize` grades it (a second build with the sanitizers), runs clean on every test.
#include <boost/filesystem.hpp>

#include "grader/grade.h"
#include "grader/solver.h"
#include "package/verify.h"

namespace duck {

namespace {

// Returns the first test of r with a sanitizer report, as "test: report", or "".
std::string first_report(const SolverResult& r) {
  for (const TestResult& t : r.tests)
    if (!t.sanitizer.empty()) return t.name + ": " + t.sanitizer;
  return "";
}

}  // namespace

bool verify_sanitizers(PackageUnderTest& p, const CheckLog& log) {
  if (!report(log, !p.tests.empty(), "the accepted submissions run under the sanitizers on the tests", "no tests (stage tests)")) return false;
  GradeOptions g;
  g.test_dirs = {p.dir + "/data/sample", p.dir + "/data/secret"};
  g.jobs = p.options.jobs;
  g.sanitize = true;
  for (const std::string& path : submissions_in(p, "accepted")) {
    const std::string name = "submissions/accepted/" + boost::filesystem::path(path).filename().string();
    if (sanitizable(path)) g.solvers.push_back(path);
    else report(log, true, name + " is not C or C++: not sanitized (only C and C++ sources are rebuilt with the sanitizers)");
  }
  if (g.solvers.empty()) return true;
  bool ok = true;
  for (const SolverResult& r : grade(g, p.tests, nullptr)) {
    const std::string name = "submissions/accepted/" + boost::filesystem::path(r.solver).filename().string();
    if (!report(log, r.sanitize_note.empty(), name + " builds with the sanitizers (as duck grade --sanitize builds it)", r.sanitize_note)) {
      ok = false;
      continue;
    }
    const std::string found = first_report(r);
    ok &= report(log, found.empty(), name + " runs clean under ASan and UBSan on every test", found);
  }
  return ok;
}

}  // namespace duck
