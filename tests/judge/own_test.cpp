// Moves onto the mover's own pieces and onto the mover's own square are never legal.
#include <gtest/gtest.h>

#include "tests/judge/board.h"

namespace duck_test {
namespace {

class Own : public ::testing::TestWithParam<Color> {};

TEST_P(Own, NoKindMovesOntoAnOwnPieceOnAnyOfItsSquares) {
  const Color c = GetParam();
  for (Kind k : ALL_KINDS) {
    SCOPED_TRACE(kind_word(k));
    // Own pieces on every square the piece would reach: nothing is legal.
    Position all = board({{4, 4, c, k}}, c);
    for (const auto& t : from_44(k)) put(all, t.first, t.second, c, GUARD);
    EXPECT_EQ(legal_targets(all, 4, 4), Squares());
    // One own piece on one square at a time: exactly that square is lost (for a car it also
    // hides the squares behind it: movement_test's CarIsBlockedAtEachIntermediateSquare).
    if (k == CAR) continue;
    for (const auto& t : from_44(k)) {
      Position one = board({{4, 4, c, k}, {t.first, t.second, c, GUARD}}, c);
      Squares expected = from_44(k);
      expected.erase(t);
      EXPECT_EQ(legal_targets(one, 4, 4), expected) << "own piece on (" << t.first << ", " << t.second << ")";
    }
  }
}

TEST_P(Own, MovingOntoAnOwnPieceIsInvalidAndChangesNothing) {
  const Color c = GetParam();
  Position pos = board({{4, 4, c, CAR}, {4, 8, c, CAPTAIN}}, c);
  const auto before = snapshot(pos);
  EXPECT_EQ(play(pos, 4, 4, 4, 8), "Invalid command");
  EXPECT_EQ(snapshot(pos), before);
  EXPECT_EQ(pos.side_to_move(), c);
  // The car still reaches the squares before its own captain.
  EXPECT_EQ(play(pos, 4, 4, 4, 7), name(c, CAR) + ";NA;no;no");
}

TEST_P(Own, NoKindMovesOntoItsOwnSquareAnywhere) {
  const Color c = GetParam();
  for (Kind k : ALL_KINDS)
    for (int r = 0; r < 10; ++r)
      for (int col = 0; col < 9; ++col) {
        const Position pos = board({{r, col, c, k}}, c);
        EXPECT_FALSE(legal(pos, r, col, r, col)) << kind_word(k) << " on (" << r << ", " << col << ")";
      }
}

TEST_P(Own, PlayingOntoTheSameSquareIsInvalidAndKeepsTheTurn) {
  const Color c = GetParam();
  for (Kind k : ALL_KINDS) {
    Position pos = board({{4, 4, c, k}}, c);
    EXPECT_EQ(play(pos, 4, 4, 4, 4), "Invalid command") << kind_word(k);
    EXPECT_EQ(at(pos, 4, 4), piece(c, k));
    EXPECT_EQ(pos.side_to_move(), c);
  }
}

INSTANTIATE_TEST_SUITE_P(BothColours, Own, ::testing::Values(RED, BLUE),
                         color_param_name);

}  // namespace
}  // namespace duck_test
