#include "grader/checker.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "grader/compare.h"

namespace duck {

bool read_file(const std::string& path, std::string& text, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot open " + path + ": " + std::strerror(errno);
    return false;
  }
  std::ostringstream all;
  all << in.rdbuf();
  if (in.bad()) {
    error = "cannot read " + path;
    return false;
  }
  text = all.str();
  return true;
}

int check_testlib(const std::string& input, const std::string& output, const std::string& answer, std::ostream& log) {
  std::string in_text, out_text, ans_text, error;
  if (!read_file(input, in_text, error) || !read_file(answer, ans_text, error)) {
    log << "FAIL " << error << "\n";
    return TESTLIB_FAIL;
  }
  if (!read_file(output, out_text, error)) {
    log << "wrong answer " << error << "\n";
    return TESTLIB_WA;
  }
  const Difference d = compare_output(out_text, ans_text);
  switch (d.verdict) {
    case Verdict::AC: log << "ok the output matches the answer\n"; return TESTLIB_OK;
    case Verdict::PE: log << "wrong output format " << d.message << "\n"; return TESTLIB_PE;
    default: log << "wrong answer " << d.message << "\n"; return TESTLIB_WA;
  }
}

int check_kattis(const std::string& input, const std::string& answer, const std::string& feedback_dir,
                 std::istream& output, std::ostream& log) {
  std::string in_text, ans_text, error;
  if (!read_file(input, in_text, error) || !read_file(answer, ans_text, error)) {
    log << "judge error: " << error << "\n";
    return KATTIS_JUDGE_ERROR;
  }
  const std::string out_text{std::istreambuf_iterator<char>(output), std::istreambuf_iterator<char>()};
  const Difference d = compare_output(out_text, ans_text);
  const std::string message_path = feedback_dir + "/judgemessage.txt";
  std::ofstream message(message_path, std::ios::binary | std::ios::trunc);
  message << (d.verdict == Verdict::PE ? "presentation: " : "") << d.message << "\n";
  if (!message.flush()) {
    log << "judge error: cannot write " << message_path << "\n";
    return KATTIS_JUDGE_ERROR;
  }
  log << verdict_name(d.verdict) << " " << d.message << "\n";
  return d.verdict == Verdict::AC ? KATTIS_AC : KATTIS_WA;
}

}  // namespace duck
