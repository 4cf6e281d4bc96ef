// run_judge and answer_commands on whole inputs: the sample, the four official tests, and
// inputs large enough to pass through the output buffer several times.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "judge/run.h"

#ifndef DUCK_TEST_DATA_DIR
#error "DUCK_TEST_DATA_DIR must name tests/data"
#endif

namespace duck_test {
namespace {

// Returns the bytes of a file under tests/data, failing the test when it cannot be read.
std::string data_file(const std::string& relative) {
  const std::string path = std::string(DUCK_TEST_DATA_DIR) + "/" + relative;
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in.good()) << "cannot read " << path;
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Returns the judge's answer to `input`, or "error: ..." when it is rejected.
std::string judge(const std::string& input) {
  std::string out = "stale";
  duck::ParseError err{0, 0, ""};
  if (!duck::run_judge(input.data(), input.size(), out, err)) {
    EXPECT_EQ(out, "") << "nothing may be output on malformed input";
    return "error: " + err.message;
  }
  return out;
}

TEST(Run, Sample) {
  const std::string answer = data_file("sample/sample.ans");
  ASSERT_FALSE(answer.empty());
  EXPECT_EQ(judge(data_file("sample/sample.in")), answer);
}

class Official : public ::testing::TestWithParam<int> {};

TEST_P(Official, MatchesTheOfficialAnswer) {
  const std::string name = "official/" + std::to_string(GetParam());
  const std::string answer = data_file(name + ".ans");
  ASSERT_FALSE(answer.empty());
  EXPECT_EQ(judge(data_file(name + ".in")), answer);
}

INSTANTIATE_TEST_SUITE_P(Contest, Official, ::testing::Values(1, 2, 3, 4),
                         [](const ::testing::TestParamInfo<int>& p) { return "test" + std::to_string(p.param); });

TEST(Run, HandMadeGameWhereBlueWins) {
  EXPECT_EQ(judge(data_file("games/blue-wins.in")), data_file("games/blue-wins.ans"));
}

TEST(Run, SampleWithCrlfLineEndsAndNoFinalNewline) {
  std::string crlf;
  for (char c : data_file("sample/sample.in")) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  EXPECT_EQ(judge(crlf), data_file("sample/sample.ans"));
  crlf.resize(crlf.size() - 2);
  EXPECT_EQ(judge(crlf), data_file("sample/sample.ans"));
}

TEST(Run, QZeroGivesEmptyOutput) {
  EXPECT_EQ(judge("0\n"), "");
}

TEST(Run, MalformedInputGivesNoOutput) {
  EXPECT_EQ(judge("2\n0 0 1 0\n"), "error: expected xs of command 2, found end of input");
}

TEST(Run, ManyCommandsPassThroughTheOutputBuffer) {
  // 5000 invalid commands (a red car onto its own square): 5000 * 16 = 80000 bytes of output,
  // more than one 64 KiB buffer.
  std::string input = "5000\n", expected;
  for (int i = 0; i < 5000; ++i) input += "0 0 0 0\n", expected += "Invalid command\n";
  EXPECT_EQ(judge(input), expected);

  // Two cars going back and forth: 4000 legal moves, 2000 * 17 + 2000 * 18 = 70000 bytes.
  std::string game = "4000\n", answer;
  for (int i = 0; i < 1000; ++i) {
    game += "0 0 1 0\n9 0 8 0\n1 0 0 0\n8 0 9 0\n";
    answer += "red car;NA;no;no\nblue car;NA;no;no\nred car;NA;no;no\nblue car;NA;no;no\n";
  }
  EXPECT_EQ(judge(game), answer);
}

// Collects chunks from answer_commands.
void collect(void* context, const char* data, size_t size) {
  static_cast<std::vector<std::string>*>(context)->push_back(std::string(data, size));
}

TEST(Run, AnswerCommandsSendsEverythingInOrder) {
  std::vector<duck::Move> moves(10000, duck::make_move(0, 0, 0, 0));
  std::vector<std::string> chunks;
  duck::answer_commands(moves, collect, &chunks);
  ASSERT_GE(chunks.size(), 2u);
  std::string all;
  for (const std::string& c : chunks) {
    EXPECT_FALSE(c.empty());
    all += c;
  }
  std::string expected;
  for (int i = 0; i < 10000; ++i) expected += "Invalid command\n";
  EXPECT_EQ(all, expected);
}

TEST(Run, AnswerCommandsWithNoMovesSendsNothing) {
  std::vector<std::string> chunks;
  duck::answer_commands(std::vector<duck::Move>(), collect, &chunks);
  EXPECT_TRUE(chunks.empty());
}

}  // namespace
}  // namespace duck_test
