// A deterministic long command stream for benchmarks: a game that never ends.
#pragma once

#include <cstdint>
#include <string>

namespace duck {

// Returns the input text of `commands` commands drawn from seed: about 85 % legal moves of a game
// in which no captain is ever taken, the rest invalid commands of every kind (empty source,
// opponent's piece, unreachable target, own piece on the target, same square, blocked jump).
std::string make_bench_input(uint64_t commands, uint64_t seed);

}  // namespace duck
