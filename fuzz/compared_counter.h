// How many commands diff_game has compared, for its speed figure. When the environment variable
// DUCK_FUZZ_STATS is set, the count and the rate since start-up are written to stderr at exit.
#pragma once

#include <cstdint>

namespace duckfuzz {

// Adds n to the count of compared commands.
void count_compared(uint64_t n);

// Returns the count of compared commands so far.
uint64_t compared_count();

}  // namespace duckfuzz
