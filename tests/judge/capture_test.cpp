// Every kind captures every kind of the other colour, and a blocked piece captures nothing.
#include <gtest/gtest.h>

#include <tuple>

#include "tests/judge/board.h"

namespace duck_test {
namespace {

// A square each kind reaches from (4, 4) on an empty board.
struct Target {
  int row, col;
};

Target target_of(Kind k) {
  switch (k) {
    case CAPTAIN: return {5, 4};
    case GUARD: return {5, 5};
    case SOLDIER: return {3, 3};
    case ELEPHANT: return {2, 6};
    case HORSE: return {2, 3};
    case DUCK: return {1, 6};
    default: return {9, 4};  // car, the far end of its column
  }
}

// Parameter: the colour and the kind of the capturing piece.
class Capture : public ::testing::TestWithParam<std::tuple<Color, Kind>> {
 protected:
  Color color() const { return std::get<0>(GetParam()); }
  Kind kind() const { return std::get<1>(GetParam()); }
};

TEST_P(Capture, CapturesEveryKindOfTheOtherColour) {
  const Color c = color(), them = c == RED ? BLUE : RED;
  const Target t = target_of(kind());
  for (Kind victim : ALL_KINDS) {
    SCOPED_TRACE("victim " + name(them, victim));
    Position pos = board({{4, 4, c, kind()}, {t.row, t.col, them, victim}}, c);
    // Removing a captain ends the game (and then there is no check); nothing else is on the board.
    const std::string over = victim == CAPTAIN ? "yes" : "no";
    EXPECT_EQ(play(pos, 4, 4, t.row, t.col), name(c, kind()) + ";" + name(them, victim) + ";no;" + over);
    EXPECT_EQ(at(pos, t.row, t.col), piece(c, kind()));
    EXPECT_EQ(at(pos, 4, 4), duck::NO_PIECE);
    EXPECT_EQ(pos.is_over(), victim == CAPTAIN);
    EXPECT_EQ(pos.side_to_move(), them);
  }
}

INSTANTIATE_TEST_SUITE_P(AllKindsBothColours, Capture,
                         ::testing::Combine(::testing::Values(RED, BLUE),
                                            ::testing::Values(CAPTAIN, GUARD, ELEPHANT, HORSE, CAR, DUCK, SOLDIER)),
                         color_kind_param_name);

class BlockedCapture : public ::testing::TestWithParam<Color> {};

TEST_P(BlockedCapture, APieceThatCannotReachCannotCapture) {
  const Color c = GetParam(), them = c == RED ? BLUE : RED;
  // kind, its blocker, its would-be victim
  const struct {
    Kind kind;
    int block_row, block_col;
    int row, col;
  } cases[] = {
      {ELEPHANT, 3, 5, 2, 6},  // the eye
      {HORSE, 3, 4, 2, 3},     // the leg
      {DUCK, 3, 4, 1, 6},      // the first blocker
      {DUCK, 2, 5, 1, 6},      // the second blocker
      {CAR, 7, 4, 9, 4},       // a piece in between
  };
  for (const auto& k : cases) {
    SCOPED_TRACE(kind_word(k.kind));
    Position pos = board({{4, 4, c, k.kind}, {k.block_row, k.block_col, them, SOLDIER}, {k.row, k.col, them, CAR}}, c);
    const auto before = snapshot(pos);
    EXPECT_EQ(play(pos, 4, 4, k.row, k.col), "Invalid command");
    EXPECT_EQ(snapshot(pos), before);
  }
}

TEST_P(BlockedCapture, PiecesOutOfReachAreNotCaptured) {
  // A captain and a guard do not capture diagonally / orthogonally respectively.
  const Color c = GetParam(), them = c == RED ? BLUE : RED;
  Position captain = board({{4, 4, c, CAPTAIN}, {5, 5, them, SOLDIER}}, c);
  EXPECT_EQ(play(captain, 4, 4, 5, 5), "Invalid command");
  Position guard = board({{4, 4, c, GUARD}, {5, 4, them, SOLDIER}}, c);
  EXPECT_EQ(play(guard, 4, 4, 5, 4), "Invalid command");
  Position soldier = board({{4, 4, c, SOLDIER}, {6, 4, them, SOLDIER}}, c);
  EXPECT_EQ(play(soldier, 4, 4, 6, 4), "Invalid command");
}

INSTANTIATE_TEST_SUITE_P(BothColours, BlockedCapture, ::testing::Values(RED, BLUE),
                         color_param_name);

}  // namespace
}  // namespace duck_test
