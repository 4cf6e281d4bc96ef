// End-to-end tests of the built duckjudge binary: input files on stdin; stdout compared byte for
// byte, the one stderr line and the exit status of docs/CONTRACT.md, and no stdout on error.
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#ifndef DUCKJUDGE_PATH
#error "DUCKJUDGE_PATH must name the built duckjudge"
#endif
#ifndef DUCK_TEST_DATA_DIR
#error "DUCK_TEST_DATA_DIR must name tests/data"
#endif

namespace duck_e2e {
namespace {

// What one run of duckjudge did.
struct Result {
  int status;  // the exit status, or -1 when it did not exit normally
  std::string out;
  std::string err;
};

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary);
  out.write(bytes.data(), std::streamsize(bytes.size()));
}

std::string data_path(const std::string& relative) { return std::string(DUCK_TEST_DATA_DIR) + "/" + relative; }

// Returns a scratch path for this process, this test and `what`.
std::string scratch(const std::string& what) {
  const ::testing::TestInfo* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string name = std::string(info->test_suite_name()) + "." + info->name();
  for (char& c : name)
    if (c == '/') c = '_';
  return ::testing::TempDir() + "duckjudge_e2e_" + std::to_string(getpid()) + "_" + name + "_" + what;
}

// Runs `duckjudge ARGS < stdin_path` with stdout to stdout_path (a scratch file unless given).
Result run_shell(const std::string& args, const std::string& stdin_path, const std::string& stdout_path = "") {
  const std::string out = stdout_path.empty() ? scratch("stdout") : stdout_path;
  const std::string err = scratch("stderr");
  const std::string command = "'" DUCKJUDGE_PATH "'" + args + " < '" + stdin_path + "' > '" + out + "' 2> '" + err + "'";
  const int raw = std::system(command.c_str());
  Result r;
  r.status = (raw != -1 && WIFEXITED(raw)) ? WEXITSTATUS(raw) : -1;
  r.out = stdout_path.empty() ? read_file(out) : "";
  r.err = read_file(err);
  std::remove(err.c_str());
  if (stdout_path.empty()) std::remove(out.c_str());
  return r;
}

// Runs duckjudge on a file of tests/data.
Result run_on_file(const std::string& relative) { return run_shell("", data_path(relative)); }

// Runs duckjudge on the given bytes, written to a scratch file first.
Result run_on_bytes(const std::string& input) {
  const std::string in = scratch("stdin");
  write_file(in, input);
  Result r = run_shell("", in);
  std::remove(in.c_str());
  return r;
}

// Checks a malformed input: status 2, no stdout, exactly one line "duckjudge: stdin:WHERE: MESSAGE".
void expect_malformed(const std::string& input, const std::string& where, const std::string& message) {
  const Result r = run_on_bytes(input);
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "duckjudge: stdin:" + where + ": " + message + "\n");
}

// ---- Games: the sample, the official tests, a hand-made game -----------------------------

TEST(Games, Sample) {
  const Result r = run_on_file("sample/sample.in");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, read_file(data_path("sample/sample.ans")));
  EXPECT_EQ(r.err, "");
}

class Official : public ::testing::TestWithParam<int> {};

TEST_P(Official, MatchesTheOfficialAnswerByteForByte) {
  const std::string name = "official/" + std::to_string(GetParam());
  const std::string answer = read_file(data_path(name + ".ans"));
  ASSERT_FALSE(answer.empty());
  const Result r = run_on_file(name + ".in");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, answer);
  EXPECT_EQ(r.err, "");
}

INSTANTIATE_TEST_SUITE_P(Contest, Official, ::testing::Values(1, 2, 3, 4),
                         [](const ::testing::TestParamInfo<int>& p) { return "test" + std::to_string(p.param); });

TEST(Games, HandMadeGameWhereBlueWins) {
  const Result r = run_on_file("games/blue-wins.in");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, read_file(data_path("games/blue-wins.ans")));
  EXPECT_EQ(r.err, "");
}

