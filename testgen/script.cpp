#include "testgen/script.h"

#include "testgen/movegen.h"

namespace duck {

Outcome Script::push(Move m) {
  commands_.push_back(m);
  return pos_.play(m);
}

void Script::rollback(const Mark& m) {
  pos_ = m.pos;
  commands_.resize(m.size);
}

std::string format_input(const std::vector<Move>& commands) {
  std::string text = std::to_string(commands.size()) + "\n";
  for (const Move m : commands) {
    const char line[] = {char('0' + row_of(m.from)), ' ', char('0' + col_of(m.from)), ' ',
                         char('0' + row_of(m.to)),   ' ', char('0' + col_of(m.to)),   '\n'};
    text.append(line, sizeof line);
  }
  return text;
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
