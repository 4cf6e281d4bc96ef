// The test generators: `duck gen STRATEGY --seed N [--q N]`. Every strategy is deterministic
// (its own PRNG, seeded from the seed and the strategy's name) and writes a valid contest input:
// Q <= 1000 commands, each four in-range coordinates.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "judge/types.h"
#include "testgen/rng.h"

namespace duck {

struct StrategyInfo {
  const char* name;
  const char* summary;                         // one line for --help
  std::vector<Move> (*make)(Rng& rng, int q, uint64_t seed);  // at most q commands
};

// Returns every strategy, in the order --help lists them.
const std::vector<StrategyInfo>& strategies();

// Returns the strategy called name, or nullptr.
const StrategyInfo* find_strategy(const std::string& name);

// Returns the commands of strategy `name` for seed and budget q (0..1000); throws
// std::invalid_argument for an unknown name or q out of range.
std::vector<Move> generate(const std::string& name, uint64_t seed, int q);

// Returns the --help text listing every strategy with its summary.
std::string strategies_help();

// Registers every strategy as a `duck stress --gen` generator (grader/generators.h), under its own name;
// an input of more than 1000 commands is cut to 1000 (the contest's bound).
void register_strategy_generators();

}  // namespace duck
