// The board analysis' distance tables: what the steering generators read row by row is the minimum
// that their comments define, worked out here square by square.
#include <gtest/gtest.h>

#include <algorithm>

#include "board/analysis.h"
#include "generators/generate.h"
#include "judge/position.h"

namespace {

using namespace duck;

// Returns min(FAR, max(1, min over t of walk(t) + attack_distance(k, from, t))), square by square.
template <class Walk>
int least_meeting(Kind k, Square from, Walk walk) {
  int best = FAR;
  for (Square t = 0; t < SQUARE_NB; ++t) best = std::min(best, walk(t) + attack_distance(k, from, t));
  return std::max(best, 1);
}

TEST(Analysis, MeetingDistanceIsTheLeastWalkPlusAttack) {
  for (int a = CAPTAIN; a < KIND_NB; ++a)
    for (int v = CAPTAIN; v < KIND_NB; ++v)
      for (Square from = 0; from < SQUARE_NB; from += 7)
        for (Square to = 0; to < SQUARE_NB; ++to)
          ASSERT_EQ(meeting_distance(Kind(a), from, Kind(v), to),
                    least_meeting(Kind(a), from, [&](Square t) { return empty_board_distance(Kind(v), to, t); }))
              << a << " " << v << " " << from << " " << to;
}

TEST(Analysis, CooperativeDistanceIsZeroWhenAttackingElseTheLeastWalkPlusAttack) {
  Position pos;
  int attacking = 0;
  for (const Move m : generate("legal", 7, 120)) {
    pos.play(m);
    for (Square s = 0; s < SQUARE_NB; ++s)
      for (const Color c : {RED, BLUE}) {
        const Square captain = pos.captain_square(c);
        const Piece p = pos.piece_on(s);
        if (p == NO_PIECE || color_of(p) == c || captain == SQ_NONE) continue;
        const int expected = pos.can_reach(s, captain) ? 0 : least_meeting(kind_of(p), s, [&](Square t) { return manhattan(captain, t); });
        attacking += expected == 0;
        ASSERT_EQ(cooperative_distance(pos, s, captain), expected) << s << " " << captain;
      }
  }
  EXPECT_GT(attacking, 0);
}

}  // namespace
