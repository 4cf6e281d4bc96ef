// The generator of each strategy (gen_*.cpp); gen.cpp lists them. Each returns at most q commands,
// drawing its randomness from rng; only `captures` and `endgame` read the seed itself (to choose a plan).
#pragma once

#include <cstdint>
#include <vector>

#include "judge/types.h"
#include "testgen/rng.h"

namespace duck {

std::vector<Move> gen_random(Rng& rng, int q, uint64_t seed);
std::vector<Move> gen_legal(Rng& rng, int q, uint64_t seed);
std::vector<Move> gen_endgame(Rng& rng, int q, uint64_t seed);
std::vector<Move> gen_checks(Rng& rng, int q, uint64_t seed);
std::vector<Move> gen_blockers(Rng& rng, int q, uint64_t seed);
std::vector<Move> gen_turns(Rng& rng, int q, uint64_t seed);
std::vector<Move> gen_captures(Rng& rng, int q, uint64_t seed);

}  // namespace duck
