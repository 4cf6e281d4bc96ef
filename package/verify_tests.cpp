// Stage tests of `duck package --verify`: the tests, their answers, and the validators on them.
#include <algorithm>

#include <boost/filesystem.hpp>

#include "judge/run.h"
#include "oracle/oracle.h"
#include "package/build_cache.h"
#include "package/verify.h"
#include "support/files.h"

namespace duck {

namespace fs = boost::filesystem;

namespace {

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

// Returns true when every answer is the judge's and the oracle's.
bool check_answers(const std::vector<TestCase>& tests, const CheckLog& out) {
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
bool check_input_validator(const std::string& iv, const std::vector<TestCase>& tests, const std::string& scratch, const CheckLog& out) {
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
bool check_output_validator(const std::string& ov, const std::string& platform, const std::vector<TestCase>& tests, const std::string& scratch,
                            const CheckLog& out) {
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
      if (status != output.second) ok &= report(out, false, "the output validator (" + platform + ") on " + t.name, "exit " + std::to_string(status) + ", expected " + std::to_string(output.second));
    }
  }
  return report(out, right == checks, "the output validator (" + platform + ") accepts every answer and rejects changed and empty outputs (" + std::to_string(checks) + " runs)") && ok;
}

// Returns true when data/sample and data/secret hold tests with answers (loaded into p.tests), with a
// compact secret suite.
bool load_package_tests(PackageUnderTest& p, const CheckLog& out) {
  std::string error;
  if (!report(out, load_tests({p.dir + "/data/sample", p.dir + "/data/secret"}, p.tests, error), "data/sample and data/secret hold tests with answers", error))
    return false;
  size_t secret = 0, commands = 0;
  for (const TestCase& t : p.tests) secret += t.name.compare(0, 7, "secret/") == 0, commands += size_t(std::count(t.input.begin(), t.input.end(), '\n'));
  return report(out, secret > 0 && secret <= 20, std::to_string(p.tests.size()) + " tests (" + std::to_string(secret) + " secret, at most 20), " +
                                                     std::to_string(commands) + " lines");
}

}  // namespace

bool verify_tests(PackageUnderTest& p, const CheckLog& log) {
  if (!load_package_tests(p, log)) return false;
  bool ok = check_answers(p.tests, log);
  const std::string scratch = p.options.work + "/verify";
  fs::create_directories(scratch + "/feedback");
  if (report(log, !p.input_validator.empty(), "the input validator runs on the tests", "it did not build (stage programs)"))
    ok &= check_input_validator(p.input_validator, p.tests, scratch, log);
  else
    ok = false;
  if (!report(log, !p.output_validators.empty(), "the output validator runs on the tests", "it built on no platform (stage programs)")) return false;
  for (const auto& built : p.output_validators) ok &= check_output_validator(built.second, built.first, p.tests, scratch, log);
  return ok;
}

}  // namespace duck
