// The initial position of RULES.md and the set-up API (empty board, put, side to move).
#include <gtest/gtest.h>

#include "tests/judge/board.h"

namespace duck_test {
namespace {

// The initial position drawn as in RULES.md, row 9 first; upper case is blue, lower case red:
// c car, h horse, e elephant, g guard, k captain, d duck, s soldier.
const char* const INITIAL[10] = {
    "CHEGKGEHC",  // row 9
    ".........",  // row 8
    "D.......D",  // row 7
    "S.S.S.S.S",  // row 6
    ".........",  // row 5
    ".........",  // row 4
    "s.s.s.s.s",  // row 3
    "d.......d",  // row 2
    ".........",  // row 1
    "chegkgehc",  // row 0
};

// Returns the piece a letter of the drawing stands for.
duck::Piece from_letter(char ch) {
  const Color c = (ch >= 'A' && ch <= 'Z') ? BLUE : RED;
  switch (ch | 0x20) {
    case 'c': return piece(c, CAR);
    case 'h': return piece(c, HORSE);
    case 'e': return piece(c, ELEPHANT);
    case 'g': return piece(c, GUARD);
    case 'k': return piece(c, CAPTAIN);
    case 'd': return piece(c, DUCK);
    case 's': return piece(c, SOLDIER);
    default: return duck::NO_PIECE;
  }
}

TEST(Initial, ThePositionOfRules) {
  const Position pos;
  for (int i = 0; i < 10; ++i) {
    const int row = 9 - i;
    for (int col = 0; col < 9; ++col)
      EXPECT_EQ(at(pos, row, col), from_letter(INITIAL[i][col])) << "(" << row << ", " << col << ")";
  }
  EXPECT_EQ(pos.side_to_move(), RED);
  EXPECT_FALSE(pos.is_over());
  EXPECT_FALSE(pos.is_check());
  EXPECT_EQ(pos.captain_square(RED), duck::make_square(0, 4));
  EXPECT_EQ(pos.captain_square(BLUE), duck::make_square(9, 4));
  EXPECT_TRUE(pos.pos_is_ok());
}

TEST(Initial, EmptyBoardHasNothingAndRedToMove) {
  const Position pos = Position::empty();
  for (duck::Square s = 0; s < duck::SQUARE_NB; ++s) EXPECT_EQ(pos.piece_on(s), duck::NO_PIECE);
  EXPECT_EQ(pos.side_to_move(), RED);
  EXPECT_FALSE(pos.is_over());
  EXPECT_FALSE(pos.is_check());
  EXPECT_EQ(pos.captain_square(RED), duck::SQ_NONE);
  EXPECT_EQ(pos.captain_square(BLUE), duck::SQ_NONE);
}

TEST(Initial, PutAndSideToMove) {
  Position pos = board({{2, 3, BLUE, CAPTAIN}, {7, 1, RED, HORSE}}, BLUE);
  EXPECT_EQ(at(pos, 2, 3), piece(BLUE, CAPTAIN));
  EXPECT_EQ(at(pos, 7, 1), piece(RED, HORSE));
  EXPECT_EQ(pos.captain_square(BLUE), duck::make_square(2, 3));
  EXPECT_EQ(pos.side_to_move(), BLUE);
  pos.put(duck::make_square(2, 3), duck::NO_PIECE);
  EXPECT_EQ(pos.captain_square(BLUE), duck::SQ_NONE);
  EXPECT_TRUE(pos.pos_is_ok());
}

TEST(Initial, SquareAndMoveHelpers) {
  EXPECT_EQ(duck::make_square(0, 0), 0);
  EXPECT_EQ(duck::make_square(9, 8), 89);
  EXPECT_EQ(duck::make_square(1, 0), 9);
  EXPECT_EQ(duck::row_of(duck::make_square(7, 3)), 7);
  EXPECT_EQ(duck::col_of(duck::make_square(7, 3)), 3);
  EXPECT_TRUE(duck::is_ok(9, 8));
  EXPECT_FALSE(duck::is_ok(10, 0));
  EXPECT_FALSE(duck::is_ok(0, 9));
  EXPECT_FALSE(duck::is_ok(-1, 0));
  const duck::Move m = duck::make_move(2, 3, 4, 5);
  EXPECT_EQ(m.from, 21);
  EXPECT_EQ(m.to, 41);
}

}  // namespace
}  // namespace duck_test
