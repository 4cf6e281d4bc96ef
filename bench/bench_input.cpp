#include "bench/bench_input.h"

#include <random>
#include <vector>

#include "judge/format.h"
#include "judge/movegen.h"
#include "judge/position.h"

namespace duck {

namespace {

// Returns every legal move of the side to move that does not take a captain.
std::vector<Move> quiet_legal_moves(const Position& pos) {
  std::vector<Move> moves;
  for (const Move m : legal_moves(pos))
    if (kind_of(pos.piece_on(m.to)) != CAPTAIN) moves.push_back(m);
  return moves;
}

}  // namespace

std::string make_bench_input(uint64_t commands, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::string out = std::to_string(commands) + "\n";
  out.reserve(out.size() + commands * 8);
  Position pos;
  std::vector<Move> legal = quiet_legal_moves(pos);
  for (uint64_t i = 0; i < commands; ++i) {
    if (rng() % 100 < 85 && !legal.empty()) {
      // Prefer quiet moves so that the board stays full and the game stays rich.
      Move m = legal[rng() % legal.size()];
      for (int tries = 0; tries < 4 && pos.piece_on(m.to) != NO_PIECE; ++tries) m = legal[rng() % legal.size()];
      append_command(out, m);
      pos.play(m);
      legal = quiet_legal_moves(pos);
      continue;
    }
    // An invalid command: any pair of squares that is not a legal move.
    Square from, to;
    do {
      from = Square(rng() % SQUARE_NB);
      to = rng() % 4 == 0 ? from : Square(rng() % SQUARE_NB);
    } while (pos.is_legal(Move{uint8_t(from), uint8_t(to)}));
    append_command(out, Move{uint8_t(from), uint8_t(to)});
  }
  return out;
}

}  // namespace duck
