#include "package/package.h"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <vector>

#include <boost/filesystem.hpp>

#include "grader/grade.h"
#include "grader/testset.h"
#include "judge/run.h"
#include "oracle/oracle.h"
#include "package/amalgamate.h"
#include "package/build_cache.h"
#include "package/zip.h"
#include "support/files.h"

namespace duck {

namespace fs = boost::filesystem;

namespace {

const char* const INPUT_VALIDATOR = "problem/input_validators/duck_validate/validate.cpp";
const char* const OUTPUT_VALIDATOR = "problem/output_validators/duck_checker/checker.cpp";
const char* const VALIDATOR_FLAGS = "-O2 -std=c++17";

// The top-level entries of problem/ that belong in the package.
const std::set<std::string> PACKAGE_ENTRIES = {"problem.yaml", ".timelimit", "domjudge-problem.ini", "problem_statement",
                                               "data", "input_validators", "output_validators", "submissions"};

// The expected verdict of each submissions/ directory.
const std::pair<const char*, Verdict> EXPECTED[] = {{"accepted", Verdict::AC}, {"wrong_answer", Verdict::WA},
                                                    {"time_limit_exceeded", Verdict::TLE}, {"run_time_error", Verdict::RE}};

// Returns the package's test directories: data/sample and data/secret.
std::vector<std::string> package_test_dirs(const PackageOptions& o) {
  return {o.root + "/problem/data/sample", o.root + "/problem/data/secret"};
}

// Returns the package's files: paths relative to problem/, sorted.
std::vector<std::string> package_files(const std::string& problem) {
  std::vector<std::string> files;
  for (fs::recursive_directory_iterator it(problem), end; it != end; ++it) {
    if (!fs::is_regular_file(it->path())) continue;
    const std::string rel = it->path().string().substr(problem.size() + 1);
    if (PACKAGE_ENTRIES.count(rel.substr(0, rel.find('/')))) files.push_back(rel);
  }
  std::sort(files.begin(), files.end());
  return files;
}

// Reports one check: "ok   WHAT" or "FAIL WHAT: WHY"; returns ok.
// Where the checks go: one line each on out, and a record of each when a list is given.
struct CheckLog {
  CheckLog(std::ostream& to, std::vector<PackageCheck>* list = nullptr) : out(to), record(list) {}
  std::ostream& out;
  std::vector<PackageCheck>* record;
};

bool report(const CheckLog& log, bool ok, const std::string& what, const std::string& why = "") {
  log.out << (ok ? "ok   " : "FAIL ") << what << (ok || why.empty() ? "" : ": " + why) << "\n";
  if (log.record) log.record->push_back(PackageCheck{ok, what, ok ? "" : why});
  return ok;
}

// Returns the junk and near-miss inputs the input validator must reject, with a name each.
std::vector<std::pair<std::string, std::string>> bad_inputs(const std::vector<TestCase>& tests) {
  std::vector<std::pair<std::string, std::string>> bad = {
      {"empty file", ""}, {"blank line", "\n"}, {"no final newline", "0"}, {"trailing space after Q", "0 \n"},
      {"leading zero", "00\n"}, {"minus zero", "-0\n"}, {"plus sign", "+1\n0 0 1 0\n"}, {"Q above 1000", "1001\n"},
      {"a command missing", "2\n0 0 1 0\n"}, {"a command too many", "1\n0 0 1 0\n0 0 1 0\n"},
      {"CRLF", "1\r\n0 0 1 0\r\n"}, {"no newline after the last command", "1\n0 0 1 0"},
      {"trailing space", "1\n0 0 1 0 \n"}, {"double space", "1\n0  0 1 0\n"}, {"leading space", "1\n 0 0 1 0\n"},
      {"blank line at the end", "1\n0 0 1 0\n\n"}, {"ys = 9", "1\n0 9 1 0\n"}, {"xs = 10", "1\n10 0 1 0\n"},
      {"yt = -0", "1\n0 0 1 -0\n"}, {"xs = 00", "1\n00 0 1 0\n"}, {"byte order mark", "\xef\xbb\xbf" "1\n0 0 1 0\n"},
      {"tab", "1\n0\t0 1 0\n"}, {"three numbers", "1\n0 0 1\n"}, {"letters", "abc\n"}, {"five numbers", "1\n0 0 1 0 0\n"}};
  for (const TestCase& t : tests) {
    if (t.input.size() < 4) continue;
    bad.push_back({t.name + " without its final newline", t.input.substr(0, t.input.size() - 1)});
    bad.push_back({t.name + " with CRLF line ends", [&] {
                     std::string s;
                     for (const char c : t.input) s += c == '\n' ? std::string("\r\n") : std::string(1, c);
                     return s;
                   }()});
    bad.push_back({t.name + " with Q one more", std::to_string(std::stoll(t.input) + 1) + t.input.substr(t.input.find('\n'))});
    bad.push_back({t.name + " with a trailing space", t.input.substr(0, t.input.size() - 1) + " \n"});
  }
  return bad;
}

// Returns the answer with its last line changed (a yes/no flipped, or "Invalid command" replaced).
std::string changed_answer(const std::string& answer) {
  std::string s = answer;
  const size_t start = s.rfind('\n', s.size() - 2) == std::string::npos ? 0 : s.rfind('\n', s.size() - 2) + 1;
  const std::string last = s.substr(start);
  s.erase(start);
  if (last.compare(0, 7, "Invalid") == 0) return s + "red captain;NA;no;no\n";
  const size_t no = last.rfind(";no");
  return s + (no != std::string::npos ? last.substr(0, no) + ";yes" + last.substr(no + 3) : std::string("Invalid command\n"));
}

// Builds both validators into the work directory; returns false (reported) when one does not compile.
bool build_validators(const PackageOptions& o, std::string& input_validator, std::string& output_validator, const CheckLog& out) {
  const Build in = build_cached(o.work, file_text(o.root + "/" + INPUT_VALIDATOR), VALIDATOR_FLAGS);
  const Build ov = build_cached(o.work, file_text(o.root + "/" + OUTPUT_VALIDATOR), VALIDATOR_FLAGS);
  input_validator = in.binary, output_validator = ov.binary;
  const bool a = report(out, !in.binary.empty(), std::string("the input validator builds (g++ ") + VALIDATOR_FLAGS + ")", in.error);
  const bool b = report(out, !ov.binary.empty(), std::string("the output validator builds (g++ ") + VALIDATOR_FLAGS + ")", ov.error);
  return a && b;
}

// Returns true (reported) when the generated files in problem/ match a fresh generation.
bool generated_up_to_date(const PackageOptions& o, const CheckLog& out) {
  bool ok = true;
  for (const auto& f : generated_package_files(o.root))
    ok &= report(out, file_text(o.root + "/" + f.first) == f.second, f.first + " is up to date", "run `duck package --sync`");
  return ok;
}

}  // namespace

std::map<std::string, std::string> generated_package_files(const std::string& root) {
  std::map<std::string, std::string> files;
  files[INPUT_VALIDATOR] = amalgamate(root, {"validator/validate.h", "validator/validate.cpp", "validator/input_validator.cpp"}, {},
                                      "// Duck Chess: the strict input validator (Kattis / DOMjudge: exit 42 valid, 43 invalid),\n"
                                      "// amalgamated from validator/ by `duck package --sync`. Do not edit: edit validator/validate.cpp.\n");
  files[OUTPUT_VALIDATOR] =
      amalgamate(root, include_order(root, {"grader/verdict.cpp", "grader/compare.cpp", "support/bounded_read.cpp", "grader/checker.cpp", "package/kattis_checker_main.cpp"}),
                 {}, "// Duck Chess: the output validator (Kattis / DOMjudge: checker INPUT ANSWER FEEDBACK_DIR < OUTPUT,\n"
                     "// exit 42 accepted, 43 wrong answer), amalgamated from grader/ by `duck package --sync`. C++17.\n");
  return files;
}

int sync_package(const PackageOptions& o, std::ostream& out) {
  for (const auto& f : generated_package_files(o.root)) {
    const bool same = file_text(o.root + "/" + f.first) == f.second;
    if (!same && !write_file(o.root + "/" + f.first, f.second)) return out << "cannot write " << f.first << "\n", 1;
    out << (same ? "up to date: " : "wrote: ") << f.first << "\n";
  }
  return 0;
}

int write_package_zip(const PackageOptions& o, const std::string& zip_path, std::ostream& out) {
  std::string iv, ov;
  if (!generated_up_to_date(o, out) || !build_validators(o, iv, ov, out)) return 1;
  const std::string problem = o.root + "/problem";
  std::vector<std::pair<std::string, std::string>> files;
  for (const std::string& f : package_files(problem)) files.push_back({f, file_text(problem + "/" + f)});
  if (!write_file(zip_path, make_zip(files))) return out << "cannot write " << zip_path << "\n", 1;
  out << "wrote " << zip_path << ": " << files.size() << " files\n";
  return 0;
}

namespace {

// Returns true when the package's files are there, the generated ones up to date, and the tests load
// (into tests) with a compact secret suite; reports each check on out.
bool verify_files_and_tests(const PackageOptions& o, const CheckLog& out, std::vector<TestCase>& tests) {
  const std::string problem = o.root + "/problem";
  bool ok = true;
  for (const char* f : {"problem.yaml", ".timelimit", "domjudge-problem.ini"})
    ok &= report(out, fs::is_regular_file(problem + "/" + f), std::string("problem/") + f + " exists");
  ok &= generated_up_to_date(o, out);
  std::string error;
  if (!report(out, load_tests(package_test_dirs(o), tests, error), "data/sample and data/secret hold tests with answers", error)) return false;
  size_t secret = 0, commands = 0;
  for (const TestCase& t : tests) secret += t.name.compare(0, 7, "secret/") == 0, commands += size_t(std::count(t.input.begin(), t.input.end(), '\n'));
  return report(out, secret > 0 && secret <= 20, std::to_string(tests.size()) + " tests (" + std::to_string(secret) + " secret, at most 20), " +
                                                     std::to_string(commands) + " lines") && ok;
}

// Returns true when every answer is the judge's and the oracle's.
bool verify_answers(const std::vector<TestCase>& tests, const CheckLog& out) {
  bool ok = true;
  for (const TestCase& t : tests) {
    std::string judged;
    ParseError err;
    const bool judge_ok = run_judge(t.input.data(), t.input.size(), judged, err) && judged == t.answer;
    const oracle::RunResult r = oracle::run(t.input.data(), t.input.size());
    ok &= report(out, judge_ok && r.exit_code == 0 && r.out == t.answer, t.name + ".ans is the judge's and the oracle's answer");
  }
  return ok;
}

// Returns true when the input validator iv accepts every test and rejects every junk or near-miss input.
bool verify_input_validator(const std::string& iv, const std::vector<TestCase>& tests, const std::string& scratch, const CheckLog& out) {
  bool ok = true;
  int accepted = 0, rejected = 0;
  for (const TestCase& t : tests) {
    write_file(scratch + "/input", t.input);
    const int status = run_program({iv}, scratch + "/input", scratch + "/log");
    accepted += status == 42;
    if (status != 42) ok &= report(out, false, "the input validator accepts " + t.name, "exit " + std::to_string(status) + ": " + file_text(scratch + "/log"));
  }
  ok &= report(out, accepted == int(tests.size()), "the input validator accepts all " + std::to_string(tests.size()) + " tests");
  const auto bad = bad_inputs(tests);
  for (const auto& b : bad) {
    write_file(scratch + "/input", b.second);
    const int status = run_program({iv}, scratch + "/input", scratch + "/log");
    rejected += status == 43;
    if (status != 43) ok &= report(out, false, "the input validator rejects " + b.first, "exit " + std::to_string(status));
  }
  return report(out, rejected == int(bad.size()), "the input validator rejects all " + std::to_string(bad.size()) + " junk and near-miss inputs") && ok;
}

// Returns true when the output validator ov accepts each answer as an output and rejects a changed or
// empty one.
bool verify_output_validator(const std::string& ov, const std::vector<TestCase>& tests, const std::string& scratch, const CheckLog& out) {
  bool ok = true;
  int right = 0, checks = 0;
  for (const TestCase& t : tests) {
    write_file(scratch + "/input", t.input);
    write_file(scratch + "/answer", t.answer);
    const std::vector<std::pair<std::string, int>> outputs = {
        {t.answer, 42}, {changed_answer(t.answer), 43}, {std::string(), t.answer.empty() ? 42 : 43}};
    for (const auto& output : outputs) {
      write_file(scratch + "/output", output.first);
      const int status = run_program({ov, scratch + "/input", scratch + "/answer", scratch + "/feedback"}, scratch + "/output", scratch + "/log");
      ++checks;
      right += status == output.second && fs::exists(scratch + "/feedback/judgemessage.txt");
      if (status != output.second) ok &= report(out, false, "the output validator on " + t.name, "exit " + std::to_string(status) + ", expected " + std::to_string(output.second));
    }
  }
  return report(out, right == checks, "the output validator accepts every answer and rejects changed and empty outputs (" + std::to_string(checks) + " runs)") && ok;
}

// Returns the first test a solver did not pass, as "test: message", or "".
std::string first_failure(const SolverResult& r) {
  for (const TestResult& t : r.tests)
    if (t.verdict != Verdict::AC) return t.name + ": " + t.message;
  return "";
}

// Returns true when every submission gets its directory's verdict through the grader.
bool verify_submissions(const PackageOptions& o, const std::vector<TestCase>& tests, const CheckLog& out) {
  bool ok = true;
  for (const auto& e : EXPECTED) {
    GradeOptions g;
    g.test_dirs = package_test_dirs(o);
    g.jobs = o.jobs;
    boost::system::error_code ec;
    for (fs::directory_iterator it(o.root + "/problem/submissions/" + e.first, ec), end; !ec && it != end; it.increment(ec))
      if (fs::is_regular_file(it->path())) g.solvers.push_back(it->path().string());
    std::sort(g.solvers.begin(), g.solvers.end());
    if (g.solvers.empty()) continue;
    for (const SolverResult& r : grade(g, tests, nullptr)) {
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

int verify_package(const PackageOptions& o, std::ostream& stream, std::vector<PackageCheck>* checks) {
  const CheckLog out(stream, checks);
  std::vector<TestCase> tests;
  bool ok = verify_files_and_tests(o, out, tests);
  if (tests.empty()) return 1;
  ok &= verify_answers(tests, out);
  std::string iv, ov;
  if (!build_validators(o, iv, ov, out)) return 1;
  const std::string scratch = o.work + "/verify";
  fs::create_directories(scratch + "/feedback");
  ok &= verify_input_validator(iv, tests, scratch, out);
  ok &= verify_output_validator(ov, tests, scratch, out);
  ok &= verify_submissions(o, tests, out);
  stream << (ok ? "package verified: no surprise\n" : "package verification FAILED\n");
  return ok ? 0 : 1;
}

}  // namespace duck
