// Strategy `random`: like the contest's own data, mostly invalid commands.
#include <vector>

#include "judge/movegen.h"
#include "generators/script.h"
#include "generators/strategy.h"

namespace duck {

namespace {

// Returns a random occupied square of pos (there is always at least one captain).
Square random_piece(const Position& pos, Rng& rng) {
  std::vector<Square> occupied;
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (pos.piece_on(s) != NO_PIECE) occupied.push_back(s);
  return rng.pick(occupied);
}

// Returns a plausible but usually invalid command: a random piece of either colour moved by
// its own kind's geometry (often blocked, onto its own side, or out of turn), or to any square.
Move noise(const Position& pos, Rng& rng) {
  switch (rng.below(3)) {
    case 0: {
      const Square s = random_piece(pos, rng);
      return Move{uint8_t(s), uint8_t(rng.pick(candidate_targets(kind_of(pos.piece_on(s)), s)))};
    }
    case 1: return Move{uint8_t(random_piece(pos, rng)), uint8_t(rng.below(SQUARE_NB))};
    default: return random_command(rng);
  }
}

}  // namespace

std::vector<Move> gen_random(Rng& rng, int q, uint64_t) {
  Script script(q);
  const int legal_percent = rng.range(5, 28);
  while (!script.full()) {
    const std::vector<Move> legal = legal_moves(script.pos());
    const bool play_legal = !legal.empty() && rng.chance(uint64_t(legal_percent), 100);
    script.push(play_legal ? rng.pick(legal) : noise(script.pos(), rng));
  }
  return script.commands();
}

extern const Strategy random_strategy{
    "random",
    "like the contest's own data: mostly invalid commands (plausible moves of random pieces of either colour, "
    "random squares) among 5-28 % legal moves (67-92 % of the contest's commands were invalid); the game may end on the way",
    gen_random};

}  // namespace duck
