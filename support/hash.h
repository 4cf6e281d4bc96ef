// Small deterministic hashes, the same on every platform: splitmix64 (seeding and mixing) and FNV-1a.
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>

namespace duck {

// Returns the next splitmix64 output and advances state.
inline uint64_t splitmix64(uint64_t& state) {
  uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// Returns a well-mixed 64-bit value of x (one splitmix64 step from state x).
inline uint64_t mix64(uint64_t x) { return splitmix64(x); }

// Returns the 64-bit FNV-1a hash of text.
inline uint64_t fnv1a(const std::string& text) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (const char c : text) h = (h ^ uint8_t(c)) * 0x100000001b3ULL;
  return h;
}

// Returns a 128-bit digest of text as 32 hex digits: FNV-1a and a splitmix64 chain over it, for
// cache keys (build caches), where a collision would serve the wrong program.
inline std::string digest_hex(const std::string& text) {
  uint64_t chained = 0;
  for (const char c : text) chained = mix64(chained ^ uint8_t(c));
  char hex[33];
  std::snprintf(hex, sizeof hex, "%016llx%016llx", static_cast<unsigned long long>(fnv1a(text)), static_cast<unsigned long long>(chained));
  return hex;
}

}  // namespace duck
