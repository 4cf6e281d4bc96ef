// Check (RULES.md, "Check"): after a legal move that does not end the game, the position is check
// when either side could remove the other's captain, whoever is to move.
#include <gtest/gtest.h>

#include <tuple>

#include "tests/judge/board.h"

namespace duck_test {
namespace {

Color other(Color c) { return c == RED ? BLUE : RED; }

// ---- Check given by each kind ------------------------------------------------------------
// The victim's captain stands on (5, 4); the attacker's own captain on (0, 0) (unless the
// attacker is the captain). Each kind moves from a square that does not attack (5, 4) to one
// that does.
struct Giver {
  int xs, ys, xt, yt;
};

Giver giver_of(Kind k) {
  switch (k) {
    case CAPTAIN: return {5, 6, 5, 5};   // next to (5, 4)
    case GUARD: return {7, 6, 6, 5};     // diagonally next to (5, 4)
    case SOLDIER: return {7, 4, 6, 4};   // next to (5, 4)
    case ELEPHANT: return {5, 8, 7, 6};  // (7, 6) -> (5, 4) over the empty eye (6, 5)
    case HORSE: return {8, 7, 7, 5};     // (7, 5) -> (5, 4), leg (6, 5) empty
    case DUCK: return {5, 8, 8, 6};      // (8, 6) -> (5, 4), blockers (7, 6) and (6, 5) empty
    default: return {0, 8, 0, 4};        // car: column 4 from (0, 4) up to (5, 4) is empty
  }
}

// Returns the position before the checking move of a `color` piece of kind k.
Position before_check(Color color, Kind k) {
  const Giver g = giver_of(k);
  Position pos = board({{5, 4, other(color), CAPTAIN}, {g.xs, g.ys, color, k}}, color);
  if (k != CAPTAIN) put(pos, 0, 0, color, CAPTAIN);
  return pos;
}

class GiveCheck : public ::testing::TestWithParam<std::tuple<Color, Kind>> {
 protected:
  Color color() const { return std::get<0>(GetParam()); }
  Kind kind() const { return std::get<1>(GetParam()); }
  Position setup() const { return before_check(color(), kind()); }
};

TEST_P(GiveCheck, MovingToAnAttackingSquareIsCheck) {
  Position pos = setup();
  const Giver g = giver_of(kind());
  ASSERT_FALSE(pos.is_check());
  EXPECT_EQ(play(pos, g.xs, g.ys, g.xt, g.yt), name(color(), kind()) + ";NA;yes;no");
  EXPECT_TRUE(pos.is_check());
  EXPECT_TRUE(pos.captain_attacked(other(color())));
  // Captains attack each other; any other attacker leaves its own captain safe.
  EXPECT_EQ(pos.captain_attacked(color()), kind() == CAPTAIN);
}

INSTANTIATE_TEST_SUITE_P(AllKindsBothColours, GiveCheck,
                         ::testing::Combine(::testing::Values(RED, BLUE),
                                            ::testing::Values(CAPTAIN, GUARD, ELEPHANT, HORSE, CAR, DUCK, SOLDIER)),
                         color_kind_param_name);

// ---- The other ways to reach check, and the ways not to ----------------------------------

class Check : public ::testing::TestWithParam<Color> {
 protected:
  Color us() const { return GetParam(); }
  Color them() const { return other(GetParam()); }
  std::string our(Kind k) const { return name(us(), k); }
  std::string their(Kind k) const { return name(them(), k); }
};

TEST_P(Check, TheCheckingMovesWithTheAttackBlockedAreNoCheck) {
  // The moves of GiveCheck with a piece of the victim's colour on a square the attack passes
  // (the captain, guard and soldier are never blocked).
  const struct {
    Kind kind;
    int row, col;
  } blockers[] = {
      {ELEPHANT, 6, 5},  // the eye between (7, 6) and (5, 4)
      {HORSE, 6, 5},     // the leg of (7, 5) -> (5, 4)
      {DUCK, 7, 6},      // the first blocker of (8, 6) -> (5, 4)
      {DUCK, 6, 5},      // the second blocker of (8, 6) -> (5, 4)
      {CAR, 2, 4},       // between (0, 4) and (5, 4)
  };
  for (const auto& b : blockers) {
    SCOPED_TRACE(kind_word(b.kind) + ", blocker on (" + std::to_string(b.row) + ", " + std::to_string(b.col) + ")");
    const Giver g = giver_of(b.kind);
    Position pos = before_check(us(), b.kind);
    put(pos, b.row, b.col, them(), SOLDIER);
    EXPECT_EQ(play(pos, g.xs, g.ys, g.xt, g.yt), our(b.kind) + ";NA;no;no");
    EXPECT_FALSE(pos.is_check());
  }
}

TEST_P(Check, LeavingOwnCaptainAttackedIsCheck) {
  Position pos = board({{0, 4, us(), CAPTAIN}, {3, 0, us(), SOLDIER}, {9, 4, them(), CAR}, {9, 0, them(), CAPTAIN}}, us());
  ASSERT_TRUE(pos.is_check());
  EXPECT_EQ(play(pos, 3, 0, 4, 0), our(SOLDIER) + ";NA;yes;no");
  EXPECT_TRUE(pos.captain_attacked(us()));
  EXPECT_FALSE(pos.captain_attacked(them()));
}

TEST_P(Check, UncoveringAnAttackOnOwnCaptainIsCheck) {
  Position pos = board({{0, 4, us(), CAPTAIN}, {5, 4, us(), SOLDIER}, {9, 4, them(), CAR}, {9, 0, them(), CAPTAIN}}, us());
  ASSERT_FALSE(pos.is_check());
  EXPECT_EQ(play(pos, 5, 4, 5, 3), our(SOLDIER) + ";NA;yes;no");
  EXPECT_TRUE(pos.captain_attacked(us()));
}

TEST_P(Check, WalkingIntoACarIsCheck) {
  Position pos = board({{0, 4, us(), CAPTAIN}, {9, 5, them(), CAR}, {9, 0, them(), CAPTAIN}}, us());
  ASSERT_FALSE(pos.is_check());
  EXPECT_EQ(play(pos, 0, 4, 0, 5), our(CAPTAIN) + ";NA;yes;no");
  EXPECT_TRUE(pos.captain_attacked(us()));
}

TEST_P(Check, WalkingIntoAHorseIsCheck) {
  Position pos = board({{0, 4, us(), CAPTAIN}, {2, 6, them(), HORSE}, {9, 0, them(), CAPTAIN}}, us());
  ASSERT_FALSE(pos.is_check());
  EXPECT_EQ(play(pos, 0, 4, 0, 5), our(CAPTAIN) + ";NA;yes;no");  // (2, 6) -> (0, 5), leg (1, 6) empty
}

TEST_P(Check, UncoveringOwnCarGivesCheck) {
  Position pos = board({{0, 0, us(), CAPTAIN}, {0, 4, us(), CAR}, {3, 4, us(), SOLDIER}, {9, 4, them(), CAPTAIN}}, us());
  ASSERT_FALSE(pos.is_check());
  EXPECT_EQ(play(pos, 3, 4, 3, 3), our(SOLDIER) + ";NA;yes;no");
  EXPECT_TRUE(pos.captain_attacked(them()));
}

TEST_P(Check, ACaptureCanGiveCheck) {
  Position pos = board({{0, 0, us(), CAPTAIN}, {0, 8, us(), CAR}, {0, 4, them(), SOLDIER}, {5, 4, them(), CAPTAIN}}, us());
  ASSERT_FALSE(pos.is_check());
  EXPECT_EQ(play(pos, 0, 8, 0, 4), our(CAR) + ";" + their(SOLDIER) + ";yes;no");
}

TEST_P(Check, TheOpponentToMoveStillInCheckAfterAnUnrelatedMove) {
  // We give check; they answer elsewhere; the position stays check.
  Position pos = board({{0, 0, us(), CAPTAIN}, {0, 8, us(), CAR}, {5, 4, them(), CAPTAIN}, {9, 8, them(), SOLDIER}}, us());
  EXPECT_EQ(play(pos, 0, 8, 0, 4), our(CAR) + ";NA;yes;no");
  EXPECT_EQ(play(pos, 9, 8, 8, 8), their(SOLDIER) + ";NA;yes;no");
}

TEST_P(Check, EscapingOrCapturingTheAttackerEndsCheck) {
  Position escape = board({{0, 4, us(), CAPTAIN}, {9, 4, them(), CAR}, {5, 8, them(), CAPTAIN}}, us());
  ASSERT_TRUE(escape.is_check());
  EXPECT_EQ(play(escape, 0, 4, 0, 3), our(CAPTAIN) + ";NA;no;no");

  Position capture = board({{0, 4, us(), CAPTAIN}, {9, 0, us(), CAR}, {9, 4, them(), CAR}, {5, 8, them(), CAPTAIN}}, us());
  ASSERT_TRUE(capture.is_check());
  EXPECT_EQ(play(capture, 9, 0, 9, 4), our(CAR) + ";" + their(CAR) + ";no;no");
}

TEST_P(Check, OwnPiecesNeverCheckOwnCaptain) {
  Position pos = board({{0, 4, us(), CAPTAIN}, {5, 0, us(), CAR}, {9, 8, them(), CAPTAIN}}, us());
  EXPECT_EQ(play(pos, 5, 0, 5, 4), our(CAR) + ";NA;no;no");  // our car lines up with our captain
  EXPECT_FALSE(pos.captain_attacked(us()));
}

TEST_P(Check, CaptainsOrthogonallyNextToEachOtherAreCheck) {
  Position column = board({{4, 4, us(), CAPTAIN}, {6, 4, them(), CAPTAIN}}, us());
  EXPECT_EQ(play(column, 4, 4, 5, 4), our(CAPTAIN) + ";NA;yes;no");
  EXPECT_TRUE(column.captain_attacked(us()));
  EXPECT_TRUE(column.captain_attacked(them()));

  Position row = board({{4, 2, us(), CAPTAIN}, {4, 4, them(), CAPTAIN}}, us());
  EXPECT_EQ(play(row, 4, 2, 4, 3), our(CAPTAIN) + ";NA;yes;no");
}

TEST_P(Check, CaptainsDiagonallyNextToEachOtherAreNotCheck) {
  Position pos = board({{4, 4, us(), CAPTAIN}, {6, 5, them(), CAPTAIN}}, us());
  EXPECT_EQ(play(pos, 4, 4, 5, 4), our(CAPTAIN) + ";NA;no;no");
}

TEST_P(Check, CaptainsOnOneOpenColumnApartAreNotCheck) {
  // Unlike Chinese chess, facing captains do not attack each other along an open file.
  Position two = board({{3, 4, us(), CAPTAIN}, {6, 4, them(), CAPTAIN}}, us());
  EXPECT_EQ(play(two, 3, 4, 4, 4), our(CAPTAIN) + ";NA;no;no");

  Position far = board({{0, 4, us(), CAPTAIN}, {9, 4, them(), CAPTAIN}}, us());
  EXPECT_EQ(play(far, 0, 4, 1, 4), our(CAPTAIN) + ";NA;no;no");
}

TEST_P(Check, NoCheckAfterACaptainIsTakenEvenWithAttacksLeft) {
  // Their car still attacks our captain along column 0 when we take their captain.
  Position pos = board({{0, 0, us(), CAPTAIN}, {5, 0, them(), CAR}, {4, 4, us(), CAR}, {9, 4, them(), CAPTAIN}}, us());
  ASSERT_TRUE(pos.is_check());
  EXPECT_EQ(play(pos, 4, 4, 9, 4), our(CAR) + ";" + their(CAPTAIN) + ";no;yes");
  EXPECT_FALSE(pos.is_check());
  EXPECT_TRUE(pos.is_over());
}

TEST_P(Check, NoCheckAfterACaptainIsTakenByACaptain) {
  // Our captain takes theirs while their soldier stands next to our captain's new square.
  Position pos = board({{4, 4, us(), CAPTAIN}, {5, 4, them(), CAPTAIN}, {6, 4, them(), SOLDIER}}, us());
  EXPECT_EQ(play(pos, 4, 4, 5, 4), our(CAPTAIN) + ";" + their(CAPTAIN) + ";no;yes");
  EXPECT_FALSE(pos.is_check());
}

INSTANTIATE_TEST_SUITE_P(BothColours, Check, ::testing::Values(RED, BLUE), color_param_name);

}  // namespace
}  // namespace duck_test
