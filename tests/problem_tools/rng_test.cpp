// The explicit PRNG: reproducible, in range, roughly uniform.
#include <gtest/gtest.h>

#include <vector>

#include "generators/rng.h"

namespace {

TEST(Rng, SameSeedSameSequence) {
  duck::Rng a(42), b(42);
  for (int i = 0; i < 1000; ++i) ASSERT_EQ(a.next(), b.next());
}

TEST(Rng, DifferentSeedsDiffer) {
  duck::Rng a(1), b(2);
  int same = 0;
  for (int i = 0; i < 100; ++i) same += a.next() == b.next();
  EXPECT_LT(same, 2);
}

TEST(Rng, BelowStaysInRangeAndHitsEveryValue) {
  duck::Rng r(7);
  std::vector<int> hits(90, 0);
  for (int i = 0; i < 90000; ++i) {
    const uint64_t v = r.below(90);
    ASSERT_LT(v, 90u);
    ++hits[v];
  }
  // Expected 1000 each; a fair generator stays well within +-20 %.
  for (const int h : hits) EXPECT_NEAR(h, 1000, 200);
}

TEST(Rng, RangeIsInclusive) {
  duck::Rng r(3);
  bool lo = false, hi = false;
  for (int i = 0; i < 1000; ++i) {
    const int v = r.range(-2, 2);
    ASSERT_GE(v, -2);
    ASSERT_LE(v, 2);
    lo |= v == -2, hi |= v == 2;
  }
  EXPECT_TRUE(lo && hi);
}

TEST(Rng, ShuffleIsAPermutation) {
  duck::Rng r(5);
  std::vector<int> v;
  for (int i = 0; i < 50; ++i) v.push_back(i);
  r.shuffle(v);
  std::vector<int> sorted = v;
  std::sort(sorted.begin(), sorted.end());
  for (int i = 0; i < 50; ++i) EXPECT_EQ(sorted[size_t(i)], i);
  EXPECT_NE(v, sorted);
}

}  // namespace
