// The end: the game is over as soon as a captain is removed, and every later command is invalid,
// even one that would be legal on the same board in a game still going on.
#include <gtest/gtest.h>

#include <string>

#include "judge/run.h"
#include "tests/judge/board.h"

namespace duck_test {
namespace {

class End : public ::testing::TestWithParam<Color> {
 protected:
  Color winner() const { return GetParam(); }
  Color loser() const { return GetParam() == RED ? BLUE : RED; }

  // The board after the winner's car on (4, 4) took the loser's captain on (9, 4).
  Position finished() const {
    Position pos = board({{0, 0, winner(), CAPTAIN}, {4, 4, winner(), CAR}, {2, 2, winner(), SOLDIER},
                          {9, 4, loser(), CAPTAIN}, {6, 6, loser(), SOLDIER}},
                         winner());
    EXPECT_EQ(play(pos, 4, 4, 9, 4), name(winner(), CAR) + ";" + name(loser(), CAPTAIN) + ";no;yes");
    return pos;
  }
};

TEST_P(End, TakingTheCaptainEndsTheGame) {
  const Position pos = finished();
  EXPECT_TRUE(pos.is_over());
  EXPECT_FALSE(pos.is_check());
  EXPECT_EQ(pos.captain_square(loser()), duck::SQ_NONE);
  EXPECT_EQ(at(pos, 9, 4), piece(winner(), CAR));
  EXPECT_TRUE(pos.pos_is_ok());
}

TEST_P(End, MovesThatWouldBeLegalAreInvalidAfterTheEnd) {
  // The same board, set up as a game still going on: these moves are legal there.
  Position going_on = board({{0, 0, winner(), CAPTAIN}, {9, 4, winner(), CAR}, {2, 2, winner(), SOLDIER},
                             {6, 6, loser(), SOLDIER}},
                            loser());
  ASSERT_TRUE(legal(going_on, 6, 6, 5, 6));
  going_on.set_side_to_move(winner());
  ASSERT_TRUE(legal(going_on, 9, 4, 9, 0));
  ASSERT_TRUE(legal(going_on, 2, 2, 3, 3));

  Position pos = finished();
  const auto before = snapshot(pos);
  EXPECT_EQ(play(pos, 6, 6, 5, 6), "Invalid command");  // the loser, whose turn it would be
  EXPECT_EQ(play(pos, 9, 4, 9, 0), "Invalid command");  // the winner
  EXPECT_EQ(play(pos, 2, 2, 3, 3), "Invalid command");
  pos.set_side_to_move(winner());
  EXPECT_EQ(play(pos, 9, 4, 9, 0), "Invalid command");
  EXPECT_EQ(play(pos, 0, 0, 1, 0), "Invalid command");
  EXPECT_EQ(snapshot(pos), before);
}

TEST_P(End, EveryCommandAfterTheEndIsInvalid) {
  for (Color side : {RED, BLUE}) {
    Position pos = finished();
    pos.set_side_to_move(side);
    const auto before = snapshot(pos);
    int legal_count = 0;
    for (int xs = 0; xs < 10; ++xs)
      for (int ys = 0; ys < 9; ++ys)
        for (int xt = 0; xt < 10; ++xt)
          for (int yt = 0; yt < 9; ++yt) {
            if (legal(pos, xs, ys, xt, yt)) ++legal_count;
            if (play(pos, xs, ys, xt, yt) != "Invalid command") ++legal_count;
          }
    EXPECT_EQ(legal_count, 0) << color_word(side) << " to move";
    EXPECT_EQ(snapshot(pos), before);
    EXPECT_TRUE(pos.is_over());
  }
}

TEST_P(End, ACapturedCaptainOfEitherKindOfTakerEndsTheGame) {
  // Taken by a duck and by a soldier rather than a car.
  Position by_duck = board({{0, 0, winner(), DUCK}, {3, 2, loser(), CAPTAIN}, {9, 8, winner(), CAPTAIN}}, winner());
  EXPECT_EQ(play(by_duck, 0, 0, 3, 2), name(winner(), DUCK) + ";" + name(loser(), CAPTAIN) + ";no;yes");
  EXPECT_EQ(play(by_duck, 9, 8, 9, 7), "Invalid command");

  Position by_soldier = board({{5, 5, winner(), SOLDIER}, {6, 6, loser(), CAPTAIN}, {0, 0, winner(), CAPTAIN}}, winner());
  EXPECT_EQ(play(by_soldier, 5, 5, 6, 6), name(winner(), SOLDIER) + ";" + name(loser(), CAPTAIN) + ";no;yes");
  EXPECT_EQ(play(by_soldier, 0, 0, 0, 1), "Invalid command");
}

INSTANTIATE_TEST_SUITE_P(BothWinners, End, ::testing::Values(RED, BLUE),
                         color_param_name);

TEST(EndFromTheStart, RedWinsAndLaterCommandsAreInvalid) {
  // From the initial position (worked out by hand):
  //   0 0 1 0   red car (0,0)->(1,0)
  //   9 4 8 4   blue captain (9,4)->(8,4)
  //   1 0 1 3   red car (1,0)->(1,3): (1,1), (1,2) empty
  //   1 3 2 3   blue's turn, a red piece: invalid
  //   6 0 5 0   blue soldier
  //   1 3 8 3   red car up column 3 ((2..7, 3) empty) next to the blue captain on (8,4): check
  //   6 8 5 8   blue soldier, leaving its captain attacked: check
  //   8 3 8 4   red car takes the blue captain: no check, game over
  //   6 2 5 2   a blue soldier's move, legal but for the end: invalid
  //   0 4 1 4   a red captain's move: invalid
  const std::string input = "10\n0 0 1 0\n9 4 8 4\n1 0 1 3\n1 3 2 3\n6 0 5 0\n1 3 8 3\n6 8 5 8\n8 3 8 4\n6 2 5 2\n0 4 1 4\n";
  const std::string expected =
      "red car;NA;no;no\n"
      "blue captain;NA;no;no\n"
      "red car;NA;no;no\n"
      "Invalid command\n"
      "blue soldier;NA;no;no\n"
      "red car;NA;yes;no\n"
      "blue soldier;NA;yes;no\n"
      "red car;blue captain;no;yes\n"
      "Invalid command\n"
      "Invalid command\n";
  std::string out;
  duck::ParseError err;
  ASSERT_TRUE(duck::run_judge(input.data(), input.size(), out, err)) << err.message;
  EXPECT_EQ(out, expected);
}

}  // namespace
}  // namespace duck_test
