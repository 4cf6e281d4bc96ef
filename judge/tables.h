// The attack tables: the movement table of RULES.md (Position::can_reach) tabulated by square,
// built by the compiler (position.cpp), so that duckjudge starts with nothing to compute.
#pragma once

#include <cstdint>

#include "judge/types.h"

namespace duck {

// A set of squares as the tables hold it: bit s % 64 of half[s / 64] for square s. Plain integers,
// since compilers do not evaluate vector types at compile time; position.cpp loads it as a Bitboard.
struct alignas(16) SquareSet {
  uint64_t half[2] = {0, 0};
};

// For every kind and square k, the squares from which a piece of that kind reaches k on an
// empty board. Blockers only ever remove moves, so these are all the possible attackers of k.
// The same facts by move, and what blocks each move, for the hot path:
// - bit kind of kinds[s][k] is set when that kind reaches k from s on an empty board;
// - blockers[s][k] holds the squares on which any piece stops the blockable kind (elephant,
//   horse, duck or car) that reaches k from s on an empty board, found by trying a piece on
//   each other square of the rectangle spanned by s and k. Those four kinds move by different
//   displacements, so at most one of them reaches k from s (checked when the tables are built).
// Every row of the movement table is blocked as soon as any one of its blocker squares is
// occupied, so a piece of kind K on s reaches k exactly when bit K of kinds[s][k] is set and no
// square of blockers[s][k] is occupied (empty for the unblockable kinds' moves).
// tests/judge/tables_test.cpp checks every entry against can_reach.
struct Tables {
  SquareSet from[SQUARE_NB][KIND_NB];       // [k][kind], so that one captain's masks are adjacent
  SquareSet blockers[SQUARE_NB][SQUARE_NB];  // [s][k]
  uint8_t kinds[SQUARE_NB][SQUARE_NB];       // [s][k]
};

// The tables, a compile-time constant derived from the movement table (defined in position.cpp,
// beside it).
extern const Tables TABLES;

}  // namespace duck
