// `duck check`: the testlib and Kattis conventions, exit statuses and messages.
#include <gtest/gtest.h>

#include <cstdio>

#include <boost/filesystem.hpp>
#include <fstream>
#include <sstream>

#include "grader/checker.h"

namespace duck {
namespace {

namespace fs = boost::filesystem;

// A temporary directory with the three files of one check.
class CheckFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = fs::temp_directory_path() / fs::unique_path("duck-check-%%%%%%");
    fs::create_directories(dir);
    write("in", "1\n0 0 1 0\n");
    write("ans", "red car;NA;no;no\n");
  }
  void TearDown() override { fs::remove_all(dir); }
  // Writes text to the file called name in the directory; returns its path.
  std::string write(const std::string& name, const std::string& text) {
    const std::string path = (dir / name).string();
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  std::string path(const std::string& name) const { return (dir / name).string(); }
  fs::path dir;
};

TEST_F(CheckFiles, TestlibExitStatuses) {
  std::ostringstream log;
  EXPECT_EQ(check_testlib(path("in"), write("ok", "red car;NA;no;no\r\n"), path("ans"), log), TESTLIB_OK);
  EXPECT_EQ(check_testlib(path("in"), write("wa", "red car;NA;yes;no\n"), path("ans"), log), TESTLIB_WA);
  EXPECT_EQ(check_testlib(path("in"), write("pe", "red  car;NA;no;no\n"), path("ans"), log), TESTLIB_PE);
  EXPECT_EQ(check_testlib(path("in"), path("ok"), path("missing"), log), TESTLIB_FAIL);
  EXPECT_EQ(check_testlib(path("in"), path("missing"), path("ans"), log), TESTLIB_WA);
}

TEST_F(CheckFiles, TestlibMessageNamesTheDifference) {
  std::ostringstream log;
  check_testlib(path("in"), write("wa", "red car;NA;yes;no\n"), path("ans"), log);
  EXPECT_EQ(log.str(), "wrong answer line 1: expected \"red car;NA;no;no\", found \"red car;NA;yes;no\" (answer 3, check: expected \"no\", found \"yes\")\n");
}

// Returns a stream reading text (fmemopen), closed by the caller.
std::FILE* stream(const std::string& text) { return fmemopen(const_cast<char*>(text.data()), text.size(), "r"); }

TEST_F(CheckFiles, KattisExitStatusesAndJudgeMessage) {
  std::ostringstream log;
  const std::string good_text = "red car;NA;no;no\n", bad_text = "Invalid command\n", any_text = "x\n";
  std::FILE* good = stream(good_text);
  std::FILE* bad = stream(bad_text);
  EXPECT_EQ(check_kattis(path("in"), path("ans"), dir.string(), good, log), KATTIS_AC);
  EXPECT_EQ(check_kattis(path("in"), path("ans"), dir.string(), bad, log), KATTIS_WA);
  std::ifstream message(path("judgemessage.txt"));
  std::string line;
  std::getline(message, line);
  EXPECT_EQ(line, "line 1: expected \"red car;NA;no;no\", found \"Invalid command\" (the command is a legal move, the output calls it invalid)");
  std::FILE* any = stream(any_text);
  EXPECT_EQ(check_kattis(path("in"), path("missing"), dir.string(), any, log), KATTIS_JUDGE_ERROR);
  std::FILE* again = stream(any_text);
  EXPECT_EQ(check_kattis(path("in"), path("ans"), path("no-such-dir"), again, log), KATTIS_JUDGE_ERROR);
  for (std::FILE* f : {good, bad, any, again}) std::fclose(f);
}

TEST_F(CheckFiles, AnAnswerOrInputThatIsADirectoryIsTheJudgesFailureNamingIt) {
  std::ostringstream log;
  EXPECT_EQ(check_testlib(path("in"), write("ok", "red car;NA;no;no\n"), dir.string(), log), TESTLIB_FAIL);
  EXPECT_NE(log.str().find("FAIL cannot read " + dir.string()), std::string::npos) << log.str();
  EXPECT_EQ(check_testlib(dir.string(), path("ok"), path("ans"), log), TESTLIB_FAIL);
  const std::string out_text = "red car;NA;no;no\n";
  std::FILE* out = stream(out_text);
  std::ostringstream kattis_log;
  EXPECT_EQ(check_kattis(path("in"), dir.string(), dir.string(), out, kattis_log), KATTIS_JUDGE_ERROR);
  EXPECT_NE(kattis_log.str().find("judge error: cannot read " + dir.string()), std::string::npos) << kattis_log.str();
  std::fclose(out);
}

TEST_F(CheckFiles, AnEndlessOutputIsReadOnlyToTheLimitAndIsWrong) {
  std::ostringstream log;
  EXPECT_EQ(check_testlib(path("in"), "/dev/zero", path("ans"), log), TESTLIB_WA);
  EXPECT_NE(log.str().find("longer than " + std::to_string(CHECKER_FILE_LIMIT) + " bytes"), std::string::npos) << log.str();
  std::FILE* zero = std::fopen("/dev/zero", "rb");
  ASSERT_NE(zero, nullptr);
  EXPECT_EQ(check_kattis(path("in"), path("ans"), dir.string(), zero, log), KATTIS_WA);
  std::fclose(zero);
}

}  // namespace
}  // namespace duck
