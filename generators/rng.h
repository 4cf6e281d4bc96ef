// A small explicit PRNG (xoshiro256** seeded by splitmix64): the same seed gives the same
// numbers on every platform and standard library, which std::uniform_int_distribution does not.
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "support/hash.h"

namespace duck {

class Rng {
 public:
  // Seeds the four words of state from splitmix64(seed).
  explicit Rng(uint64_t seed) {
    for (uint64_t& w : s_) w = splitmix64(seed);
  }

  // Returns the next 64 random bits (xoshiro256**).
  uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Returns a uniform integer in [0, n); n must be positive (rejection sampling, no modulo bias).
  uint64_t below(uint64_t n) {
    const uint64_t threshold = (0 - n) % n;
    for (;;) {
      const uint64_t r = next();
      if (r >= threshold) return r % n;
    }
  }

  // Returns a uniform int in [lo, hi]; needs lo <= hi.
  int range(int lo, int hi) { return lo + int(below(uint64_t(hi - lo) + 1)); }

  // Returns true with probability num / den.
  bool chance(uint64_t num, uint64_t den) { return below(den) < num; }

  // Returns a uniformly chosen element of a non-empty vector.
  template <class T>
  const T& pick(const std::vector<T>& v) {
    return v[size_t(below(v.size()))];
  }

  // Shuffles v in place (Fisher-Yates with this generator).
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[size_t(below(i))]);
  }

 private:
  // Returns x rotated left by k bits.
  static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

  uint64_t s_[4];
};

}  // namespace duck
