// The lenient reader (docs/CONTRACT.md): what it accepts, and for malformed input the first
// offending token's line:col and the exact message. Every expectation is worked out by hand.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "judge/reader.h"
#include "judge/types.h"

namespace duck_test {
namespace {

// A parse error as the contract prints it: "LINE:COL: message".
std::string error_of(const std::string& input) {
  std::vector<duck::Move> moves;
  duck::ParseError err{0, 0, ""};
  if (duck::parse_commands(input.data(), input.size(), moves, err)) return "(accepted)";
  return std::to_string(err.line) + ":" + std::to_string(err.col) + ": " + err.message;
}

// The commands read, as (xs, ys, xt, yt) quadruples; {{-1}} when the input is rejected.
std::vector<std::vector<int>> commands_of(const std::string& input) {
  std::vector<duck::Move> moves;
  duck::ParseError err{0, 0, ""};
  if (!duck::parse_commands(input.data(), input.size(), moves, err)) return {{-1}};
  std::vector<std::vector<int>> out;
  for (const duck::Move& m : moves)
    out.push_back({duck::row_of(m.from), duck::col_of(m.from), duck::row_of(m.to), duck::col_of(m.to)});
  return out;
}

typedef std::vector<std::vector<int>> Commands;

// ---- Accepted input ----------------------------------------------------------------------

TEST(ReaderAccepts, OneCommandALine) {
  EXPECT_EQ(commands_of("2\n0 0 1 0\n9 8 8 8\n"), (Commands{{0, 0, 1, 0}, {9, 8, 8, 8}}));
}

TEST(ReaderAccepts, QZeroAndNothingElse) {
  EXPECT_EQ(commands_of("0\n"), Commands());
  EXPECT_EQ(commands_of("0"), Commands());
  EXPECT_EQ(commands_of("000\n\n  \n"), Commands());
}

TEST(ReaderAccepts, CrlfLineEnds) {
  EXPECT_EQ(commands_of("2\r\n0 0 1 0\r\n9 8 8 8\r\n"), (Commands{{0, 0, 1, 0}, {9, 8, 8, 8}}));
}

TEST(ReaderAccepts, MissingFinalNewline) {
  EXPECT_EQ(commands_of("1\n3 4 5 6"), (Commands{{3, 4, 5, 6}}));
}

TEST(ReaderAccepts, AnyWhitespaceBetweenTokens) {
  EXPECT_EQ(commands_of("  2 \t\n\n0\t\t0   1\v0\f\r\n 9 8\n8\n8   \n\n"), (Commands{{0, 0, 1, 0}, {9, 8, 8, 8}}));
  EXPECT_EQ(commands_of("2 0 0 1 0 9 8 8 8"), (Commands{{0, 0, 1, 0}, {9, 8, 8, 8}}));
}

TEST(ReaderAccepts, LeadingZeros) {
  EXPECT_EQ(commands_of("01\n007 0008 09 00\n"), (Commands{{7, 8, 9, 0}}));
  EXPECT_EQ(commands_of("1\n" + std::string(100, '0') + "5 0 0 " + std::string(50, '0') + "\n"), (Commands{{5, 0, 0, 0}}));
}

TEST(ReaderAccepts, OneDigitCommandsFollowedByLongerTokens) {
  // Commands of four one-digit tokens and commands with longer tokens, mixed.
  EXPECT_EQ(commands_of("3\n0 0 1 05\n01 2 3 4\n5 6 7 8\n"), (Commands{{0, 0, 1, 5}, {1, 2, 3, 4}, {5, 6, 7, 8}}));
  EXPECT_EQ(commands_of("2\n1 2 3 4 5 6 7 8"), (Commands{{1, 2, 3, 4}, {5, 6, 7, 8}}));
}

TEST(ReaderAccepts, TheLargestCoordinates) {
  EXPECT_EQ(commands_of("1\n9 8 9 8\n"), (Commands{{9, 8, 9, 8}}));
}

// The reader tests "d d d d\n" eight bytes at a time; every byte next to that shape must fall
// back to the token-by-token reading and give the same commands or the same error.
TEST(ReaderAccepts, ShapesNextToTheEightByteCommand) {
  EXPECT_EQ(commands_of("1\n1 2 3 4\t"), (Commands{{1, 2, 3, 4}}));      // a tab ends it
  EXPECT_EQ(commands_of("1\n1 2 3 4 "), (Commands{{1, 2, 3, 4}}));       // a space ends it
  EXPECT_EQ(commands_of("1\n1\t2 3 4\n"), (Commands{{1, 2, 3, 4}}));     // a tab inside
  EXPECT_EQ(commands_of("1\n1 2 3 4\r\n"), (Commands{{1, 2, 3, 4}}));    // CRLF
  EXPECT_EQ(commands_of("2\n1 2 3 4\n\n5 6 7 8\n"), (Commands{{1, 2, 3, 4}, {5, 6, 7, 8}}));  // an empty line between
  EXPECT_EQ(commands_of("2\n9 8 9 8\n0 0 0 0\n"), (Commands{{9, 8, 9, 8}, {0, 0, 0, 0}}));    // the extreme digits
}

TEST(ReaderRejects, BytesNextToDigitsInTheEightByteCommand) {
  // ':' and '/' are the bytes just above '9' and below '0'; '9' in a column is out of range.
  EXPECT_EQ(error_of("2\n1 2 3 4\n1 : 3 4\n"), "3:3: expected ys of command 2 (an integer in 0..8), found \":\"");
  EXPECT_EQ(error_of("2\n1 2 3 4\n: 2 3 4\n"), "3:1: expected xs of command 2 (an integer in 0..9), found \":\"");
  EXPECT_EQ(error_of("2\n1 2 3 4\n1 2 : 4\n"), "3:5: expected xt of command 2 (an integer in 0..9), found \":\"");
  EXPECT_EQ(error_of("2\n1 2 3 4\n/ 2 3 4\n"), "3:1: expected xs of command 2 (an integer in 0..9), found \"/\"");
  EXPECT_EQ(error_of("2\n1 2 3 4\n1 2 ? 4\n"), "3:5: expected xt of command 2 (an integer in 0..9), found \"?\"");
  EXPECT_EQ(error_of("2\n1 2 3 4\n1 2 3 9\n"), "3:7: expected yt of command 2 (an integer in 0..8), found \"9\"");
  EXPECT_EQ(error_of("2\n1 2 3 4\n1 2 3 4x\n"), "3:7: expected yt of command 2 (an integer in 0..8), found \"4x\"");
  EXPECT_EQ(error_of("1\n1 2 3 4\n1 2 3 4\n"), "3:1: expected end of input after 1 commands, found \"1\"");
}

// ---- The count Q -------------------------------------------------------------------------

TEST(ReaderRejects, EmptyInput) {
  EXPECT_EQ(error_of(""), "1:1: expected the command count Q, found end of input");
}

TEST(ReaderRejects, WhitespaceOnly) {
  EXPECT_EQ(error_of("   "), "1:4: expected the command count Q, found end of input");
  EXPECT_EQ(error_of(" \n\t\r\n"), "3:1: expected the command count Q, found end of input");
}

TEST(ReaderRejects, NonIntegerQ) {
  EXPECT_EQ(error_of("abc\n"), "1:1: expected the command count Q (a non-negative integer), found \"abc\"");
  EXPECT_EQ(error_of("1e3\n"), "1:1: expected the command count Q (a non-negative integer), found \"1e3\"");
  EXPECT_EQ(error_of("2.0\n"), "1:1: expected the command count Q (a non-negative integer), found \"2.0\"");
  EXPECT_EQ(error_of("\n  0x10\n"), "2:3: expected the command count Q (a non-negative integer), found \"0x10\"");
}

TEST(ReaderRejects, SignedQ) {
  EXPECT_EQ(error_of("-5\n"), "1:1: expected the command count Q (a non-negative integer), found \"-5\"");
  EXPECT_EQ(error_of("-0\n"), "1:1: expected the command count Q (a non-negative integer), found \"-0\"");
  EXPECT_EQ(error_of("+1\n0 0 1 0\n"), "1:1: expected the command count Q (a non-negative integer), found \"+1\"");
}

TEST(ReaderRejects, QAboveTheMaximum) {
  EXPECT_EQ(error_of("9223372036854775808\n"),
            "1:1: expected the command count Q (at most 9223372036854775807), found \"9223372036854775808\"");
  EXPECT_EQ(error_of("99999999999999999999\n"),
            "1:1: expected the command count Q (at most 9223372036854775807), found \"99999999999999999999\"");
  EXPECT_EQ(error_of(std::string(100, '1')),
            "1:1: expected the command count Q (at most 9223372036854775807), found \"" + std::string(32, '1') + "...\"");
}

TEST(ReaderRejects, QAboveTheMaximumThatWrapsAround64Bits) {
  // 2^64 and 2 * 10^19 are above the maximum like any other; an unsigned 64-bit accumulator
  // wraps them to 0 and 1553255926290448384.
  EXPECT_EQ(error_of("18446744073709551616\n"),
            "1:1: expected the command count Q (at most 9223372036854775807), found \"18446744073709551616\"");
  EXPECT_EQ(error_of("20000000000000000000\n"),
            "1:1: expected the command count Q (at most 9223372036854775807), found \"20000000000000000000\"");
}

TEST(ReaderRejects, TheMaximumQIsReadAndThenCommandsRunOut) {
  EXPECT_EQ(error_of("9223372036854775807\n0 0 1 0\n"), "3:1: expected xs of command 2, found end of input");
  EXPECT_EQ(error_of("0009223372036854775807 1 1 1 1"), "1:31: expected xs of command 2, found end of input");
}

// ---- Commands ----------------------------------------------------------------------------

TEST(ReaderRejects, FewerCommandsThanQ) {
  EXPECT_EQ(error_of("1\n"), "2:1: expected xs of command 1, found end of input");
  EXPECT_EQ(error_of("1"), "1:2: expected xs of command 1, found end of input");
  EXPECT_EQ(error_of("2\n0 0 1 0\n"), "3:1: expected xs of command 2, found end of input");
  EXPECT_EQ(error_of("3\n0 0 1 0\n9 8 8 8"), "3:8: expected xs of command 3, found end of input");
}

TEST(ReaderRejects, CommandCutShort) {
  EXPECT_EQ(error_of("1\n0"), "2:2: expected ys of command 1, found end of input");
  EXPECT_EQ(error_of("1\n0 0"), "2:4: expected xt of command 1, found end of input");
  EXPECT_EQ(error_of("1\n0 0 1"), "2:6: expected yt of command 1, found end of input");
  EXPECT_EQ(error_of("2\n0 0 1 0\n1 1 2\n"), "4:1: expected yt of command 2, found end of input");
}

TEST(ReaderRejects, CoordinateOutOfRange) {
  EXPECT_EQ(error_of("1\n10 0 0 0\n"), "2:1: expected xs of command 1 (an integer in 0..9), found \"10\"");
  EXPECT_EQ(error_of("1\n0 9 0 0\n"), "2:3: expected ys of command 1 (an integer in 0..8), found \"9\"");
  EXPECT_EQ(error_of("1\n0 0 10 0\n"), "2:5: expected xt of command 1 (an integer in 0..9), found \"10\"");
  EXPECT_EQ(error_of("1\n0 0 0 9\n"), "2:7: expected yt of command 1 (an integer in 0..8), found \"9\"");
  EXPECT_EQ(error_of("2\n0 0 1 0\n1 0 2 9\n"), "3:7: expected yt of command 2 (an integer in 0..8), found \"9\"");
}

TEST(ReaderRejects, CoordinateOutOfRangeAfterManyCommands) {
  EXPECT_EQ(error_of("3\n0 0 1 0\n9 8 8 8\n0 0 1 9\n"), "4:7: expected yt of command 3 (an integer in 0..8), found \"9\"");
  EXPECT_EQ(error_of("3\n0 0 1 0\n9 8 8 8\n0 9 1 0 "), "4:3: expected ys of command 3 (an integer in 0..8), found \"9\"");
}

TEST(ReaderRejects, CoordinateOutOfRangeWithLeadingZeros) {
  EXPECT_EQ(error_of("1\n0 009 0 0\n"), "2:3: expected ys of command 1 (an integer in 0..8), found \"009\"");
  EXPECT_EQ(error_of("1\n0010 0 0 0\n"), "2:1: expected xs of command 1 (an integer in 0..9), found \"0010\"");
  EXPECT_EQ(error_of("1\n0 0 0 " + std::string(40, '9') + "\n"),
            "2:7: expected yt of command 1 (an integer in 0..8), found \"" + std::string(32, '9') + "...\"");
}

TEST(ReaderRejects, CoordinateNotAnInteger) {
  EXPECT_EQ(error_of("1\n-1 0 0 0\n"), "2:1: expected xs of command 1 (an integer in 0..9), found \"-1\"");
  EXPECT_EQ(error_of("1\n0 +1 0 0\n"), "2:3: expected ys of command 1 (an integer in 0..8), found \"+1\"");
  EXPECT_EQ(error_of("1\n0 0 1.0 0\n"), "2:5: expected xt of command 1 (an integer in 0..9), found \"1.0\"");
  EXPECT_EQ(error_of("1\n0 0 1 x\n"), "2:7: expected yt of command 1 (an integer in 0..8), found \"x\"");
}

TEST(ReaderRejects, TokenAfterTheLastCommand) {
  EXPECT_EQ(error_of("1\n0 0 1 0\nx\n"), "3:1: expected end of input after 1 commands, found \"x\"");
  EXPECT_EQ(error_of("1\n0 0 1 0 5\n"), "2:9: expected end of input after 1 commands, found \"5\"");
  EXPECT_EQ(error_of("0\n0\n"), "2:1: expected end of input after 0 commands, found \"0\"");
  // Q is shown as a decimal number, not as written.
  EXPECT_EQ(error_of("002\n0 0 1 0\n1 0 2 0\n\n   7"), "5:4: expected end of input after 2 commands, found \"7\"");
}

TEST(ReaderRejects, TheFirstOffendingTokenIsReported) {
  EXPECT_EQ(error_of("2\n0 0 1 9\nx y\n"), "2:7: expected yt of command 1 (an integer in 0..8), found \"9\"");
  EXPECT_EQ(error_of("x\n10 10 10 10\n"), "1:1: expected the command count Q (a non-negative integer), found \"x\"");
}

// ---- Bytes: NUL, long tokens, escaping, positions ----------------------------------------

TEST(ReaderRejects, NulBytes) {
  EXPECT_EQ(error_of(std::string("\0", 1)),
            "1:1: expected the command count Q (a non-negative integer), found \"\\x00\"");
  EXPECT_EQ(error_of(std::string("1\n0 0\0 1 0\n", 11)),
            "2:3: expected ys of command 1 (an integer in 0..8), found \"0\\x00\"");
  EXPECT_EQ(error_of(std::string("1\n0 0 \0 1 0\n", 12)),
            "2:5: expected xt of command 1 (an integer in 0..9), found \"\\x00\"");
  EXPECT_EQ(error_of(std::string("1\n0 0 1 0\n\0", 11)),
            "3:1: expected end of input after 1 commands, found \"\\x00\"");
}

TEST(ReaderRejects, LongTokensShowTheirFirst32Bytes) {
  const std::string q_message = "1:1: expected the command count Q (a non-negative integer), found \"";
  EXPECT_EQ(error_of(std::string(100, 'a')), q_message + std::string(32, 'a') + "...\"");
  EXPECT_EQ(error_of(std::string(32, 'a')), q_message + std::string(32, 'a') + "\"");
  EXPECT_EQ(error_of(std::string(33, 'a')), q_message + std::string(32, 'a') + "...\"");
  EXPECT_EQ(error_of(std::string(31, 'a') + "bc"), q_message + std::string(31, 'a') + "b...\"");
  // 32 bytes are shown, each escaped: 32 quotes become 64 characters.
  std::string quotes;
  for (int i = 0; i < 32; ++i) quotes += "\\\"";
  EXPECT_EQ(error_of(std::string(40, '"')), q_message + quotes + "...\"");
  // A long token of 1 000 000 bytes is handled like any other.
  EXPECT_EQ(error_of("1\n" + std::string(1000000, 'z')),
            "2:1: expected xs of command 1 (an integer in 0..9), found \"" + std::string(32, 'z') + "...\"");
}

TEST(ReaderRejects, EscapingOfQuoteBackslashAndOtherBytes) {
  const std::string q_message = "1:1: expected the command count Q (a non-negative integer), found ";
  EXPECT_EQ(error_of("a\"b\\c"), q_message + "\"a\\\"b\\\\c\"");
  EXPECT_EQ(error_of("\x01~\x7f\x80\xff"), q_message + "\"\\x01~\\x7f\\x80\\xff\"");
  EXPECT_EQ(error_of("!#$%&'()*+,-./:;<=>?@[]^_`{|}"), q_message + "\"!#$%&'()*+,-./:;<=>?@[]^_`{|}\"");
  EXPECT_EQ(error_of("\xc3\xa9t\xc3\xa9"), q_message + "\"\\xc3\\xa9t\\xc3\\xa9\"");
  EXPECT_EQ(error_of("\x1b[0m"), q_message + "\"\\x1b[0m\"");
}

TEST(ReaderRejects, LineAndColumnCountBytes) {
  EXPECT_EQ(error_of("1\r\n0 0 1 x\r\n"), "2:7: expected yt of command 1 (an integer in 0..8), found \"x\"");
  EXPECT_EQ(error_of("1\r\n\r\n0 0 1 x"), "3:7: expected yt of command 1 (an integer in 0..8), found \"x\"");
  EXPECT_EQ(error_of("1\n\r0 0 1 x"), "2:8: expected yt of command 1 (an integer in 0..8), found \"x\"");
  EXPECT_EQ(error_of("1\n\t0  0 1 x"), "2:9: expected yt of command 1 (an integer in 0..8), found \"x\"");
  EXPECT_EQ(error_of("1 \v 0 \f 0 1 x"), "1:13: expected yt of command 1 (an integer in 0..8), found \"x\"");
}

}  // namespace
}  // namespace duck_test
