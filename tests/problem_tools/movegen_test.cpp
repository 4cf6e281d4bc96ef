// The test tools' move generator agrees with the independent oracle, position by position.
#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

#include "oracle/oracle.h"
#include "judge/movegen.h"
#include "generators/rng.h"

namespace {

// Returns the judge-side legal moves as sorted (xs, ys, xt, yt) tuples.
std::vector<std::vector<int>> judge_moves(const duck::Position& pos) {
  std::vector<std::vector<int>> out;
  for (const duck::Move m : duck::legal_moves(pos))
    out.push_back({duck::row_of(m.from), duck::col_of(m.from), duck::row_of(m.to), duck::col_of(m.to)});
  std::sort(out.begin(), out.end());
  return out;
}

// Returns the oracle's legal moves as sorted tuples.
std::vector<std::vector<int>> oracle_moves(const oracle::Game& game) {
  std::vector<std::vector<int>> out;
  for (const oracle::Move& m : game.legal_moves()) out.push_back({m.xs, m.ys, m.xt, m.yt});
  std::sort(out.begin(), out.end());
  return out;
}

TEST(Movegen, InitialPositionHas43MovesLikeTheOracle) {
  const duck::Position pos;
  EXPECT_EQ(judge_moves(pos), oracle_moves(oracle::Game()));
}

TEST(Movegen, AgreesWithTheOracleAlongRandomGames) {
  for (uint64_t seed = 0; seed < 40; ++seed) {
    duck::Rng rng(seed);
    duck::Position pos;
    oracle::Game game;
    for (int ply = 0; ply < 300 && !pos.is_over(); ++ply) {
      const auto expected = oracle_moves(game);
      ASSERT_EQ(judge_moves(pos), expected) << "seed " << seed << " ply " << ply << "\n" << game.board_string();
      const std::vector<duck::Move> moves = duck::legal_moves(pos);
      ASSERT_FALSE(moves.empty());
      const duck::Move m = rng.pick(moves);
      pos.play(m);
      game.play(oracle::Move{duck::row_of(m.from), duck::col_of(m.from), duck::row_of(m.to), duck::col_of(m.to)});
    }
  }
}

TEST(Movegen, NoMovesOnceTheGameIsOver) {
  duck::Position pos = duck::Position::empty();
  pos.put(duck::make_square(0, 4), duck::make_piece(duck::RED, duck::CAPTAIN));
  pos.put(duck::make_square(1, 4), duck::make_piece(duck::BLUE, duck::CAPTAIN));
  ASSERT_TRUE(pos.play(duck::make_move(0, 4, 1, 4)).over);
  EXPECT_TRUE(duck::legal_moves(pos).empty());
}

TEST(Movegen, CandidateTargetsAreOnTheBoardAndDistinct) {
  for (int k = duck::CAPTAIN; k < duck::KIND_NB; ++k)
    for (duck::Square s = 0; s < duck::SQUARE_NB; ++s) {
      std::vector<duck::Square> t = duck::candidate_targets(duck::Kind(k), s);
      for (const duck::Square x : t) ASSERT_TRUE(x >= 0 && x < duck::SQUARE_NB && x != s);
      std::sort(t.begin(), t.end());
      EXPECT_EQ(std::adjacent_find(t.begin(), t.end()), t.end());
    }
  // A car in the corner sees its whole row and column; a captain in the corner two squares.
  EXPECT_EQ(duck::candidate_targets(duck::CAR, 0).size(), 17u);
  EXPECT_EQ(duck::candidate_targets(duck::CAPTAIN, 0).size(), 2u);
  EXPECT_EQ(duck::candidate_targets(duck::DUCK, duck::make_square(4, 4)).size(), 8u);
}

}  // namespace
