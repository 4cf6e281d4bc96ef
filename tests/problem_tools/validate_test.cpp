// The strict validator: what it accepts, what it rejects and where it says the fault is.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "judge/format.h"
#include "judge/reader.h"
#include "generators/generate.h"
#include "generators/rng.h"
#include "generators/script.h"
#include "validator/validate.h"

namespace {

// Returns the verdict on text with the contest's bound.
duck::Validation check(const std::string& text) { return duck::validate_input(text.data(), text.size(), duck::CONTEST_MAX_Q); }

TEST(Validate, AcceptsTheSmallestInputs) {
  EXPECT_TRUE(check("0\n").valid);
  EXPECT_TRUE(check("1\n0 0 0 0\n").valid);
  EXPECT_TRUE(check("2\n9 8 9 8\n0 0 1 0\n").valid);
  EXPECT_EQ(check("2\n9 8 9 8\n0 0 1 0\n").q, 2);
}

TEST(Validate, AcceptsTheContestSampleAndOfficialData) {
  for (const char* name : {"sample/sample.in", "official/1.in", "official/2.in", "official/3.in", "official/4.in"}) {
    std::string path = std::string(DUCK_TEST_DATA_DIR) + "/" + name;
    FILE* f = std::fopen(path.c_str(), "rb");
    ASSERT_NE(f, nullptr) << path;
    std::string text;
    char buffer[4096];
    for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;) text.append(buffer, n);
    std::fclose(f);
    EXPECT_TRUE(check(text).valid) << name << ": " << duck::describe(check(text));
  }
}

struct Bad {
  const char* text;
  long long line, col;
  const char* words;  // a piece of the message
};

TEST(Validate, RejectsEveryDeviationAtItsPlace) {
  const Bad cases[] = {
      {"", 1, 1, "found end of file"},
      {"\n", 1, 1, "found a line end"},
      {" 0\n", 1, 1, "found a space"},
      {"0", 1, 2, "line end (LF) after Q"},
      {"0 \n", 1, 2, "found a space"},
      {"00\n", 1, 1, "leading zeros"},
      {"-0\n", 1, 1, "\"-0\""},
      {"+1\n0 0 0 0\n", 1, 1, "\"+1\""},
      {"1001\n", 1, 1, "0..1000"},
      {"99999999999999999999999\n", 1, 1, "0..1000"},
      {"1e3\n", 1, 1, "\"1e3\""},
      {"\xef\xbb\xbf" "0\n", 1, 1, "\\xef\\xbb\\xbf0"},
      {"0\r\n", 1, 2, "carriage return"},
      {"1\r\n0 0 0 0\r\n", 1, 2, "carriage return"},
      {"1\n0 0 0 0\r\n", 2, 8, "carriage return"},
      {"1\n0 0 0 0", 2, 8, "line end (LF) after yt of command 1"},
      {"1\n0 0 0 0 \n", 2, 8, "found a space"},
      {"1\n0  0 0 0\n", 2, 3, "found a space"},
      {"1\n0\t0 0 0\n", 2, 1, "\"0\\x090\""},
      {"1\n 0 0 0 0\n", 2, 1, "xs of command 1"},
      {"1\n10 0 0 0\n", 2, 1, "0..9"},
      {"1\n0 9 0 0\n", 2, 3, "ys of command 1 (an integer in 0..8)"},
      {"1\n0 0 -0 0\n", 2, 5, "xt of command 1"},
      {"1\n0 0 0 08\n", 2, 7, "leading zeros"},
      {"1\n0 0 0\n", 2, 6, "single space after xt"},
      {"2\n0 0 0 0\n", 3, 1, "xs of command 2"},
      {"1\n0 0 0 0\n\n", 3, 1, "end of file after command 1"},
      {"0\n0 0 0 0\n", 2, 1, "end of file after Q = 0"},
      {"1\n\n0 0 0 0\n", 2, 1, "found a line end"},
  };
  for (const Bad& b : cases) {
    const duck::Validation v = check(b.text);
    EXPECT_FALSE(v.valid) << b.text;
    EXPECT_EQ(v.line, b.line) << b.text << " -> " << duck::describe(v);
    EXPECT_EQ(v.col, b.col) << b.text << " -> " << duck::describe(v);
    EXPECT_NE(v.message.find(b.words), std::string::npos) << b.text << " -> " << duck::describe(v);
  }
}

TEST(Validate, MaxQIsABound) {
  EXPECT_TRUE(duck::validate_input("2\n0 0 0 0\n0 0 0 0\n", 18, 2).valid);
  EXPECT_FALSE(duck::validate_input("2\n0 0 0 0\n0 0 0 0\n", 18, 1).valid);
  EXPECT_TRUE(duck::validate_input("0\n", 2, 0).valid);
}

TEST(Validate, DescribeNamesLineAndColumn) {
  EXPECT_EQ(duck::describe(check("1\n0 9 0 0\n")), "line 2, column 3: expected ys of command 1 (an integer in 0..8), found \"9\"");
  EXPECT_EQ(duck::describe(check("0\n")), "valid: 0 commands");
}

// Returns a canonical input of q random commands.
std::string random_input(duck::Rng& rng, int q) {
  std::vector<duck::Move> commands;
  for (int i = 0; i < q; ++i) commands.push_back(duck::random_command(rng));
  return duck::format_commands(commands);
}

TEST(Validate, EveryCanonicalInputIsValidAndEverySingleByteChangeThatBreaksFormatIsCaught) {
  duck::Rng rng(11);
  for (int round = 0; round < 200; ++round) {
    const std::string text = random_input(rng, int(rng.below(6)));
    ASSERT_TRUE(check(text).valid) << text;
    // A strictly valid input is also read by the lenient reader, with the same Q.
    std::vector<duck::Move> moves;
    duck::ParseError err;
    ASSERT_TRUE(duck::parse_commands(text.data(), text.size(), moves, err));
    EXPECT_EQ(static_cast<long long>(moves.size()), check(text).q);
    // Inserting a space, a CR, a zero (a leading zero, a coordinate above 9, or a Q that no
    // longer matches the lines) or a newline anywhere, or dropping the final newline, breaks it.
    const size_t at = size_t(rng.below(text.size()));
    for (const std::string& insert : {std::string(" "), std::string("\r"), std::string("0"), std::string("\n")}) {
      std::string bad = text;
      bad.insert(at, insert);
      EXPECT_FALSE(check(bad).valid) << "inserted " << int(insert[0]) << " at " << at << " in\n" << text;
    }
    EXPECT_FALSE(check(text.substr(0, text.size() - 1)).valid);
  }
}

}  // namespace
