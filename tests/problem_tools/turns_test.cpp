// Strategy `turns`: for both colours and every kind, moves of the opponent's pieces that the opponent
// could make, own-piece and same-square targets, empty sources; and after an invalid command the
// same side moves. Verified by replay with the judge.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "judge/outcome.h"
#include "replay.h"
#include "generators/generate.h"

namespace {

// Returns the situations seen in the output of turns for a seed.
std::set<std::string> situations(uint64_t seed) {
  std::set<std::string> seen;
  bool previous_invalid = false;
  duck::Color previous_side = duck::RED;
  duck_test::replay(duck::generate("turns", seed, 1000), [&](const duck_test::Step& s) {
    const duck::Position& pos = s.before;
    const duck::Color us = pos.side_to_move();
    const std::string side = duck::color_name(us);
    const duck::Piece p = pos.piece_on(s.move.from), target = pos.piece_on(s.move.to);
    if (s.outcome.legal && previous_invalid && previous_side == us) seen.insert("again " + side);
    if (!s.outcome.legal && !pos.is_over()) {
      if (p == duck::NO_PIECE) {
        seen.insert("empty " + side);
      } else {
        const std::string kind = duck::kind_name(duck::kind_of(p));
        duck::Position theirs = pos;
        theirs.set_side_to_move(~us);
        if (duck::color_of(p) != us && theirs.is_legal(s.move)) seen.insert("opponent " + side + " " + kind);
        if (duck::color_of(p) == us && s.move.from == s.move.to) seen.insert("same-square " + side + " " + kind);
        // Own piece on a target the piece reaches: legal but for the own piece there.
        duck::Position without = pos;
        without.put(s.move.to, duck::NO_PIECE);
        if (duck::color_of(p) == us && target != duck::NO_PIECE && duck::color_of(target) == us && s.move.from != s.move.to &&
            without.is_legal(s.move))
          seen.insert("own-target " + side + " " + kind);
      }
    }
    previous_invalid = !s.outcome.legal;
    previous_side = us;
  });
  return seen;
}

class TurnsSeed : public ::testing::TestWithParam<uint64_t> {};

TEST_P(TurnsSeed, EveryKindOfBothColours) {
  const std::set<std::string> seen = situations(GetParam());
  for (const duck::Color c : {duck::RED, duck::BLUE}) {
    const std::string side = duck::color_name(c);
    EXPECT_TRUE(seen.count("empty " + side)) << side;
    EXPECT_TRUE(seen.count("again " + side)) << side;
    for (int k = duck::CAPTAIN; k < duck::KIND_NB; ++k)
      for (const char* what : {"opponent ", "same-square ", "own-target "}) {
        const std::string w = what + side + " " + duck::kind_name(duck::Kind(k));
        EXPECT_TRUE(seen.count(w)) << w;
      }
  }
}

INSTANTIATE_TEST_SUITE_P(Turns, TurnsSeed, ::testing::Range<uint64_t>(0, 6));

}  // namespace
