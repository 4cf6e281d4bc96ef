// Strategy `checks` makes every kind of check it promises, verified by replaying its output with the
// judge and asking can_reach which pieces attack each captain.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "judge/outcome.h"
#include "replay.h"
#include "generators/generate.h"

namespace {

using duck::Color;
using duck::Position;

// Returns what the test sees in the output of checks for a seed: "sole C K", "leave C",
// "walk C", "both", "discovered C", each found from the positions alone.
std::set<std::string> check_situations(uint64_t seed) {
  std::set<std::string> seen;
  duck_test::replay(duck::generate("checks", seed, 1000), [&](const duck_test::Step& s) {
    if (!s.outcome.legal || s.after.is_over()) return;
    const Color us = s.before.side_to_move();
    const std::string mover = duck::color_name(us);
    const std::vector<duck::Square> on_ours = duck_test::attackers(s.after, us);
    const std::vector<duck::Square> on_theirs = duck_test::attackers(s.after, ~us);
    EXPECT_EQ(s.outcome.check, !on_ours.empty() || !on_theirs.empty()) << "command " << s.index;
    const bool moved_captain = duck::kind_of(s.before.piece_on(s.move.from)) == duck::CAPTAIN;
    const duck::Square our_captain = s.after.captain_square(us), their_captain = s.after.captain_square(~us);
    const int dr = duck::row_of(our_captain) - duck::row_of(their_captain);
    const int dc = duck::col_of(our_captain) - duck::col_of(their_captain);
    const bool face_to_face = dr * dr + dc * dc == 1;
    // The only attacker of either captain, by colour and kind.
    if (on_ours.size() + on_theirs.size() == 1) {
      const duck::Piece p = s.after.piece_on(on_ours.empty() ? on_theirs[0] : on_ours[0]);
      seen.insert(std::string("sole ") + duck::color_name(duck::color_of(p)) + " " + duck::kind_name(duck::kind_of(p)));
    }
    if (face_to_face && on_ours.size() == 1 && on_theirs.size() == 1) seen.insert("sole " + mover + " captain");
    if (!duck_test::attackers(s.before, us).empty() && !moved_captain && !on_ours.empty() && on_theirs.empty())
      seen.insert("leave " + mover);
    if (moved_captain && !on_ours.empty() && on_theirs.empty() && !face_to_face) seen.insert("walk " + mover);
    if (!on_ours.empty() && !on_theirs.empty() && !face_to_face) seen.insert("both");
    for (const duck::Square a : on_theirs)
      if (a != s.move.to && !s.before.can_reach(a, their_captain)) seen.insert("discovered " + mover);
  });
  return seen;
}

class ChecksSeed : public ::testing::TestWithParam<uint64_t> {};

TEST_P(ChecksSeed, EveryKindOfEachColourGivesCheckAlone) {
  const std::set<std::string> seen = check_situations(GetParam());
  for (const Color c : {duck::RED, duck::BLUE})
    for (int k = duck::CAPTAIN; k < duck::KIND_NB; ++k) {
      const std::string want = std::string("sole ") + duck::color_name(c) + " " + duck::kind_name(duck::Kind(k));
      EXPECT_TRUE(seen.count(want)) << want;
    }
}

TEST_P(ChecksSeed, LeavingWalkingDiscoveredAndBothSides) {
  const std::set<std::string> seen = check_situations(GetParam());
  for (const char* want : {"leave red", "leave blue", "walk red", "walk blue", "discovered red", "discovered blue", "both"})
    EXPECT_TRUE(seen.count(want)) << want;
}

INSTANTIATE_TEST_SUITE_P(Checks, ChecksSeed, ::testing::Range<uint64_t>(0, 8));

}  // namespace
