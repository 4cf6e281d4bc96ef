// Delta debugging over command lists.
#include <gtest/gtest.h>

#include <algorithm>

#include "grader/compare.h"
#include "generators/generate.h"
#include "grader/shrink.h"
#include "judge/format.h"
#include "judge/position.h"
#include "judge/reader.h"
#include "judge/run.h"

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

// The probe of a single-fault solver, in process: the reference's answers, except that a game is never over.
size_t game_over_fault(const std::vector<Move>& c) {
  const std::string input = format_commands(c);
  std::string expected;
  ParseError err;
  if (!run_judge(input.data(), input.size(), expected, err)) return 0;
  std::string found = expected;
  for (size_t at; (at = found.find(";yes\n")) != std::string::npos;) found.replace(at, 5, ";no\n");
  const Difference d = compare_output(found, expected);
  return d.verdict == Verdict::AC ? 0 : size_t(d.line);
}

TEST(Shrink, GameOverFaultShrinksToAShortGame) {
  // The fault shows only once a captain is taken: ddmin alone leaves most of the game, the shrinker
  // replaces it with a short walk of one piece to the other captain.
  int games = 0;
  for (uint64_t seed = 1; seed <= 40 && games < 4; ++seed) {
    std::vector<Move> c;
    ParseError err;
    const std::string walk = generate_input("walk", seed, 400);
    ASSERT_TRUE(parse_commands(walk.data(), walk.size(), c, err));
    if (game_over_fault(c) == 0) continue;  // this walk never ends its game
    ++games;
    ShrinkStats stats;
    const std::vector<Move> shrunk = shrink_commands(c, game_over_fault, &stats);
    EXPECT_LE(shrunk.size(), 20u) << "seed " << seed << ": " << format_commands(shrunk);
    EXPECT_GT(game_over_fault(shrunk), 0u) << "seed " << seed;
    EXPECT_LT(stats.seconds, 10.0);
    Position pos;
    bool over = false;
    for (const Move m : shrunk) over = pos.play(m).over || over;
    EXPECT_TRUE(over) << "seed " << seed;
  }
  EXPECT_GE(games, 2);
}

TEST(Shrink, InputTextRewritesQ) { EXPECT_EQ(format_commands({make_move(0, 0, 1, 0), make_move(9, 8, 7, 8)}), "2\n0 0 1 0\n9 8 7 8\n"); }

}  // namespace
}  // namespace duck

namespace duck {
namespace {

// The probe of a solver that never counts captains face to face as check, in process: the first line
// after which the two captains stand orthogonally next to each other (the game going on).
size_t captains_fault(const std::vector<Move>& c) {
  Position pos;
  for (size_t i = 0; i < c.size(); ++i) {
    if (!pos.play(c[i]).legal || pos.is_over()) continue;
    const Square r = pos.captain_square(RED), b = pos.captain_square(BLUE);
    if (std::abs(row_of(r) - row_of(b)) + std::abs(col_of(r) - col_of(b)) == 1) return i + 1;
  }
  return 0;
}

TEST(Shrink, CheckFaultShrinksToAShortGame) {
  // Found by `duck stress --gen checks` against problem/submissions/wrong_answer/captains_do_not_check.cpp.
  const std::string input = "23\n0 1 2 2\n9 4 8 4\n3 6 3 5\n8 4 7 4\n3 4 2 5\n6 4 5 5\n2 2 3 4\n6 2 6 1\n3 4 5 3\n9 8 8 8\n3 2 4 1\n"
                            "7 4 6 4\n4 1 4 0\n6 4 5 4\n3 5 4 5\n8 8 8 4\n0 4 1 4\n5 5 6 4\n1 4 2 4\n5 4 4 4\n2 4 3 4\n6 1 7 1\n4 5 5 6\n";
  std::vector<Move> c;
  ParseError err;
  ASSERT_TRUE(parse_commands(input.data(), input.size(), c, err)) << err.message;
  ShrinkStats stats;
  const std::vector<Move> shrunk = shrink_commands(c, captains_fault, &stats);
  EXPECT_GT(captains_fault(shrunk), 0u);
  EXPECT_LE(shrunk.size(), 20u) << format_commands(shrunk);
}

}  // namespace
}  // namespace duck
