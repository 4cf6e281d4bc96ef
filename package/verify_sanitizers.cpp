// Stage sanitizers of `duck package --verify`: every accepted C++ submission, built with the contest's
// command plus the sanitizers (as `duck grade --sanitize` builds it), runs clean on every test.
#include <algorithm>
#include <sstream>

#include <boost/filesystem.hpp>

#include "grader/sanitize.h"
#include "grader/solver.h"
#include "package/build_cache.h"
#include "package/verify.h"
#include "support/files.h"

namespace duck {

namespace fs = boost::filesystem;

namespace {

// The flags of a sanitized build of a C++ submission: the contest's, then SANITIZE_FLAGS.
std::string sanitized_flags() {
  std::string flags = "-O2 -std=c++14";
  for (const std::string& f : SANITIZE_FLAGS) flags += " " + f;
  return flags;
}

// Returns the first sanitizer report of the program's runs on the tests, as "test: report", or "".
std::string first_report(const std::vector<std::string>& command, const std::vector<TestCase>& tests) {
  for (const TestCase& t : tests) {
    RunSpec spec;
    spec.argv = command;
    spec.input = t.input;
    spec.limits = sanitize_limits(Limits());
    spec.env = sanitizer_env();
    const std::string report = sanitizer_report(run_process(spec));
    if (!report.empty()) return t.name + ": " + report;
  }
  return "";
}

// Returns true when the submission at path, sanitized, runs clean on the package's tests.
bool check_sanitized(const PackageUnderTest& p, const std::string& path, const CheckLog& log) {
  const std::string name = "submissions/accepted/" + fs::path(path).filename().string();
  const std::string ext = fs::path(path).extension().string();
  if (ext != ".cpp" && ext != ".cc" && ext != ".cxx")
    return report(log, true, name + " is not C++: not sanitized (only C++ sources are rebuilt with the sanitizers)");
  const Build b = build_cached(p.options.work, file_text(path), sanitized_flags());
  if (!report(log, !b.binary.empty(), name + " builds with the sanitizers (g++ " + sanitized_flags() + ")", b.error)) return false;
  const Solver s = prepare_solver(b.binary, {});
  if (!report(log, !s.command.empty(), name + ", sanitized, can run", s.message)) return false;
  const std::string found = first_report(s.command, p.tests);
  return report(log, found.empty(), name + " runs clean under ASan and UBSan on every test", found);
}

}  // namespace

bool verify_sanitizers(PackageUnderTest& p, const CheckLog& log) {
  if (!report(log, !p.tests.empty(), "the accepted submissions run under the sanitizers on the tests", "no tests (stage tests)")) return false;
  std::vector<std::string> accepted;
  boost::system::error_code ec;
  for (fs::directory_iterator it(p.dir + "/submissions/accepted", ec), end; !ec && it != end; it.increment(ec))
    if (fs::is_regular_file(it->path())) accepted.push_back(it->path().string());
  std::sort(accepted.begin(), accepted.end());
  bool ok = true;
  for (const std::string& path : accepted) ok &= check_sanitized(p, path, log);
  return ok;
}

}  // namespace duck
