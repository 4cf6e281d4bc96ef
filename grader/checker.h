// `duck check`: the comparison of compare.h behind the two checker conventions of the ecosystem.
//   testlib / Polygon / Codeforces: `check INPUT OUTPUT ANSWER`, exit 0 OK, 1 WA, 2 PE, 3 FAIL, message on stderr.
//   Kattis / DOMjudge output validator: `check --kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT`, exit 42 AC,
//   43 WA (PE included), anything else a judge error; the message goes to FEEDBACK_DIR/judgemessage.txt.
#pragma once

#include <iosfwd>
#include <string>

namespace duck {

// The exit statuses of both conventions.
enum CheckStatus {
  TESTLIB_OK = 0, TESTLIB_WA = 1, TESTLIB_PE = 2, TESTLIB_FAIL = 3,
  KATTIS_AC = 42, KATTIS_WA = 43, KATTIS_JUDGE_ERROR = 1
};

// Runs the testlib checker on three files; writes its message to `log` and returns the exit status.
int check_testlib(const std::string& input, const std::string& output, const std::string& answer, std::ostream& log);

// Runs the Kattis output validator with the output read from `output` (standard input in the CLI);
// writes FEEDBACK_DIR/judgemessage.txt (and a line to `log`) and returns the exit status.
int check_kattis(const std::string& input, const std::string& answer, const std::string& feedback_dir,
                 std::istream& output, std::ostream& log);

// Returns true and the whole content of a file in `text`; false and a reason in `error` when it cannot be read.
bool read_file(const std::string& path, std::string& text, std::string& error);

}  // namespace duck
