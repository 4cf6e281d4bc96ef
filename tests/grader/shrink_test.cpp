// Delta debugging over command lists.
#include <gtest/gtest.h>

#include <algorithm>

#include "grader/shrink.h"

namespace duck {
namespace {

// Returns n distinct commands (from square i to square i + 1).
std::vector<Move> commands(int n) {
  std::vector<Move> c;
  for (int i = 0; i < n; ++i) c.push_back(Move{uint8_t(i), uint8_t(i + 1)});
  return c;
}

// Returns the index of m in c, or -1.
long find(const std::vector<Move>& c, int from) {
  const auto it = std::find_if(c.begin(), c.end(), [&](Move m) { return m.from == from; });
  return it == c.end() ? -1 : long(it - c.begin());
}

TEST(Shrink, FindsTheTwoCommandsThatMatter) {
  // The outputs differ (at the line of command 61) exactly when command 17 comes before command 61.
  const DifferenceProbe probe = [](const std::vector<Move>& c) -> size_t {
    const long a = find(c, 17), b = find(c, 61);
    return a >= 0 && b > a ? size_t(b + 1) : 0;
  };
  ShrinkStats stats;
  const std::vector<Move> shrunk = shrink_commands(commands(80), probe, &stats);
  ASSERT_EQ(shrunk.size(), 2u);
  EXPECT_EQ(shrunk[0].from, 17);
  EXPECT_EQ(shrunk[1].from, 61);
  EXPECT_GT(stats.probes, 1u);
  EXPECT_LT(stats.probes, 200u);
}

TEST(Shrink, ResultIsOneMinimal) {
  const DifferenceProbe probe = [](const std::vector<Move>& c) -> size_t {
    return find(c, 3) >= 0 && find(c, 5) >= 0 && find(c, 40) >= 0 ? c.size() : 0;
  };
  const std::vector<Move> shrunk = shrink_commands(commands(50), probe);
  EXPECT_EQ(shrunk.size(), 3u);
  for (size_t i = 0; i < shrunk.size(); ++i) {
    std::vector<Move> less = shrunk;
    less.erase(less.begin() + long(i));
    EXPECT_EQ(probe(less), 0u);
  }
}

TEST(Shrink, CutsAfterTheFirstDifferingLine) {
  size_t longest_after_first = 0;
  bool first = true;
  const DifferenceProbe probe = [&](const std::vector<Move>& c) -> size_t {
    if (!first) longest_after_first = std::max(longest_after_first, c.size());
    first = false;
    return find(c, 9) >= 0 ? size_t(find(c, 9) + 1) : 0;
  };
  const std::vector<Move> shrunk = shrink_commands(commands(1000), probe);
  ASSERT_EQ(shrunk.size(), 1u);
  EXPECT_EQ(shrunk[0].from, 9);
  EXPECT_LE(longest_after_first, 10u);  // nothing after line 10 was ever run again
}

TEST(Shrink, NoDifferenceLeavesTheListAlone) {
  const DifferenceProbe never = [](const std::vector<Move>&) -> size_t { return 0; };
  EXPECT_EQ(shrink_commands(commands(5), never).size(), 5u);
}

TEST(Shrink, InputTextRewritesQ) { EXPECT_EQ(input_text({make_move(0, 0, 1, 0), make_move(9, 8, 7, 8)}), "2\n0 0 1 0\n9 8 7 8\n"); }

}  // namespace
}  // namespace duck
