#include "grader/checker.h"

#include <cstdio>
#include <fstream>
#include <iostream>

#include "grader/compare.h"
#include "support/bounded_read.h"

namespace duck {

namespace {

// Returns true and the whole file in text when the judge's own file (input, answer) can be read and is at
// most CHECKER_FILE_LIMIT bytes; false and a reason naming the file otherwise.
bool read_judge_file(const std::string& path, std::string& text, std::string& error) {
  const ReadStatus status = read_file_bounded(path, CHECKER_FILE_LIMIT, text, error);
  if (status == ReadStatus::TOO_LONG) error = path + " is longer than " + std::to_string(CHECKER_FILE_LIMIT) + " bytes";
  return status == ReadStatus::OK;
}

// Returns the verdict line of an output that could not be read whole: "" when it was (out holds it).
std::string unreadable_output(ReadStatus status, const std::string& error) {
  if (status == ReadStatus::TOO_LONG) return "the output is longer than " + std::to_string(CHECKER_FILE_LIMIT) + " bytes";
  return status == ReadStatus::FAILED ? error : "";
}

}  // namespace

bool read_file(const std::string& path, std::string& text, std::string& error) { return read_judge_file(path, text, error); }

int check_testlib(const std::string& input, const std::string& output, const std::string& answer, std::ostream& log) {
  std::string in_text, out_text, ans_text, error;
  if (!read_judge_file(input, in_text, error) || !read_judge_file(answer, ans_text, error)) {
    log << "FAIL " << error << "\n";
    return TESTLIB_FAIL;
  }
  const std::string unread = unreadable_output(read_file_bounded(output, CHECKER_FILE_LIMIT, out_text, error), error);
  if (!unread.empty()) {
    log << "wrong answer " << unread << "\n";
    return TESTLIB_WA;
  }
  const Difference d = compare_output(out_text, ans_text);
  switch (d.verdict) {
    case Verdict::AC: log << "ok the output matches the answer\n"; return TESTLIB_OK;
    case Verdict::PE: log << "wrong output format " << d.message << "\n"; return TESTLIB_PE;
    default: log << "wrong answer " << d.message << "\n"; return TESTLIB_WA;
  }
}

int check_kattis(const std::string& input, const std::string& answer, const std::string& feedback_dir, std::FILE* output,
                 std::ostream& log) {
  std::string in_text, ans_text, out_text, error;
  if (!read_judge_file(input, in_text, error) || !read_judge_file(answer, ans_text, error)) {
    log << "judge error: " << error << "\n";
    return KATTIS_JUDGE_ERROR;
  }
  const std::string unread = unreadable_output(read_bounded(output, CHECKER_FILE_LIMIT, out_text, error), error);
  Difference d;
  if (unread.empty()) {
    d = compare_output(out_text, ans_text);
  } else {
    d.verdict = Verdict::WA;
    d.message = unread;
  }
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
