// Perft from the initial position: the committed table, the judge and the oracle agree (depths 1-4;
// depth 5 is in perft_slow_test.cpp under the ctest label `slow`).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "judge/movegen.h"
#include "board/perft.h"

namespace {

// Returns the committed table board/perft.txt.
std::vector<duck::PerftEntry> table() {
  std::ifstream in(std::string(DUCK_SOURCE_DIR) + "/board/perft.txt");
  std::ostringstream text;
  text << in.rdbuf();
  return duck::parse_perft_table(text.str());
}

TEST(Perft, TableHasDepthsOneToFive) {
  const auto t = table();
  ASSERT_EQ(t.size(), 5u);
  for (size_t i = 0; i < t.size(); ++i) EXPECT_EQ(t[i].depth, int(i) + 1);
}

TEST(Perft, DepthZeroIsOneNode) {
  EXPECT_EQ(duck::perft_judge(duck::Position(), 0), 1u);
  EXPECT_EQ(duck::perft_oracle(oracle::Game(), 0), 1u);
}

TEST(Perft, JudgeMatchesTableToDepth4) {
  for (const auto& e : table())
    if (e.depth <= 4) {
      EXPECT_EQ(duck::perft_judge(duck::Position(), e.depth), e.nodes) << "depth " << e.depth;
    }
}

TEST(Perft, OracleMatchesTableToDepth4) {
  for (const auto& e : table())
    if (e.depth <= 4) {
      EXPECT_EQ(duck::perft_oracle(oracle::Game(), e.depth), e.nodes) << "depth " << e.depth;
    }
}

TEST(Perft, AGameEndingMoveIsALeafCountedOnce) {
  // Red can take the blue captain with the car; every other red move gets blue's replies.
  duck::Position pos = duck::Position::empty();
  pos.put(duck::make_square(0, 0), duck::make_piece(duck::RED, duck::CAPTAIN));
  pos.put(duck::make_square(5, 4), duck::make_piece(duck::RED, duck::CAR));
  pos.put(duck::make_square(9, 4), duck::make_piece(duck::BLUE, duck::CAPTAIN));
  pos.put(duck::make_square(9, 8), duck::make_piece(duck::BLUE, duck::CAR));
  uint64_t expected = 0;
  int endings = 0;
  for (const duck::Move m : duck::legal_moves(pos)) {
    duck::Position after = pos;
    after.play(m);
    if (after.is_over()) ++endings, expected += 1;
    else expected += duck::legal_moves(after).size();
  }
  ASSERT_EQ(endings, 1);
  EXPECT_EQ(duck::perft_judge(pos, 2), expected);
}

TEST(Perft, ParseRejectsMalformedLines) {
  EXPECT_EQ(duck::parse_perft_table("# c\n\n1 43\n").size(), 1u);
  EXPECT_THROW(duck::parse_perft_table("1 43 x\n"), std::runtime_error);
  EXPECT_THROW(duck::parse_perft_table("one 43\n"), std::runtime_error);
  EXPECT_THROW(duck::parse_perft_table("0 1\n"), std::runtime_error);
}

}  // namespace