TEST(Games, InputThroughAPipe) {
  // stdin is a pipe rather than a regular file.
  const std::string out = scratch("stdout"), err = scratch("stderr");
  const std::string command = "cat '" + data_path("official/2.in") + "' | '" DUCKJUDGE_PATH "' > '" + out + "' 2> '" + err + "'";
  const int raw = std::system(command.c_str());
  ASSERT_TRUE(raw != -1 && WIFEXITED(raw));
  EXPECT_EQ(WEXITSTATUS(raw), 0);
  EXPECT_EQ(read_file(out), read_file(data_path("official/2.ans")));
  EXPECT_EQ(read_file(err), "");
  std::remove(out.c_str());
  std::remove(err.c_str());
}

// ---- Accepted layouts --------------------------------------------------------------------

// Returns s with every "\n" replaced by `eol`.
std::string replace_newlines(const std::string& s, const std::string& eol) {
  std::string out;
  for (char c : s) out += c == '\n' ? eol : std::string(1, c);
  return out;
}

TEST(Layout, CrlfLineEnds) {
  const Result r = run_on_bytes(replace_newlines(read_file(data_path("sample/sample.in")), "\r\n"));
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, read_file(data_path("sample/sample.ans")));
}

TEST(Layout, TabsAndMultipleSpaces) {
  std::string input;
  for (char c : read_file(data_path("sample/sample.in"))) input += c == ' ' ? std::string(" \t  ") : std::string(1, c);
  const Result r = run_on_bytes("\n\t " + input + "\n\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, read_file(data_path("sample/sample.ans")));
}

TEST(Layout, EverythingOnOneLine) {
  const Result r = run_on_bytes(replace_newlines(read_file(data_path("sample/sample.in")), " "));
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, read_file(data_path("sample/sample.ans")));
}

TEST(Layout, MissingFinalNewline) {
  std::string input = read_file(data_path("sample/sample.in"));
  ASSERT_EQ(input.back(), '\n');
  input.pop_back();
  const Result r = run_on_bytes(input);
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, read_file(data_path("sample/sample.ans")));
}

TEST(Layout, QZeroGivesEmptyOutput) {
  const Result r = run_on_bytes("0\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "");
}

TEST(Layout, LeadingZeros) {
  // 0008 is column 8: the red car on (0, 8) moves to (1, 8).
  const Result r = run_on_bytes("001\n00 0008 01 08\n");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out, "red car;NA;no;no\n");
}

// ---- Malformed input, one test per class of docs/CONTRACT.md -------------------------------

TEST(Malformed, EmptyInput) { expect_malformed("", "1:1", "expected the command count Q, found end of input"); }

TEST(Malformed, EmptyFileOnDevNull) {
  const Result r = run_shell("", "/dev/null");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "duckjudge: stdin:1:1: expected the command count Q, found end of input\n");
}

TEST(Malformed, WhitespaceOnly) {
  expect_malformed(" \r\n\t\n  ", "3:3", "expected the command count Q, found end of input");
}

TEST(Malformed, NonIntegerQ) {
  expect_malformed("abc\n", "1:1", "expected the command count Q (a non-negative integer), found \"abc\"");
}

TEST(Malformed, NegativeQ) {
  expect_malformed("-5\n", "1:1", "expected the command count Q (a non-negative integer), found \"-5\"");
}

TEST(Malformed, MinusZeroAndPlusOne) {
  expect_malformed("-0\n", "1:1", "expected the command count Q (a non-negative integer), found \"-0\"");
  expect_malformed("+1\n0 0 1 0\n", "1:1", "expected the command count Q (a non-negative integer), found \"+1\"");
}

TEST(Malformed, QOverflow) {
  expect_malformed("9223372036854775808\n", "1:1",
                   "expected the command count Q (at most 9223372036854775807), found \"9223372036854775808\"");
}

TEST(Malformed, QOverflowThatWrapsAround64Bits) {
  expect_malformed("18446744073709551616\n", "1:1",
                   "expected the command count Q (at most 9223372036854775807), found \"18446744073709551616\"");
}

TEST(Malformed, QAtTheMaximumIsReadThenCommandsRunOut) {
  expect_malformed("9223372036854775807\n0 0 1 0\n", "3:1", "expected xs of command 2, found end of input");
}

