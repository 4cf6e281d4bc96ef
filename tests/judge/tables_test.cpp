// The compile-time attack tables (judge/tables.h) against the movement table they are derived from:
// every entry is checked against Position::can_reach, on an empty board and with a piece on every
// other square in turn, and the tables' rule for reaching (a kind bit set, no blocker occupied)
// against can_reach on crowded random boards.
#include <gtest/gtest.h>

#include <random>

#include "judge/position.h"
#include "judge/tables.h"
#include "judge/types.h"

namespace duck_test {
namespace {

using duck::Kind;
using duck::Position;
using duck::Square;
using duck::SquareSet;
using duck::SQUARE_NB;
using duck::TABLES;

const unsigned BLOCKABLE = 1u << duck::ELEPHANT | 1u << duck::HORSE | 1u << duck::DUCK | 1u << duck::CAR;

// Returns true when the set holds square s.
bool has(const SquareSet& set, Square s) { return (set.half[s / 64] >> (s % 64) & 1) != 0; }

// Returns true when the set is empty.
bool empty(const SquareSet& set) { return set.half[0] == 0 && set.half[1] == 0; }

// Returns an empty board with a red piece of kind `kind` on s.
Position alone(Kind kind, Square s) {
  Position pos = Position::empty();
  pos.put(s, duck::make_piece(duck::RED, kind));
  return pos;
}

// Returns true when the tables say that the piece on s reaches k in pos.
bool tables_say_reaches(const Position& pos, Square s, Square k) {
  if ((TABLES.kinds[s][k] >> duck::kind_of(pos.piece_on(s)) & 1) == 0) return false;
  for (Square b = 0; b < SQUARE_NB; ++b)
    if (has(TABLES.blockers[s][k], b) && pos.piece_on(b) != duck::NO_PIECE) return false;
  return true;
}

TEST(Tables, KindsAndFromMatchCanReachOnAnEmptyBoard) {
  for (int kind = duck::CAPTAIN; kind <= duck::SOLDIER; ++kind)
    for (Square s = 0; s < SQUARE_NB; ++s) {
      const Position pos = alone(Kind(kind), s);
      for (Square k = 0; k < SQUARE_NB; ++k) {
        const bool reaches = pos.can_reach(s, k);
        ASSERT_EQ((TABLES.kinds[s][k] >> kind & 1) != 0, reaches) << "kind " << kind << " from " << s << " to " << k;
        ASSERT_EQ(has(TABLES.from[k][kind], s), reaches) << "kind " << kind << " from " << s << " to " << k;
      }
    }
  // Nothing for NO_KIND, nothing beyond the last kind.
  for (Square s = 0; s < SQUARE_NB; ++s) {
    EXPECT_TRUE(empty(TABLES.from[s][duck::NO_KIND])) << s;
    for (Square k = 0; k < SQUARE_NB; ++k) EXPECT_EQ(TABLES.kinds[s][k] & 1, 0) << s << " " << k;
  }
}

TEST(Tables, BlockersAreExactlyTheSquaresThatStopTheMove) {
  for (Square s = 0; s < SQUARE_NB; ++s)
    for (Square k = 0; k < SQUARE_NB; ++k) {
      // At most one blockable kind makes each move, and only its moves have blockers.
      const unsigned blockable = TABLES.kinds[s][k] & BLOCKABLE;
      ASSERT_EQ(blockable & (blockable - 1), 0u) << "two blockable kinds move from " << s << " to " << k;
      if (blockable == 0) {
        EXPECT_TRUE(empty(TABLES.blockers[s][k])) << s << " " << k;
      }
      for (int kind = duck::CAPTAIN; kind <= duck::SOLDIER; ++kind) {
        if ((TABLES.kinds[s][k] >> kind & 1) == 0) continue;
        // A piece on b (any square but s and k, of either colour) stops the move exactly when
        // the tables list b; the unblockable kinds are never stopped.
        Position pos = alone(Kind(kind), s);
        for (Square b = 0; b < SQUARE_NB; ++b) {
          if (b == s || b == k) continue;
          for (duck::Color c : {duck::RED, duck::BLUE}) {
            pos.put(b, duck::make_piece(c, duck::SOLDIER));
            ASSERT_EQ(pos.can_reach(s, k), !has(TABLES.blockers[s][k], b))
                << "kind " << kind << " from " << s << " to " << k << " with a piece on " << b;
            pos.put(b, duck::NO_PIECE);
          }
        }
      }
    }
}

TEST(Tables, TheirRuleMatchesCanReachOnCrowdedBoards) {
  std::mt19937 rng(16);  // fixed: the same boards on every run
  for (int board = 0; board < 400; ++board) {
    Position pos = Position::empty();
    const unsigned density = 10 + unsigned(board % 8) * 10;  // 10 % to 80 % of the squares taken
    for (Square s = 0; s < SQUARE_NB; ++s)
      if (rng() % 100 < density)
        pos.put(s, duck::make_piece(duck::Color(rng() % 2), Kind(duck::CAPTAIN + rng() % (duck::SOLDIER - duck::CAPTAIN + 1))));
    for (Square s = 0; s < SQUARE_NB; ++s) {
      if (pos.piece_on(s) == duck::NO_PIECE) continue;
      for (Square k = 0; k < SQUARE_NB; ++k)
        ASSERT_EQ(tables_say_reaches(pos, s, k), pos.can_reach(s, k)) << "board " << board << " from " << s << " to " << k;
    }
  }
}

}  // namespace
}  // namespace duck_test
