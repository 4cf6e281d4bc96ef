#include "judge/movegen.h"

#include <array>
#include <cstdlib>

namespace duck {

namespace {

// Returns true when a kind-k piece can move by (dx, dy) on an empty board.
bool geometric(Kind k, int dx, int dy) {
  const int ax = std::abs(dx), ay = std::abs(dy);
  switch (k) {
    case CAPTAIN: return ax + ay == 1;
    case GUARD: return ax == 1 && ay == 1;
    case SOLDIER: return ax <= 1 && ay <= 1 && ax + ay > 0;
    case ELEPHANT: return ax == 2 && ay == 2;
    case HORSE: return (ax == 2 && ay == 1) || (ax == 1 && ay == 2);
    case DUCK: return (ax == 3 && ay == 2) || (ax == 2 && ay == 3);
    case CAR: return (ax == 0) != (ay == 0);
    default: return false;
  }
}

// The candidate targets of every kind on every square, built once.
struct CandidateTable {
  std::array<std::array<std::vector<Square>, SQUARE_NB>, KIND_NB> targets;

  CandidateTable() {
    for (int k = CAPTAIN; k < KIND_NB; ++k)
      for (Square s = 0; s < SQUARE_NB; ++s)
        for (Square t = 0; t < SQUARE_NB; ++t)
          if (geometric(Kind(k), row_of(t) - row_of(s), col_of(t) - col_of(s))) targets[k][s].push_back(t);
  }
};

// Returns the table, built on first use.
const CandidateTable& table() {
  static const CandidateTable TABLE;
  return TABLE;
}

}  // namespace

const std::vector<Square>& candidate_targets(Kind k, Square s) { return table().targets[k][s]; }

void generate_legal(const Position& pos, MoveList& list) {
  list.size = 0;
  if (pos.is_over()) return;
  const CandidateTable& t = table();
  const Color us = pos.side_to_move();
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece p = pos.piece_on(s);
    if (p == NO_PIECE || color_of(p) != us) continue;
    for (const Square to : t.targets[kind_of(p)][s]) {
      const Move m{uint8_t(s), uint8_t(to)};
      if (pos.is_legal(m)) list.moves[list.size++] = m;
    }
  }
}

std::vector<Move> legal_moves(const Position& pos) {
  MoveList list;
  generate_legal(pos, list);
  return std::vector<Move>(list.begin(), list.end());
}

}  // namespace duck
