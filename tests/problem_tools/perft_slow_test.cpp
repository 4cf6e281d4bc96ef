// Perft depth 5 (152 million sequences): the judge and the oracle against the committed table.
// Seconds in a release build (judge about 3 s, oracle about 10 s), so under the ctest label `slow`.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "board/perft.h"

namespace {

// Returns the committed node count of depth 5.
uint64_t depth5() {
  std::ifstream in(std::string(DUCK_SOURCE_DIR) + "/board/perft.txt");
  std::ostringstream text;
  text << in.rdbuf();
  for (const auto& e : duck::parse_perft_table(text.str()))
    if (e.depth == 5) return e.nodes;
  return 0;
}

TEST(PerftSlow, JudgeDepth5) { EXPECT_EQ(duck::perft_judge(duck::Position(), 5), depth5()); }

TEST(PerftSlow, OracleDepth5) { EXPECT_EQ(duck::perft_oracle(oracle::Game(), 5), depth5()); }

}  // namespace
