// The text of an outcome line, exactly as the problem prints it.
#include <gtest/gtest.h>

#include <cstring>
#include <string>

#include "judge/outcome.h"
#include "tests/judge/board.h"

namespace duck_test {
namespace {

duck::Outcome legal_outcome(duck::Piece moved, duck::Piece captured, bool check, bool over) {
  return duck::Outcome{true, moved, captured, check, over};
}

TEST(Outcome, InvalidCommand) {
  const duck::Outcome o{false, duck::NO_PIECE, duck::NO_PIECE, false, false};
  EXPECT_EQ(duck::format_outcome(o), "Invalid command");
  char line[duck::OUTCOME_WRITE_SPAN];  // write_outcome may write this many bytes
  const size_t n = duck::write_outcome(o, line);
  EXPECT_EQ(std::string(line, n), "Invalid command\n");
}

TEST(Outcome, TheFourAnswersJoinedBySemicolons) {
  EXPECT_EQ(duck::format_outcome(legal_outcome(piece(BLUE, CAR), duck::NO_PIECE, true, false)), "blue car;NA;yes;no");
  EXPECT_EQ(duck::format_outcome(legal_outcome(piece(RED, DUCK), piece(BLUE, CAPTAIN), false, true)),
            "red duck;blue captain;no;yes");
  EXPECT_EQ(duck::format_outcome(legal_outcome(piece(RED, HORSE), piece(BLUE, SOLDIER), false, false)),
            "red horse;blue soldier;no;no");
  EXPECT_EQ(duck::format_outcome(legal_outcome(piece(BLUE, ELEPHANT), piece(RED, GUARD), true, false)),
            "blue elephant;red guard;yes;no");
}

TEST(Outcome, EveryPieceName) {
  const struct {
    Color c;
    Kind k;
    const char* text;
  } names[] = {
      {RED, CAPTAIN, "red captain"},   {RED, GUARD, "red guard"},     {RED, ELEPHANT, "red elephant"},
      {RED, HORSE, "red horse"},       {RED, CAR, "red car"},         {RED, DUCK, "red duck"},
      {RED, SOLDIER, "red soldier"},   {BLUE, CAPTAIN, "blue captain"}, {BLUE, GUARD, "blue guard"},
      {BLUE, ELEPHANT, "blue elephant"}, {BLUE, HORSE, "blue horse"}, {BLUE, CAR, "blue car"},
      {BLUE, DUCK, "blue duck"},       {BLUE, SOLDIER, "blue soldier"},
  };
  for (const auto& n : names) {
    EXPECT_EQ(duck::format_outcome(legal_outcome(piece(n.c, n.k), duck::NO_PIECE, false, false)),
              std::string(n.text) + ";NA;no;no");
    EXPECT_EQ(std::string(duck::color_name(n.c)) + " " + duck::kind_name(n.k), n.text);
  }
}

TEST(Outcome, TheLongestLineFitsTheBuffer) {
  // The longest line: "blue elephant" 13, ";" 1, "red elephant" 12, ";yes" 4, ";yes" 4, "\n" 1 = 35 bytes.
  char line[duck::OUTCOME_WRITE_SPAN];  // write_outcome may write this many bytes
  const size_t n = duck::write_outcome(legal_outcome(piece(BLUE, ELEPHANT), piece(RED, ELEPHANT), true, true), line);
  EXPECT_EQ(std::string(line, n), "blue elephant;red elephant;yes;yes\n");
  EXPECT_EQ(n, 35u);
  EXPECT_LE(n, duck::MAX_OUTCOME_LINE);
}

}  // namespace
}  // namespace duck_test
