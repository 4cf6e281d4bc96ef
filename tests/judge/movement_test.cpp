// Every row of the movement table of RULES.md, free and blocked, for both colours.
// A piece stands on (4, 4), far from every edge, so that all its squares are on the board;
// the expected squares are written out by hand from the table.
#include <gtest/gtest.h>

#include <tuple>

#include "tests/judge/board.h"

namespace duck_test {
namespace {

// Returns s without the squares of `removed`.
Squares without(Squares s, const Squares& removed) {
  for (const auto& sq : removed) s.erase(sq);
  return s;
}

// Returns the board with a `mover` piece of kind k on (4, 4) and a `blocker`-coloured soldier
// on every square except (4, 4) and the squares of `keep_empty`.
Position crowded(Color mover, Kind k, Color blocker, const Squares& keep_empty) {
  Position pos = board({{4, 4, mover, k}}, mover);
  for (int r = 0; r < 10; ++r)
    for (int c = 0; c < 9; ++c)
      if (!(r == 4 && c == 4) && !keep_empty.count({r, c})) put(pos, r, c, blocker, SOLDIER);
  return pos;
}

// Returns the union of two sets of squares.
Squares both(Squares a, const Squares& b) {
  a.insert(b.begin(), b.end());
  return a;
}

// ---- Free: one piece alone on the board --------------------------------------------------

class FreeMove : public ::testing::TestWithParam<Color> {};

TEST_P(FreeMove, CaptainReachesTheFourOrthogonalNeighbours) {
  EXPECT_EQ(legal_targets(board({{4, 4, GetParam(), CAPTAIN}}, GetParam()), 4, 4), CAPTAIN_FROM_44);
}

TEST_P(FreeMove, GuardReachesTheFourDiagonalNeighbours) {
  EXPECT_EQ(legal_targets(board({{4, 4, GetParam(), GUARD}}, GetParam()), 4, 4), GUARD_FROM_44);
}

TEST_P(FreeMove, SoldierReachesAllEightNeighbours) {
  EXPECT_EQ(legal_targets(board({{4, 4, GetParam(), SOLDIER}}, GetParam()), 4, 4), SOLDIER_FROM_44);
}

TEST_P(FreeMove, ElephantReachesTheFourSquaresTwoDiagonallyAway) {
  EXPECT_EQ(legal_targets(board({{4, 4, GetParam(), ELEPHANT}}, GetParam()), 4, 4), ELEPHANT_FROM_44);
}

TEST_P(FreeMove, HorseReachesItsEightSquares) {
  EXPECT_EQ(legal_targets(board({{4, 4, GetParam(), HORSE}}, GetParam()), 4, 4), HORSE_FROM_44);
}

TEST_P(FreeMove, DuckReachesItsEightSquares) {
  EXPECT_EQ(legal_targets(board({{4, 4, GetParam(), DUCK}}, GetParam()), 4, 4), DUCK_FROM_44);
}

TEST_P(FreeMove, CarReachesItsWholeRowAndColumnAndNothingElse) {
  EXPECT_EQ(legal_targets(board({{4, 4, GetParam(), CAR}}, GetParam()), 4, 4), CAR_FROM_44);
}

TEST_P(FreeMove, PlayingAFreeMoveMovesThePieceAndNamesIt) {
  const Color c = GetParam();
  Position pos = board({{4, 4, c, DUCK}}, c);
  EXPECT_EQ(play(pos, 4, 4, 7, 6), name(c, DUCK) + ";NA;no;no");
  EXPECT_EQ(at(pos, 7, 6), piece(c, DUCK));
  EXPECT_EQ(at(pos, 4, 4), duck::NO_PIECE);
}

INSTANTIATE_TEST_SUITE_P(BothColours, FreeMove, ::testing::Values(RED, BLUE), color_param_name);

// ---- Blocked: the same piece among pieces of either colour --------------------------------

// Parameter: the colour of the moving piece and the colour of the pieces in its way.
class BlockedMove : public ::testing::TestWithParam<std::tuple<Color, Color>> {
 protected:
  Color mover() const { return std::get<0>(GetParam()); }
  Color blocker() const { return std::get<1>(GetParam()); }
};

TEST_P(BlockedMove, CaptainIsNeverBlocked) {
  EXPECT_EQ(legal_targets(crowded(mover(), CAPTAIN, blocker(), CAPTAIN_FROM_44), 4, 4), CAPTAIN_FROM_44);
}

TEST_P(BlockedMove, GuardIsNeverBlocked) {
  EXPECT_EQ(legal_targets(crowded(mover(), GUARD, blocker(), GUARD_FROM_44), 4, 4), GUARD_FROM_44);
}

TEST_P(BlockedMove, SoldierIsNeverBlocked) {
  EXPECT_EQ(legal_targets(crowded(mover(), SOLDIER, blocker(), SOLDIER_FROM_44), 4, 4), SOLDIER_FROM_44);
}

TEST_P(BlockedMove, ElephantIsBlockedOnlyByItsEye) {
  // eye -> the one square it blocks
  const struct {
    int eye_row, eye_col;
    Squares blocked;
  } rows[] = {
      {5, 5, {{6, 6}}},
      {5, 3, {{6, 2}}},
      {3, 5, {{2, 6}}},
      {3, 3, {{2, 2}}},
  };
  for (const auto& r : rows) {
    SCOPED_TRACE("eye (" + std::to_string(r.eye_row) + ", " + std::to_string(r.eye_col) + ")");
    Position pos = board({{4, 4, mover(), ELEPHANT}, {r.eye_row, r.eye_col, blocker(), SOLDIER}}, mover());
    EXPECT_EQ(legal_targets(pos, 4, 4), without(ELEPHANT_FROM_44, r.blocked));
  }
  const Squares eyes = {{5, 5}, {5, 3}, {3, 5}, {3, 3}};
  Position all_eyes = board({{4, 4, mover(), ELEPHANT}}, mover());
  for (const auto& e : eyes) put(all_eyes, e.first, e.second, blocker(), SOLDIER);
  EXPECT_EQ(legal_targets(all_eyes, 4, 4), Squares());
}

TEST_P(BlockedMove, ElephantIgnoresEverySquareButItsEyes) {
  const Squares eyes = {{5, 5}, {5, 3}, {3, 5}, {3, 3}};
  EXPECT_EQ(legal_targets(crowded(mover(), ELEPHANT, blocker(), both(ELEPHANT_FROM_44, eyes)), 4, 4), ELEPHANT_FROM_44);
}

TEST_P(BlockedMove, HorseIsBlockedByEachLegInItsTwoDirections) {
  // leg -> the two squares it blocks
  const struct {
    int leg_row, leg_col;
    Squares blocked;
  } rows[] = {
      {5, 4, {{6, 5}, {6, 3}}},
      {3, 4, {{2, 5}, {2, 3}}},
      {4, 5, {{5, 6}, {3, 6}}},
      {4, 3, {{5, 2}, {3, 2}}},
  };
  for (const auto& r : rows) {
    SCOPED_TRACE("leg (" + std::to_string(r.leg_row) + ", " + std::to_string(r.leg_col) + ")");
    Position pos = board({{4, 4, mover(), HORSE}, {r.leg_row, r.leg_col, blocker(), SOLDIER}}, mover());
    EXPECT_EQ(legal_targets(pos, 4, 4), without(HORSE_FROM_44, r.blocked));
    for (const auto& t : r.blocked) EXPECT_FALSE(legal(pos, 4, 4, t.first, t.second));
  }
}

TEST_P(BlockedMove, HorseIgnoresEverySquareButItsLegs) {
  // The diagonal neighbours and the squares two away in a line do not block a horse.
  const Squares legs = {{5, 4}, {3, 4}, {4, 5}, {4, 3}};
  EXPECT_EQ(legal_targets(crowded(mover(), HORSE, blocker(), both(HORSE_FROM_44, legs)), 4, 4), HORSE_FROM_44);
}

TEST_P(BlockedMove, DuckIsBlockedByBothOfItsBlockersInEachOfEightDirections) {
  // blocker -> the squares it blocks: (x+sx, y) / (x, y+sy) block two directions each,
  // (x+2sx, y+sy) / (x+sx, y+2sy) block one.
  const struct {
    int row, col;
    Squares blocked;
  } rows[] = {
      {5, 4, {{7, 6}, {7, 2}}}, {3, 4, {{1, 6}, {1, 2}}}, {4, 5, {{6, 7}, {2, 7}}}, {4, 3, {{6, 1}, {2, 1}}},
      {6, 5, {{7, 6}}},         {6, 3, {{7, 2}}},         {2, 5, {{1, 6}}},         {2, 3, {{1, 2}}},
      {5, 6, {{6, 7}}},         {3, 6, {{2, 7}}},         {5, 2, {{6, 1}}},         {3, 2, {{2, 1}}},
  };
  for (const auto& r : rows) {
    SCOPED_TRACE("blocker (" + std::to_string(r.row) + ", " + std::to_string(r.col) + ")");
    Position pos = board({{4, 4, mover(), DUCK}, {r.row, r.col, blocker(), SOLDIER}}, mover());
    EXPECT_EQ(legal_targets(pos, 4, 4), without(DUCK_FROM_44, r.blocked));
  }
}

TEST_P(BlockedMove, DuckIgnoresEverySquareButItsBlockers) {
  const Squares blockers = {{5, 4}, {3, 4}, {4, 5}, {4, 3}, {6, 5}, {6, 3},
                            {2, 5}, {2, 3}, {5, 6}, {3, 6}, {5, 2}, {3, 2}};
  EXPECT_EQ(legal_targets(crowded(mover(), DUCK, blocker(), both(DUCK_FROM_44, blockers)), 4, 4), DUCK_FROM_44);
}

TEST_P(BlockedMove, CarInTheCentreStopsAtTheFirstPieceEachWay) {
  Position pos = board({{4, 4, mover(), CAR},
                        {4, 6, blocker(), SOLDIER},
                        {4, 1, blocker(), SOLDIER},
                        {7, 4, blocker(), SOLDIER},
                        {2, 4, blocker(), SOLDIER}},
                       mover());
  Squares expected = {{4, 5}, {4, 3}, {4, 2}, {5, 4}, {6, 4}, {3, 4}};
  if (blocker() != mover()) expected.insert({{4, 6}, {4, 1}, {7, 4}, {2, 4}});  // captures
  EXPECT_EQ(legal_targets(pos, 4, 4), expected);
}

// A car on a corner, the other corner of a row or column as target, one piece on each
// intermediate square in turn: the car reaches the squares before the piece, the piece
// itself only when it is an opponent's, and nothing beyond.
struct CarLine {
  const char* name;
  int row, col;         // the car
  int drow, dcol;       // the direction of the line
  int length;           // squares after the car up to the edge
  Squares other_line;   // the free perpendicular line
};

TEST_P(BlockedMove, CarIsBlockedAtEachIntermediateSquare) {
  const CarLine lines[] = {
      {"row 0 rightwards", 0, 0, 0, 1, 8, {{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}, {8, 0}, {9, 0}}},
      {"column 0 upwards", 0, 0, 1, 0, 9, {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}, {0, 6}, {0, 7}, {0, 8}}},
      {"row 9 leftwards", 9, 8, 0, -1, 8, {{8, 8}, {7, 8}, {6, 8}, {5, 8}, {4, 8}, {3, 8}, {2, 8}, {1, 8}, {0, 8}}},
      {"column 8 downwards", 9, 8, -1, 0, 9, {{9, 7}, {9, 6}, {9, 5}, {9, 4}, {9, 3}, {9, 2}, {9, 1}, {9, 0}}},
  };
  for (const CarLine& line : lines) {
    const int far_row = line.row + line.drow * line.length, far_col = line.col + line.dcol * line.length;
    for (int k = 1; k < line.length; ++k) {
      const int br = line.row + line.drow * k, bc = line.col + line.dcol * k;
      SCOPED_TRACE(std::string(line.name) + ", piece at step " + std::to_string(k));
      Position pos = board({{line.row, line.col, mover(), CAR}, {br, bc, blocker(), SOLDIER}}, mover());
      EXPECT_FALSE(legal(pos, line.row, line.col, far_row, far_col));
      Squares expected = line.other_line;
      for (int j = 1; j < k; ++j) expected.insert({line.row + line.drow * j, line.col + line.dcol * j});
      if (blocker() != mover()) expected.insert({br, bc});
      EXPECT_EQ(legal_targets(pos, line.row, line.col), expected);
    }
    Position unblocked = board({{line.row, line.col, mover(), CAR}}, mover());
    EXPECT_TRUE(legal(unblocked, line.row, line.col, far_row, far_col)) << line.name;
  }
}

TEST_P(BlockedMove, PlayingIntoABlockedSquareIsInvalidAndChangesNothing) {
  Position pos = board({{4, 4, mover(), HORSE}, {5, 4, blocker(), SOLDIER}}, mover());
  const auto before = snapshot(pos);
  EXPECT_EQ(play(pos, 4, 4, 6, 5), "Invalid command");
  EXPECT_EQ(snapshot(pos), before);
  EXPECT_EQ(pos.side_to_move(), mover());
}

std::string pair_param_name(const ::testing::TestParamInfo<std::tuple<Color, Color>>& info) {
  return color_word(std::get<0>(info.param)) + "_among_" + color_word(std::get<1>(info.param));
}

INSTANTIATE_TEST_SUITE_P(BothColours, BlockedMove,
                         ::testing::Combine(::testing::Values(RED, BLUE), ::testing::Values(RED, BLUE)),
                         pair_param_name);

}  // namespace
}  // namespace duck_test
