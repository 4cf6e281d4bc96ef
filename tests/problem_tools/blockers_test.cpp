// Strategy `blockers` tries every blockable move of elephant, horse, duck and car, for each colour and
// direction, while blocked by a red piece, while blocked by a blue piece, and free; on every edge.
// Verified by replay: a try counts as blocked by square b when emptying b (and nothing else) makes
// the invalid command legal.
#include <gtest/gtest.h>

#include <cstdlib>
#include <set>
#include <string>

#include "judge/outcome.h"
#include "replay.h"
#include "generators/generate.h"

namespace {

using duck::Kind;
using duck::Position;
using duck::Square;

// Returns the displacement name "dx,dy", with cars' displacements reduced to a direction.
std::string displacement(Kind k, int dx, int dy) {
  if (k == duck::CAR) {
    dx = (dx > 0) - (dx < 0);
    dy = (dy > 0) - (dy < 0);
  }
  return std::to_string(dx) + "," + std::to_string(dy);
}

// Returns true when the move changes by (dx, dy) as kind k moves on an empty board.
bool geometric(Kind k, int dx, int dy) {
  const int ax = std::abs(dx), ay = std::abs(dy);
  switch (k) {
    case duck::ELEPHANT: return ax == 2 && ay == 2;
    case duck::HORSE: return ax + ay == 3 && ax > 0 && ay > 0;
    case duck::DUCK: return ax + ay == 5 && ax > 1 && ay > 1;
    case duck::CAR: return (ax == 0) != (ay == 0) && ax + ay > 1;
    default: return false;
  }
}

// Returns every situation the output of blockers for a seed shows: "C K dx,dy free",
// "C K dx,dy near|far by-C" (near: the blocker next to the piece, far: a duck's second one),
// "C K edge E free|blocked".
std::set<std::string> situations(uint64_t seed) {
  std::set<std::string> seen;
  duck_test::replay(duck::generate("blockers", seed, 1000), [&](const duck_test::Step& s) {
    const Position& pos = s.before;
    const duck::Piece p = pos.piece_on(s.move.from), target = pos.piece_on(s.move.to);
    const Kind k = duck::kind_of(p);
    const int dx = duck::row_of(s.move.to) - duck::row_of(s.move.from), dy = duck::col_of(s.move.to) - duck::col_of(s.move.from);
    if (pos.is_over() || p == duck::NO_PIECE || duck::color_of(p) != pos.side_to_move() || !geometric(k, dx, dy)) return;
    if (target != duck::NO_PIECE && duck::color_of(target) == pos.side_to_move()) return;
    const std::string who = std::string(duck::color_name(duck::color_of(p))) + " " + duck::kind_name(k) + " ";
    std::string state;
    if (s.outcome.legal) {
      state = "free";
      seen.insert(who + displacement(k, dx, dy) + " free");
    } else {
      // The blockers: squares whose emptying alone makes the command legal (for a car, the
      // nearest piece on the way, after emptying every square on the way).
      for (Square b = 0; b < duck::SQUARE_NB; ++b) {
        if (b == s.move.from || b == s.move.to || pos.piece_on(b) == duck::NO_PIECE) continue;
        Position emptied = pos;
        emptied.put(b, duck::NO_PIECE);
        const int near = std::abs(duck::row_of(b) - duck::row_of(s.move.from)) + std::abs(duck::col_of(b) - duck::col_of(s.move.from));
        if (k == duck::CAR) {
          const int rx = duck::row_of(b) - duck::row_of(s.move.from), ry = duck::col_of(b) - duck::col_of(s.move.from);
          const bool on_way = displacement(k, rx, ry) == displacement(k, dx, dy) && std::abs(rx) + std::abs(ry) < std::abs(dx) + std::abs(dy);
          if (!on_way) continue;
          bool nearest = true;
          for (Square c = 0; c < duck::SQUARE_NB; ++c) {
            const int cx = duck::row_of(c) - duck::row_of(s.move.from), cy = duck::col_of(c) - duck::col_of(s.move.from);
            if (pos.piece_on(c) != duck::NO_PIECE && c != s.move.from && displacement(k, cx, cy) == displacement(k, dx, dy) &&
                std::abs(cx) + std::abs(cy) < near)
              nearest = false;
          }
          if (!nearest) continue;
        } else if (!emptied.is_legal(s.move)) {
          continue;
        }
        state = "blocked";
        const std::string where = k == duck::DUCK ? (near == 1 ? "near " : "far ") : "near ";
        seen.insert(who + displacement(k, dx, dy) + " " + where + "by-" + duck::color_name(duck::color_of(pos.piece_on(b))));
      }
    }
    if (state.empty()) return;
    const int r = duck::row_of(s.move.to), c = duck::col_of(s.move.to);
    if (r == 0) seen.insert(who + "edge row0 " + state);
    if (r == 9) seen.insert(who + "edge row9 " + state);
    if (c == 0) seen.insert(who + "edge col0 " + state);
    if (c == 8) seen.insert(who + "edge col8 " + state);
  });
  return seen;
}

class BlockersSeed : public ::testing::TestWithParam<uint64_t> {};

TEST_P(BlockersSeed, EveryPatternBlockedByEachColourAndFree) {
  const std::set<std::string> seen = situations(GetParam());
  int expected = 0;
  for (const duck::Color c : {duck::RED, duck::BLUE})
    for (const Kind k : {duck::ELEPHANT, duck::HORSE, duck::DUCK, duck::CAR})
      for (int dx = -3; dx <= 3; ++dx)
        for (int dy = -3; dy <= 3; ++dy) {
          if (!geometric(k, dx, dy) || (k == duck::CAR && std::abs(dx) + std::abs(dy) != 2)) continue;
          const std::string base = std::string(duck::color_name(c)) + " " + duck::kind_name(k) + " " + displacement(k, dx, dy) + " ";
          std::vector<std::string> wants = {base + "free"};
          for (const char* where : k == duck::DUCK ? std::vector<const char*>{"near ", "far "} : std::vector<const char*>{"near "})
            for (const char* by : {"by-red", "by-blue"}) wants.push_back(base + where + by);
          for (const std::string& w : wants) {
            ++expected;
            EXPECT_TRUE(seen.count(w)) << w;
          }
        }
  // 2 colours x (4 elephant x 3 + 8 horse x 3 + 8 duck x 5 + 4 car x 3) situations.
  EXPECT_EQ(expected, 176);
}

TEST_P(BlockersSeed, TargetsOnEveryEdgeFreeAndBlocked) {
  const std::set<std::string> seen = situations(GetParam());
  for (const duck::Color c : {duck::RED, duck::BLUE})
    for (const Kind k : {duck::ELEPHANT, duck::HORSE, duck::DUCK, duck::CAR})
      for (const char* edge : {"row0", "row9", "col0", "col8"}) {
        // Red elephants live on even rows and blue ones on odd rows.
        if (k == duck::ELEPHANT && std::string(edge) == (c == duck::RED ? "row9" : "row0")) continue;
        for (const char* state : {"free", "blocked"}) {
          const std::string w = std::string(duck::color_name(c)) + " " + duck::kind_name(k) + " edge " + edge + " " + state;
          EXPECT_TRUE(seen.count(w)) << w;
        }
      }
}

INSTANTIATE_TEST_SUITE_P(Blockers, BlockersSeed, ::testing::Range<uint64_t>(0, 6));

}  // namespace
