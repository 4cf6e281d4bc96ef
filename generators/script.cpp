#include "generators/script.h"

#include "judge/movegen.h"

namespace duck {

Outcome Script::push(Move m) {
  commands_.push_back(m);
  return pos_.play(m);
}

void Script::rollback(const Mark& m) {
  pos_ = m.pos;
  commands_.resize(m.size);
}

Move random_command(Rng& rng) { return Move{uint8_t(rng.below(SQUARE_NB)), uint8_t(rng.below(SQUARE_NB))}; }

bool takes_captain(const Position& pos, Move m) { return kind_of(pos.piece_on(m.to)) == CAPTAIN; }

void pad_with_walk(Script& script, Rng& rng) {
  while (!script.full()) {
    std::vector<Move> moves;
    for (const Move m : legal_moves(script.pos()))
      if (!takes_captain(script.pos(), m)) moves.push_back(m);
    script.push(moves.empty() ? random_command(rng) : rng.pick(moves));
  }
}

}  // namespace duck
