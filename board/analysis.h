// Questions about a position that the generators, their tests and the board drawing ask:
// who attacks a captain, and how far a piece is from attacking a square.
#pragma once

#include <vector>

#include "judge/position.h"
#include "judge/types.h"

namespace duck {

// Returns the squares of the pieces of colour ~c that can reach the captain of colour c
// (empty when that captain is gone), in square order.
std::vector<Square> attackers_of(const Position& pos, Color c);

// Returns the squares of every piece that attacks the other side's captain, both colours.
std::vector<Square> all_attackers(const Position& pos);

// Returns true when the two captains stand on orthogonally adjacent squares.
bool captains_adjacent(const Position& pos);

// Returns false when no piece of kind attacker can ever take an enemy piece of kind victim from
// the initial position: elephants keep the parity of their row (red's even, blue's odd) and
// guards the parity of row + column (red's odd, blue's even), so elephant takes elephant and
// guard takes guard never happen.
bool can_ever_capture(Kind attacker, Kind victim);

// A distance that stands for "unreachable" in the tables below.
constexpr int FAR = 50;

// Returns how many moves a kind-k piece needs on an empty board to go from `from` to `to`
// (FAR when it never can; a car needs 1 on its row or column, else 2).
int empty_board_distance(Kind k, Square from, Square to);

// Returns how many moves a kind-k piece on `from` needs on an empty board to stand where it
// reaches `target` (0 when it already does geometrically; FAR when it never can).
int attack_distance(Kind k, Square from, Square target);

// Returns the row of empty_board_distance(k, from, t) over every square t (SQUARE_NB entries), for
// loops over the board.
const uint8_t* empty_board_distances(Kind k, Square from);

// Returns the row of attack_distance(k, from, t) over every square t (SQUARE_NB entries).
const uint8_t* attack_distances(Kind k, Square from);

// Returns |drow| + |dcol| between two squares.
int manhattan(Square a, Square b);

// The squares of some pieces, in square order, held without allocating (room for every square).
struct SquareList {
  Square squares[SQUARE_NB];
  size_t count = 0;
  const Square* begin() const { return squares; }
  const Square* end() const { return squares + count; }
  size_t size() const { return count; }
  bool empty() const { return count == 0; }
};

// Returns the squares holding a piece of colour c and kind k, in square order.
SquareList squares_of(const Position& pos, Color c, Kind k);

// Returns the squares that must be empty for a kind-k piece to move from `from` to `to`, a move
// its kind makes on an empty board (the elephant's eye, the horse's leg, the duck's two
// blockers, the squares strictly between for a car).
std::vector<Square> blocker_squares(Kind k, Square from, Square to);

// Returns the estimated number of moves, both cooperating on an empty board, until a kind-attacker
// piece on `a` can take a kind-victim piece on `v`: the minimum over meeting squares T of the
// victim's walk to T plus the attacker's walk to a square that reaches T, at least 1 and at most FAR.
int meeting_distance(Kind attacker, Square a, Kind victim, Square v);

// Returns the estimated number of moves, the piece on `attacker` and the captain on
// `captain` cooperating, until the piece attacks the captain: 0 when it does now; otherwise
// the minimum over captain squares T of manhattan(captain, T) + attack_distance(kind, attacker, T),
// and at least 1.
int cooperative_distance(const Position& pos, Square attacker, Square captain);

}  // namespace duck
