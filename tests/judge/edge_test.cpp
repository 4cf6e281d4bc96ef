// Board edges and corners: a piece whose moves would leave the board has exactly its on-board
// squares, found by scanning all 90 targets (targets off the board cannot be expressed).
#include <gtest/gtest.h>

#include "tests/judge/board.h"

namespace duck_test {
namespace {

// A piece alone on the board and the squares it reaches, worked out by hand from RULES.md.
struct EdgeCase {
  Kind kind;
  int row, col;
  Squares reaches;
};

const EdgeCase EDGE_CASES[] = {
    // captain: (x±1, y), (x, y±1)
    {CAPTAIN, 0, 0, {{1, 0}, {0, 1}}},
    {CAPTAIN, 0, 8, {{1, 8}, {0, 7}}},
    {CAPTAIN, 9, 0, {{8, 0}, {9, 1}}},
    {CAPTAIN, 9, 8, {{8, 8}, {9, 7}}},
    {CAPTAIN, 0, 4, {{1, 4}, {0, 3}, {0, 5}}},
    {CAPTAIN, 5, 8, {{6, 8}, {4, 8}, {5, 7}}},
    // guard: (x±1, y±1)
    {GUARD, 0, 0, {{1, 1}}},
    {GUARD, 9, 8, {{8, 7}}},
    {GUARD, 9, 0, {{8, 1}}},
    {GUARD, 0, 4, {{1, 3}, {1, 5}}},
    {GUARD, 5, 8, {{6, 7}, {4, 7}}},
    // soldier: the 8 neighbours
    {SOLDIER, 0, 0, {{1, 0}, {0, 1}, {1, 1}}},
    {SOLDIER, 9, 8, {{8, 8}, {9, 7}, {8, 7}}},
    {SOLDIER, 0, 4, {{0, 3}, {0, 5}, {1, 3}, {1, 4}, {1, 5}}},
    {SOLDIER, 9, 4, {{9, 3}, {9, 5}, {8, 3}, {8, 4}, {8, 5}}},
    {SOLDIER, 5, 8, {{6, 8}, {4, 8}, {5, 7}, {6, 7}, {4, 7}}},
    // elephant: (x±2, y±2)
    {ELEPHANT, 0, 0, {{2, 2}}},
    {ELEPHANT, 9, 8, {{7, 6}}},
    {ELEPHANT, 0, 4, {{2, 2}, {2, 6}}},
    {ELEPHANT, 1, 1, {{3, 3}}},
    {ELEPHANT, 5, 0, {{7, 2}, {3, 2}}},
    {ELEPHANT, 8, 7, {{6, 5}}},
    // horse: (x±2, y±1), (x±1, y±2)
    {HORSE, 0, 0, {{2, 1}, {1, 2}}},
    {HORSE, 9, 8, {{7, 7}, {8, 6}}},
    {HORSE, 9, 0, {{7, 1}, {8, 2}}},
    {HORSE, 0, 4, {{2, 5}, {2, 3}, {1, 6}, {1, 2}}},
    {HORSE, 1, 1, {{3, 2}, {3, 0}, {2, 3}, {0, 3}}},
    {HORSE, 4, 8, {{6, 7}, {2, 7}, {5, 6}, {3, 6}}},
    {HORSE, 8, 7, {{6, 8}, {6, 6}, {9, 5}, {7, 5}}},
    // duck: (x±3, y±2), (x±2, y±3)
    {DUCK, 0, 0, {{3, 2}, {2, 3}}},
    {DUCK, 9, 8, {{6, 6}, {7, 5}}},
    {DUCK, 9, 0, {{6, 2}, {7, 3}}},
    {DUCK, 0, 4, {{3, 6}, {3, 2}, {2, 7}, {2, 1}}},
    {DUCK, 1, 1, {{4, 3}, {3, 4}}},
    {DUCK, 8, 7, {{5, 5}, {6, 4}}},
    {DUCK, 4, 8, {{7, 6}, {1, 6}, {6, 5}, {2, 5}}},
    {DUCK, 2, 0, {{5, 2}, {4, 3}, {0, 3}}},
    // car: its row and its column
    {CAR, 0, 0, {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5}, {0, 6}, {0, 7}, {0, 8},
                 {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}, {8, 0}, {9, 0}}},
    {CAR, 9, 8, {{9, 0}, {9, 1}, {9, 2}, {9, 3}, {9, 4}, {9, 5}, {9, 6}, {9, 7},
                 {0, 8}, {1, 8}, {2, 8}, {3, 8}, {4, 8}, {5, 8}, {6, 8}, {7, 8}, {8, 8}}},
};

class Edge : public ::testing::TestWithParam<Color> {};

TEST_P(Edge, PiecesOnEdgesAndCornersReachExactlyTheirOnBoardSquares) {
  const Color c = GetParam();
  for (const EdgeCase& e : EDGE_CASES) {
    SCOPED_TRACE(kind_word(e.kind) + " on (" + std::to_string(e.row) + ", " + std::to_string(e.col) + ")");
    const Position pos = board({{e.row, e.col, c, e.kind}}, c);
    EXPECT_EQ(legal_targets(pos, e.row, e.col), e.reaches);
  }
}

TEST_P(Edge, CountsOnCornerSquares) {
  // The number of squares reached from (0, 0), the same on every corner by symmetry.
  const Color c = GetParam();
  const struct {
    Kind kind;
    size_t count;
  } counts[] = {{CAPTAIN, 2}, {GUARD, 1}, {SOLDIER, 3}, {ELEPHANT, 1}, {HORSE, 2}, {DUCK, 2}, {CAR, 17}};
  const int corners[4][2] = {{0, 0}, {0, 8}, {9, 0}, {9, 8}};
  for (const auto& k : counts)
    for (const auto& corner : corners) {
      const Position pos = board({{corner[0], corner[1], c, k.kind}}, c);
      EXPECT_EQ(legal_targets(pos, corner[0], corner[1]).size(), k.count)
          << kind_word(k.kind) << " on (" << corner[0] << ", " << corner[1] << ")";
    }
}

INSTANTIATE_TEST_SUITE_P(BothColours, Edge, ::testing::Values(RED, BLUE),
                         color_param_name);

}  // namespace
}  // namespace duck_test
