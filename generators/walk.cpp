// Strategy `walk`: the default of `duck stress`, a random legal walk mixed with random commands.
#include <vector>

#include "generators/script.h"
#include "generators/strategy.h"
#include "judge/movegen.h"

namespace duck {

namespace {

// Returns the commands: from the initial position, each is with probability 4/5 a uniformly chosen
// legal move of the side to move, otherwise four uniform coordinates (mostly invalid commands);
// after the game ends, commands keep coming.
std::vector<Move> gen_walk(Rng& rng, int q, uint64_t) {
  Script script(q);
  while (!script.full()) {
    const std::vector<Move> legal = legal_moves(script.pos());
    script.push(rng.below(5) == 0 || legal.empty() ? random_command(rng) : rng.pick(legal));
  }
  return script.commands();
}

}  // namespace

extern const Strategy walk_strategy{
    "walk", "random legal walk from the initial position, 1 in 5 commands random coordinates; the game may end on the way",
    gen_walk};

}  // namespace duck
