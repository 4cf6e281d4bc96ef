// Strategy `endgame`: the planned captain taken early, often while the winner's captain is attacked,
// then many commands after the end that would have been legal had the game gone on.
#include <gtest/gtest.h>

#include <string>

#include "judge/outcome.h"
#include "replay.h"
#include "generators/generate.h"
#include "judge/movegen.h"

namespace {

// Returns a copy of pos with the game going on (same pieces and side to move).
duck::Position going_on(const duck::Position& pos) {
  duck::Position p = duck::Position::empty();
  for (duck::Square s = 0; s < duck::SQUARE_NB; ++s) p.put(s, pos.piece_on(s));
  p.set_side_to_move(pos.side_to_move());
  return p;
}

class EndgameSeed : public ::testing::TestWithParam<uint64_t> {};

TEST_P(EndgameSeed, CaptainTakenEarlyThenCommandsThatWouldHaveBeenLegal) {
  const uint64_t seed = GetParam();
  long long end_at = -1;
  int would_be_legal = 0, after_end = 0;
  bool winner_attacked = false;
  std::string taker;
  // After the end: the game as it would have gone on (its legal commands played), and the
  // frozen final position with the winner to move.
  duck::Position shadow, winner_to_move;
  duck_test::replay(duck::generate("endgame", seed, 1000), [&](const duck_test::Step& s) {
    if (s.before.is_over()) {
      if (after_end++ == 0) {
        shadow = going_on(s.before);
        winner_to_move = shadow;
        winner_to_move.set_side_to_move(~shadow.side_to_move());
      }
      EXPECT_FALSE(s.outcome.legal);
      if (shadow.is_legal(s.move)) {
        ++would_be_legal;
        shadow.play(s.move);
      } else if (winner_to_move.is_legal(s.move)) {
        ++would_be_legal;
      }
      return;
    }
    if (s.outcome.over) {
      end_at = static_cast<long long>(s.index);
      EXPECT_FALSE(s.outcome.check);
      const duck::Color winner = s.before.side_to_move();
      taker = std::string(duck::color_name(winner)) + " " + duck::kind_name(duck::kind_of(s.outcome.moved));
      winner_attacked = !duck_test::attackers(s.after, winner).empty();
    }
  });
  const char* const kinds[] = {"captain", "guard", "elephant", "horse", "car", "duck", "soldier"};
  ASSERT_GE(end_at, 0) << "the game never ended";
  EXPECT_LE(end_at, 250);
  EXPECT_EQ(taker, std::string(seed % 14 < 7 ? "red " : "blue ") + kinds[seed % 7]);
  if ((seed / 14) % 2 == 0) {
    EXPECT_TRUE(winner_attacked) << "the winner's captain should stay attacked";
  }
  EXPECT_EQ(after_end, 999 - end_at);
  EXPECT_GE(would_be_legal, after_end / 2);
}

INSTANTIATE_TEST_SUITE_P(Endgame, EndgameSeed, ::testing::Range<uint64_t>(0, 28));

}  // namespace
