#include "grader/generators.h"

#include <random>
#include <vector>

#include "judge/position.h"

namespace duck {

namespace {

// Returns a uniformly chosen legal move of the side to move, or false when there is none.
// Proposals (one of its pieces, any square) are uniform, so accepting the first legal one is uniform
// over the legal moves; after 256 refusals it falls back to listing them all.
bool random_legal_move(const Position& pos, std::mt19937_64& rng, Move& move) {
  Square mine[SQUARE_NB];
  int count = 0;
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece p = pos.piece_on(s);
    if (p != NO_PIECE && color_of(p) == pos.side_to_move()) mine[count++] = s;
  }
  if (count == 0 || pos.is_over()) return false;
  for (int tries = 0; tries < 256; ++tries) {
    move = Move{uint8_t(mine[rng() % unsigned(count)]), uint8_t(rng() % SQUARE_NB)};
    if (pos.is_legal(move)) return true;
  }
  std::vector<Move> legal;
  for (int i = 0; i < count; ++i)
    for (Square to = 0; to < SQUARE_NB; ++to)
      if (pos.is_legal(Move{uint8_t(mine[i]), uint8_t(to)})) legal.push_back(Move{uint8_t(mine[i]), uint8_t(to)});
  if (legal.empty()) return false;
  move = legal[rng() % legal.size()];
  return true;
}

}  // namespace

std::string legal_walk(uint64_t seed, int commands) {
  std::mt19937_64 rng(seed);
  Position pos;
  std::string text = std::to_string(commands) + "\n";
  for (int i = 0; i < commands; ++i) {
    Move m;
    if (rng() % 5 == 0 || !random_legal_move(pos, rng, m)) {
      const int xs = int(rng() % ROW_NB), ys = int(rng() % COL_NB), xt = int(rng() % ROW_NB), yt = int(rng() % COL_NB);
      m = make_move(xs, ys, xt, yt);
    }
    pos.play(m);
    const int values[4] = {row_of(m.from), col_of(m.from), row_of(m.to), col_of(m.to)};
    for (int k = 0; k < 4; ++k) text += char('0' + values[k]), text += k < 3 ? ' ' : '\n';
  }
  return text;
}

void register_builtin_generators() {
  if (!generator_registry().count("walk"))
    register_generator("walk", "random legal walk from the initial position, 1 in 5 commands random coordinates", legal_walk);
}

}  // namespace duck
