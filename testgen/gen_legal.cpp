// Strategy `legal`: one long legal walk.
#include <vector>

#include "testgen/script.h"
#include "testgen/strategies.h"

namespace duck {

std::vector<Move> gen_legal(Rng& rng, int q, uint64_t) {
  Script script(q);
  pad_with_walk(script, rng);
  return script.commands();
}

}  // namespace duck
