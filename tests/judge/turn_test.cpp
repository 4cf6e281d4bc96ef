// Turns: red first; only a legal command passes the turn; an invalid one changes nothing.
#include <gtest/gtest.h>

#include "tests/judge/board.h"

namespace duck_test {
namespace {

// Plays an invalid command and checks that neither the board nor the turn changed.
void expect_invalid_changes_nothing(Position& pos, int xs, int ys, int xt, int yt) {
  const auto before = snapshot(pos);
  const Color side = pos.side_to_move();
  EXPECT_EQ(play(pos, xs, ys, xt, yt), "Invalid command");
  EXPECT_EQ(snapshot(pos), before);
  EXPECT_EQ(pos.side_to_move(), side);
  EXPECT_FALSE(pos.is_over());
}

TEST(Turn, RedMovesFirst) {
  Position pos;
  EXPECT_EQ(pos.side_to_move(), RED);
  expect_invalid_changes_nothing(pos, 9, 0, 8, 0);  // a blue car's move that is fine on blue's turn
  EXPECT_EQ(play(pos, 0, 0, 1, 0), "red car;NA;no;no");
  EXPECT_EQ(pos.side_to_move(), BLUE);
}

TEST(Turn, LegalCommandsAlternateTheSides) {
  Position pos;
  EXPECT_EQ(play(pos, 0, 0, 1, 0), "red car;NA;no;no");
  expect_invalid_changes_nothing(pos, 0, 8, 1, 8);  // red again
  EXPECT_EQ(play(pos, 9, 0, 8, 0), "blue car;NA;no;no");
  EXPECT_EQ(pos.side_to_move(), RED);
  expect_invalid_changes_nothing(pos, 9, 8, 8, 8);  // blue again
  EXPECT_EQ(play(pos, 0, 8, 1, 8), "red car;NA;no;no");
  EXPECT_EQ(play(pos, 9, 8, 8, 8), "blue car;NA;no;no");
  EXPECT_EQ(pos.side_to_move(), RED);
}

TEST(Turn, EveryKindOfInvalidCommandKeepsRedToMove) {
  Position pos;
  expect_invalid_changes_nothing(pos, 4, 4, 5, 4);  // empty source
  expect_invalid_changes_nothing(pos, 6, 0, 5, 0);  // the opponent's soldier
  expect_invalid_changes_nothing(pos, 0, 1, 1, 1);  // a horse moving one step
  expect_invalid_changes_nothing(pos, 0, 0, 4, 0);  // a car jumping over its own duck and soldier
  expect_invalid_changes_nothing(pos, 2, 0, 5, 2);  // a duck blocked by its soldier on (3, 0)
  expect_invalid_changes_nothing(pos, 0, 0, 0, 1);  // onto its own horse
  expect_invalid_changes_nothing(pos, 0, 4, 0, 4);  // onto its own square
  EXPECT_EQ(play(pos, 0, 4, 1, 4), "red captain;NA;no;no");
}

TEST(Turn, EveryKindOfInvalidCommandKeepsBlueToMove) {
  Position pos;
  EXPECT_EQ(play(pos, 3, 0, 4, 0), "red soldier;NA;no;no");
  expect_invalid_changes_nothing(pos, 5, 5, 5, 4);  // empty source
  expect_invalid_changes_nothing(pos, 4, 0, 5, 0);  // the opponent's soldier
  expect_invalid_changes_nothing(pos, 9, 2, 8, 3);  // an elephant moving one step
  expect_invalid_changes_nothing(pos, 9, 8, 5, 8);  // a car jumping over its own duck and soldier
  expect_invalid_changes_nothing(pos, 7, 8, 4, 6);  // a duck blocked by its soldier on (6, 8)
  expect_invalid_changes_nothing(pos, 9, 4, 9, 3);  // onto its own guard
  expect_invalid_changes_nothing(pos, 9, 4, 9, 4);  // onto its own square
  EXPECT_EQ(play(pos, 9, 2, 7, 4), "blue elephant;NA;no;no");
  EXPECT_EQ(pos.side_to_move(), RED);
}

TEST(Turn, ThePieceOfTheSideNotToMoveCannotBeMovedEvenToCapture) {
  // Blue's car could take the red captain, but it is red's turn.
  Position pos = board({{0, 4, RED, CAPTAIN}, {5, 4, BLUE, CAR}, {9, 0, BLUE, CAPTAIN}}, RED);
  expect_invalid_changes_nothing(pos, 5, 4, 0, 4);
  EXPECT_EQ(play(pos, 0, 4, 0, 3), "red captain;NA;no;no");
  EXPECT_EQ(play(pos, 5, 4, 0, 4), "blue car;NA;yes;no");  // now next to the red captain on (0, 3)
}

TEST(Turn, SetSideToMoveChoosesWhoMayMove) {
  Position pos = board({{4, 4, RED, SOLDIER}, {6, 6, BLUE, SOLDIER}}, BLUE);
  EXPECT_FALSE(legal(pos, 4, 4, 5, 4));
  EXPECT_TRUE(legal(pos, 6, 6, 5, 6));
  pos.set_side_to_move(RED);
  EXPECT_TRUE(legal(pos, 4, 4, 5, 4));
  EXPECT_FALSE(legal(pos, 6, 6, 5, 6));
}

}  // namespace
}  // namespace duck_test
