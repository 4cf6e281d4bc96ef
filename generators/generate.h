// The test generators: `duck gen STRATEGY --seed N [--q N]` and `duck stress --gen STRATEGY`. Every
// strategy is deterministic (its own PRNG, seeded from the seed and the strategy's name) and writes a
// valid contest input: Q <= 1000 commands, each four in-range coordinates.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "generators/strategy.h"
#include "judge/types.h"

namespace duck {

// Returns every strategy, in the order --help lists them (strategies.h).
const std::vector<const Strategy*>& strategies();

// Returns the strategy called name, or nullptr.
const Strategy* find_strategy(const std::string& name);

// Returns the commands of strategy `name` for seed and budget q (0..1000); throws
// std::invalid_argument for an unknown name or q out of range.
std::vector<Move> generate(const std::string& name, uint64_t seed, int q);

// Returns the input text of strategy `name` for seed with about `commands` commands, cut to the
// contest's bound of 1000: what `duck stress --gen NAME` feeds the solvers.
std::string generate_input(const std::string& name, uint64_t seed, int commands);

// Returns generate_input of strategy `name` as a function of (seed, commands): a stress generator.
std::function<std::string(uint64_t seed, int commands)> input_generator(const std::string& name);

// Returns the --help text listing every strategy with its summary.
std::string strategies_help();

}  // namespace duck