TEST(Malformed, FewerCommandsThanQ) {
  // Two legal commands come first: nothing at all may reach stdout.
  expect_malformed("3\n0 0 1 0\n9 0 8 0\n", "4:1", "expected xs of command 3, found end of input");
}

TEST(Malformed, CommandCutShort) {
  expect_malformed("3\n0 0 1 0\n9 0 8 0\n1 0", "4:4", "expected xt of command 3, found end of input");
}

TEST(Malformed, CoordinateOutOfRangeForEachName) {
  expect_malformed("1\n10 0 0 0\n", "2:1", "expected xs of command 1 (an integer in 0..9), found \"10\"");
  expect_malformed("1\n0 9 0 0\n", "2:3", "expected ys of command 1 (an integer in 0..8), found \"9\"");
  expect_malformed("1\n0 0 10 0\n", "2:5", "expected xt of command 1 (an integer in 0..9), found \"10\"");
  expect_malformed("1\n0 0 0 9\n", "2:7", "expected yt of command 1 (an integer in 0..8), found \"9\"");
  expect_malformed("1\n0 009 0 0\n", "2:3", "expected ys of command 1 (an integer in 0..8), found \"009\"");
}

TEST(Malformed, CoordinateNotAnInteger) {
  expect_malformed("1\n0 0 1 x\n", "2:7", "expected yt of command 1 (an integer in 0..8), found \"x\"");
}

TEST(Malformed, TrailingToken) {
  expect_malformed("1\n0 0 1 0\n0\n", "3:1", "expected end of input after 1 commands, found \"0\"");
}

TEST(Malformed, NulByte) {
  expect_malformed(std::string("1\n0 \0 1 0\n", 10), "2:3",
                   "expected ys of command 1 (an integer in 0..8), found \"\\x00\"");
}

TEST(Malformed, LongTokenIsCutAfter32Bytes) {
  expect_malformed(std::string(100, 'q'), "1:1",
                   "expected the command count Q (a non-negative integer), found \"" + std::string(32, 'q') + "...\"");
}

TEST(Malformed, EscapedBytes) {
  expect_malformed("1\n0 0 1 \"\\\x7f\xe9\n", "2:7",
                   "expected yt of command 1 (an integer in 0..8), found \"\\\"\\\\\\x7f\\xe9\"");
}

TEST(Malformed, ErrorAfterMoreOutputThanABufferGivesNoStdout) {
  // 100000 answered commands would be 1.6 MB of output; the error at the very end must win.
  std::string input = "100001\n";
  for (int i = 0; i < 100000; ++i) input += "0 0 0 0\n";
  input += "0 0 0 x\n";
  expect_malformed(input, "100002:7", "expected yt of command 100001 (an integer in 0..8), found \"x\"");
}

// ---- Arguments and I/O errors ------------------------------------------------------------

TEST(Arguments, Help) {
  const Result r = run_shell(" --help", "/dev/null");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out.rfind("Usage: duckjudge", 0), 0u) << r.out;
  EXPECT_EQ(r.err, "");
}

TEST(Arguments, Version) {
  const Result r = run_shell(" --version", "/dev/null");
  EXPECT_EQ(r.status, 0);
  EXPECT_EQ(r.out.rfind("duckjudge ", 0), 0u) << r.out;
  ASSERT_FALSE(r.out.empty());
  EXPECT_EQ(r.out.back(), '\n');
  EXPECT_EQ(r.err, "");
}

TEST(Arguments, UnknownArgumentIsAUsageError) {
  for (const char* args : {" --bogus", " input.txt", " -", " --help extra", " --version --help"}) {
    const Result r = run_shell(args, data_path("sample/sample.in"));
    EXPECT_EQ(r.status, 1) << args;
    EXPECT_EQ(r.out, "") << args;
    EXPECT_EQ(r.err.rfind("duckjudge: ", 0), 0u) << args << ": " << r.err;
  }
}

TEST(Arguments, WriteErrorIsStatusOne) {
  if (access("/dev/full", W_OK) != 0) GTEST_SKIP() << "no /dev/full";
  const Result r = run_shell("", data_path("sample/sample.in"), "/dev/full");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err.rfind("duckjudge: ", 0), 0u) << r.err;
}

}  // namespace
}  // namespace duck_e2e
