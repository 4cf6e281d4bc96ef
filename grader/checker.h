// `duck check`: the comparison of compare.h behind the two checker conventions of the ecosystem.
//   testlib / Polygon / Codeforces: `check INPUT OUTPUT ANSWER`, exit 0 OK, 1 WA, 2 PE, 3 FAIL, message on stderr.
//   Kattis / DOMjudge output validator: `check --kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT`, exit 42 AC,
//   43 WA (PE included), anything else a judge error; the message goes to FEEDBACK_DIR/judgemessage.txt.
#pragma once

#include <cstddef>
#include <cstdio>
#include <iosfwd>
#include <string>

namespace duck {

// The exit statuses of both conventions.
enum CheckStatus {
  TESTLIB_OK = 0, TESTLIB_WA = 1, TESTLIB_PE = 2, TESTLIB_FAIL = 3,
  KATTIS_AC = 42, KATTIS_WA = 43, KATTIS_JUDGE_ERROR = 1
};

// The most bytes the checker reads of any file, the output included (the grader's default output
// limit): a longer input or answer is a judge error, a longer output a wrong answer. /dev/zero as the
// output therefore costs at most this much memory.
constexpr size_t CHECKER_FILE_LIMIT = size_t(64) << 20;

// Runs the testlib checker on three files; writes its message to `log` and returns the exit status.
int check_testlib(const std::string& input, const std::string& output, const std::string& answer, std::ostream& log);

// Runs the Kattis output validator with the output read from `output` (standard input in the CLI);
// writes FEEDBACK_DIR/judgemessage.txt (and a line to `log`) and returns the exit status. An input or
// answer that cannot be read (a directory, a missing file) is a judge error, never a verdict.
int check_kattis(const std::string& input, const std::string& answer, const std::string& feedback_dir, std::FILE* output,
                 std::ostream& log);

// Returns true and the whole content of a judge's file (a test's input or answer) in `text`; false and a
// reason naming the file in `error` when it cannot be read or is longer than CHECKER_FILE_LIMIT.
bool read_file(const std::string& path, std::string& text, std::string& error);

}  // namespace duck
