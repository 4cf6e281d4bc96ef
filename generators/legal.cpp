// Strategy `legal`: one long legal walk.
#include <vector>

#include "generators/script.h"
#include "generators/strategy.h"

namespace duck {

std::vector<Move> gen_legal(Rng& rng, int q, uint64_t) {
  Script script(q);
  pad_with_walk(script, rng);
  return script.commands();
}

extern const Strategy legal_strategy{
    "legal",
    "one long legal walk: every command a random legal move that takes no captain",
    gen_legal};

}  // namespace duck
