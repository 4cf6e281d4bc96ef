// The rule-clause classifier on hand-built positions: each clause where it should be, and not where
// it should not.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "generators/coverage.h"
#include "generators/generate.h"

namespace {

using duck::make_move;
using duck::make_piece;
using duck::make_square;
using duck::Position;

// Returns the clauses of m played in pos.
std::vector<std::string> clauses(const Position& pos, duck::Move m, bool previous_invalid = false) {
  Position after = pos;
  after.play(m);
  duck::ClauseContext ctx;
  ctx.previous_invalid = previous_invalid;
  return duck::command_clauses(pos, m, after, ctx);
}

// Returns true when c is among the clauses.
bool has(const std::vector<std::string>& all, const std::string& c) { return std::find(all.begin(), all.end(), c) != all.end(); }

// Returns an empty board with both captains in their corners of the back rows, red to move.
Position bare() {
  Position p = Position::empty();
  p.put(make_square(0, 0), make_piece(duck::RED, duck::CAPTAIN));
  p.put(make_square(9, 8), make_piece(duck::BLUE, duck::CAPTAIN));
  return p;
}

TEST(Coverage, ElephantBlockedByEachColourAndFree) {
  Position p = bare();
  p.put(make_square(4, 4), make_piece(duck::RED, duck::ELEPHANT));
  p.put(make_square(5, 5), make_piece(duck::BLUE, duck::SOLDIER));
  p.put(make_square(3, 3), make_piece(duck::RED, duck::SOLDIER));
  EXPECT_TRUE(has(clauses(p, make_move(4, 4, 6, 6)), "block/red/elephant/+2+2/by-blue"));
  EXPECT_TRUE(has(clauses(p, make_move(4, 4, 2, 2)), "block/red/elephant/-2-2/by-red"));
  EXPECT_TRUE(has(clauses(p, make_move(4, 4, 6, 2)), "block/red/elephant/+2-2/free"));
  EXPECT_TRUE(has(clauses(p, make_move(4, 4, 2, 6)), "block/red/elephant/-2+2/free"));
}

TEST(Coverage, DuckNamesWhichBlockerAndOnlyWhenItIsTheOnlyOne) {
  Position p = bare();
  p.put(make_square(4, 4), make_piece(duck::RED, duck::DUCK));
  p.put(make_square(5, 4), make_piece(duck::BLUE, duck::SOLDIER));  // b1 of (+3, +-2)
  EXPECT_TRUE(has(clauses(p, make_move(4, 4, 7, 6)), "block/red/duck/+3+2/b1-blue"));
  p.put(make_square(5, 4), duck::NO_PIECE);
  p.put(make_square(6, 5), make_piece(duck::RED, duck::GUARD));  // b2 of (+3, +2)
  EXPECT_TRUE(has(clauses(p, make_move(4, 4, 7, 6)), "block/red/duck/+3+2/b2-red"));
  p.put(make_square(5, 4), make_piece(duck::BLUE, duck::SOLDIER));  // both: no block clause
  const auto both = clauses(p, make_move(4, 4, 7, 6));
  EXPECT_TRUE(std::none_of(both.begin(), both.end(), [](const std::string& c) { return c.compare(0, 6, "block/") == 0; }));
  EXPECT_TRUE(has(clauses(p, make_move(4, 4, 2, 1)), "block/red/duck/-2-3/free"));
}

TEST(Coverage, CarNearestBlockerAndEdges) {
  Position p = bare();
  p.put(make_square(0, 4), make_piece(duck::RED, duck::CAR));
  p.put(make_square(0, 6), make_piece(duck::BLUE, duck::HORSE));
  p.put(make_square(0, 7), make_piece(duck::RED, duck::HORSE));
  const auto c = clauses(p, make_move(0, 4, 0, 8));
  EXPECT_TRUE(has(c, "block/red/car/+y/by-blue"));
  EXPECT_TRUE(has(c, "edge/red/car/row0/blocked"));
  EXPECT_TRUE(has(c, "edge/red/car/col8/blocked"));
  EXPECT_TRUE(has(clauses(p, make_move(0, 4, 9, 4)), "edge/red/car/row9/free"));
  // A one-square car move has no path: no block clause.
  const auto one = clauses(p, make_move(0, 4, 0, 5));
  EXPECT_TRUE(std::none_of(one.begin(), one.end(), [](const std::string& x) { return x.compare(0, 6, "block/") == 0; }));
}

TEST(Coverage, ChecksByKindLeaveWalkBothDiscovered) {
  Position p = bare();
  p.put(make_square(5, 8), make_piece(duck::RED, duck::CAR));
  p.put(make_square(7, 8), make_piece(duck::RED, duck::SOLDIER));  // blocks the car
  EXPECT_TRUE(has(clauses(p, make_move(7, 8, 7, 7)), "check/discovered/red"));
  EXPECT_TRUE(has(clauses(p, make_move(7, 8, 7, 7)), "check/red/car"));
  EXPECT_TRUE(has(clauses(p, make_move(7, 8, 8, 8)), "check/red/soldier"));
  // Blue to move with its captain attacked by the car: moving something else leaves it attacked.
  Position q = bare();
  q.put(make_square(5, 8), make_piece(duck::RED, duck::CAR));
  q.put(make_square(9, 0), make_piece(duck::BLUE, duck::GUARD));
  q.set_side_to_move(duck::BLUE);
  EXPECT_TRUE(has(clauses(q, make_move(9, 0, 8, 1)), "check/leave/blue"));
  // The blue captain walks onto the car's file; a step along its own file is no walk into attack.
  Position w = bare();
  w.put(make_square(5, 7), make_piece(duck::RED, duck::CAR));
  w.set_side_to_move(duck::BLUE);
  EXPECT_TRUE(has(clauses(w, make_move(9, 8, 9, 7)), "check/walk/blue"));
  EXPECT_FALSE(has(clauses(w, make_move(9, 8, 8, 8)), "check/walk/blue"));
  // Both captains attacked at once.
  Position b = bare();
  b.put(make_square(5, 8), make_piece(duck::RED, duck::CAR));
  b.put(make_square(2, 1), make_piece(duck::BLUE, duck::HORSE));  // reaches (0, 0) over (1, 1)
  b.put(make_square(7, 8), make_piece(duck::RED, duck::SOLDIER));
  EXPECT_TRUE(has(clauses(b, make_move(7, 8, 7, 7)), "check/both"));
}

TEST(Coverage, CapturesEndsAndAfterTheEnd) {
  Position p = bare();
  p.put(make_square(9, 0), make_piece(duck::RED, duck::CAR));
  p.put(make_square(8, 0), make_piece(duck::BLUE, duck::HORSE));
  p.put(make_square(8, 7), make_piece(duck::BLUE, duck::DUCK));  // attacks nothing: stays
  EXPECT_TRUE(has(clauses(p, make_move(9, 0, 8, 0)), "capture/red/car/horse"));
  p.put(make_square(8, 0), duck::NO_PIECE);
  p.put(make_square(1, 1), make_piece(duck::BLUE, duck::GUARD));  // attacks the red captain
  const auto end = clauses(p, make_move(9, 0, 9, 8));
  EXPECT_TRUE(has(end, "capture/red/car/captain"));
  EXPECT_TRUE(has(end, "end/red/car"));
  EXPECT_TRUE(has(end, "end/attacked"));
  Position over = p;
  over.play(make_move(9, 0, 9, 8));
  ASSERT_TRUE(over.is_over());
  EXPECT_TRUE(has(clauses(over, make_move(1, 1, 0, 0)), "end/would-be-legal"));
  EXPECT_FALSE(has(clauses(over, make_move(1, 1, 1, 2)), "end/would-be-legal"));
}

TEST(Coverage, TurnClauses) {
  const Position start;
  EXPECT_TRUE(has(clauses(start, make_move(6, 0, 5, 0)), "turn/opponent/red/soldier"));
  EXPECT_FALSE(has(clauses(start, make_move(6, 0, 7, 0)), "turn/opponent/red/soldier"));  // onto blue's own duck
  EXPECT_TRUE(has(clauses(start, make_move(5, 5, 4, 4)), "turn/empty/red"));
  EXPECT_TRUE(has(clauses(start, make_move(0, 4, 0, 4)), "turn/same-square/red/captain"));
  EXPECT_TRUE(has(clauses(start, make_move(0, 4, 0, 3)), "turn/own-target/red/captain"));
  EXPECT_FALSE(has(clauses(start, make_move(0, 4, 1, 5)), "turn/own-target/red/captain"));
  EXPECT_TRUE(has(clauses(start, make_move(3, 0, 4, 0), true), "turn/again/red"));
  EXPECT_FALSE(has(clauses(start, make_move(3, 0, 4, 0), false), "turn/again/red"));
}

TEST(Coverage, TurnClausesAreTheTurnOnesOfCommandClauses) {
  Position pos;
  size_t seen = 0;
  for (const duck::Move step : duck::generate("legal", 3, 40)) {
    for (int from = 0; from < duck::SQUARE_NB; ++from)
      for (int to = 0; to < duck::SQUARE_NB; ++to) {
        const duck::Move m{uint8_t(from), uint8_t(to)};
        std::vector<std::string> expected;
        for (const std::string& c : clauses(pos, m))
          if (c.compare(0, 5, "turn/") == 0) expected.push_back(c);
        ASSERT_EQ(duck::turn_clauses(pos, m), expected) << from << " " << to;
        seen += expected.size();
      }
    pos.play(step);
  }
  EXPECT_GT(seen, 0u);
}

TEST(Coverage, UniverseIsSortedDistinctAndHoldsEveryClauseSeen) {
  const std::vector<std::string> all = duck::all_clauses();
  EXPECT_TRUE(std::is_sorted(all.begin(), all.end()));
  EXPECT_EQ(std::adjacent_find(all.begin(), all.end()), all.end());
  EXPECT_FALSE(std::binary_search(all.begin(), all.end(), "capture/red/elephant/elephant"));
  EXPECT_FALSE(std::binary_search(all.begin(), all.end(), "edge/red/elephant/row9/free"));
  // The whole contest sample exercises only clauses of the universe.
  const std::vector<duck::Move> sample = {make_move(0, 0, 7, 0), make_move(9, 0, 8, 0), make_move(0, 1, 1, 3),
                                          make_move(0, 2, 2, 0), make_move(0, 3, 1, 2), make_move(0, 4, 0, 3)};
  for (const std::string& c : duck::clauses_covered(sample)) EXPECT_TRUE(std::binary_search(all.begin(), all.end(), c)) << c;
}

}  // namespace
