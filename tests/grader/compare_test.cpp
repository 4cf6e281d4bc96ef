// The comparison behind grade, check and stress: AC, PE and WA, and the first-difference message.
#include <gtest/gtest.h>

#include "grader/compare.h"

namespace duck {
namespace {

const std::string ANSWER = "Invalid command\nred horse;NA;no;no\nblue car;red soldier;yes;no\n";

TEST(Compare, IdenticalIsAccepted) {
  const Difference d = compare_output(ANSWER, ANSWER);
  EXPECT_EQ(d.verdict, Verdict::AC);
  EXPECT_EQ(d.line, 0);
  EXPECT_EQ(d.message, "ok");
}

TEST(Compare, TrailingWhitespaceCrlfAndBlankLinesAreAccepted) {
  EXPECT_EQ(compare_output("Invalid command  \r\nred horse;NA;no;no\t\r\nblue car;red soldier;yes;no\r\n\n\n  \n", ANSWER).verdict,
            Verdict::AC);
  EXPECT_EQ(compare_output(ANSWER.substr(0, ANSWER.size() - 1), ANSWER).verdict, Verdict::AC);  // no final newline
  EXPECT_EQ(compare_output("", "").verdict, Verdict::AC);
  EXPECT_EQ(compare_output("\n\n", "").verdict, Verdict::AC);
}

TEST(Compare, SpacingDifferencesArePresentationErrors) {
  const Difference d = compare_output("Invalid command\nred  horse;NA;no;no\nblue car;red soldier;yes;no\n", ANSWER);
  EXPECT_EQ(d.verdict, Verdict::PE);
  EXPECT_EQ(d.line, 2);
  EXPECT_NE(d.message.find("only whitespace"), std::string::npos);
  EXPECT_EQ(compare_output("Invalid command red horse;NA;no;no\nblue car;red soldier;yes;no\n", ANSWER).verdict, Verdict::PE);
  EXPECT_EQ(compare_output("  Invalid command\nred horse;NA;no;no\nblue car;red soldier;yes;no\n", ANSWER).verdict, Verdict::PE);
}

TEST(Compare, WrongAnswerNamesLineExpectedFoundAndAnswer) {
  const Difference d = compare_output("Invalid command\nred horse;NA;yes;no\nblue car;red soldier;yes;no\n", ANSWER);
  EXPECT_EQ(d.verdict, Verdict::WA);
  EXPECT_EQ(d.line, 2);
  EXPECT_EQ(d.answer, 3);
  EXPECT_EQ(d.expected, "\"red horse;NA;no;no\"");
  EXPECT_EQ(d.found, "\"red horse;NA;yes;no\"");
  EXPECT_EQ(d.message,
            "line 2: expected \"red horse;NA;no;no\", found \"red horse;NA;yes;no\" (answer 3, check: expected \"no\", found \"yes\")");
}

TEST(Compare, EachOfTheFourAnswersIsNamed) {
  const std::string answer = "blue car;red soldier;yes;no\n";
  EXPECT_EQ(compare_output("red car;red soldier;yes;no\n", answer).answer, 1);
  EXPECT_EQ(compare_output("blue car;NA;yes;no\n", answer).answer, 2);
  EXPECT_EQ(compare_output("blue car;red soldier;no;no\n", answer).answer, 3);
  const Difference d = compare_output("blue car;red soldier;yes;yes\n", answer);
  EXPECT_EQ(d.answer, 4);
  EXPECT_NE(d.message.find("game over"), std::string::npos);
}

TEST(Compare, InvalidAgainstMoveIsExplained) {
  const Difference a = compare_output("red horse;NA;no;no\n", "Invalid command\n");
  EXPECT_EQ(a.verdict, Verdict::WA);
  EXPECT_EQ(a.answer, 0);
  EXPECT_NE(a.message.find("the command is invalid"), std::string::npos);
  const Difference b = compare_output("Invalid command\n", "red horse;NA;no;no\n");
  EXPECT_NE(b.message.find("calls it invalid"), std::string::npos);
  const Difference c = compare_output("red horse;NA;no\n", "red horse;NA;no;no\n");
  EXPECT_NE(c.message.find("expected 4 answers separated by ';', found 3"), std::string::npos);
}

TEST(Compare, MissingAndExtraLines) {
  const Difference missing = compare_output("Invalid command\n", ANSWER);
  EXPECT_EQ(missing.verdict, Verdict::WA);
  EXPECT_EQ(missing.line, 2);
  EXPECT_EQ(missing.found, "end of output");
  const Difference extra = compare_output(ANSWER + "Invalid command\n", ANSWER);
  EXPECT_EQ(extra.verdict, Verdict::WA);
  EXPECT_EQ(extra.line, 4);
  EXPECT_EQ(extra.expected, "end of output");
  EXPECT_EQ(compare_output("", ANSWER).line, 1);
}

TEST(Compare, UnprintableBytesAreEscapedAndLongLinesShortened) {
  const Difference d = compare_output(std::string("red\0horse;NA;no;no\n", 19), "red horse;NA;no;no\n");
  EXPECT_EQ(d.verdict, Verdict::WA);
  EXPECT_NE(d.found.find("\\x00"), std::string::npos);
  EXPECT_EQ(quote_text("a\"b\\c\x7f"), "\"a\\\"b\\\\c\\x7f\"");
  EXPECT_EQ(quote_text(std::string(100, 'x'), 10), "\"xxxxxxxxxx...\"");
}

TEST(Compare, ComparisonIsNotSymmetricOnlyInItsWording) {
  // Swapping output and answer keeps the verdict.
  const std::string other = "Invalid command\nred horse;NA;no;no\n";
  EXPECT_EQ(compare_output(other, ANSWER).verdict, compare_output(ANSWER, other).verdict);
}

}  // namespace
}  // namespace duck
