// One test generation strategy: a name, a line of help, and the function that makes its commands.
// Each strategy is one file (generators/NAME.cpp) defining `const Strategy NAME_strategy`, and one
// entry in the list of strategies.h.
#pragma once

#include <cstdint>
#include <vector>

#include "generators/rng.h"
#include "judge/types.h"

namespace duck {

struct Strategy {
  const char* name;
  const char* summary;  // one paragraph for --help
  // Returns at most q commands, drawing randomness from rng; only some strategies read the seed
  // itself (to choose a plan).
  std::vector<Move> (*make)(Rng& rng, int q, uint64_t seed);
};

}  // namespace duck
