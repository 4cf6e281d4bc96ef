// Legal move generation (Stockfish's movegen beside the position; python-chess's board.legal_moves):
// candidate targets per kind, filtered by Position::is_legal. For the tools (perft, generators, the
// shrinker, benchmarks); duckjudge itself never generates moves, so it does not link this file.
#pragma once

#include <vector>

#include "judge/position.h"
#include "judge/types.h"

namespace duck {

// A fixed-capacity list of moves; a side has at most 126 legal moves.
struct MoveList {
  Move moves[128];
  int size = 0;

  const Move* begin() const { return moves; }
  const Move* end() const { return moves + size; }
};

// Fills list with every legal move of the side to move (empty once the game is over),
// in order of source square, then target square.
void generate_legal(const Position& pos, MoveList& list);

// Returns every legal move of the side to move, as generate_legal.
std::vector<Move> legal_moves(const Position& pos);

// Returns the squares a piece of kind k standing on s might reach on an empty board
// (the geometric candidates, before blockers and occupancy are considered).
const std::vector<Square>& candidate_targets(Kind k, Square s);

}  // namespace duck
