// The position: the board, whose turn it is, and whether the game is over.
#pragma once

#include <cassert>
#include <cstdint>

#include "judge/outcome.h"
#include "judge/types.h"

namespace duck {

struct Tables;  // the attack tables, built by the compiler (judge/tables.h)

// A set of squares: bit s % 64 of half s / 64 for square s (90 of the 128 bits are used). The two
// 64-bit halves are a GCC/Clang vector, so that &, |, ^ and ~ work on both at once (SSE2 on x86-64).
typedef uint64_t Bitboard __attribute__((vector_size(16)));

// Returns the set holding only square s.
inline Bitboard square_bb(Square s) {
  const uint64_t bit = uint64_t(1) << (s & 63);
  return s < 64 ? Bitboard{bit, 0} : Bitboard{0, bit};
}

// Returns true when the set holds at least one square.
inline bool any(Bitboard b) { return (b[0] | b[1]) != 0; }

class Position {
 public:
  // The initial position of RULES.md, red to move.
  Position();

  // An empty board, red to move, for setting up positions in tests.
  static Position empty();

  // Setting up (tests and tools): put a piece (or NO_PIECE) on a square, choose the side to move.
  void put(Square s, Piece p);
  void set_side_to_move(Color c) { side_ = c; }

  // Accessors
  Piece piece_on(Square s) const {
    assert(0 <= s && s < SQUARE_NB);
    return board_[s];
  }
  Color side_to_move() const { return side_; }
  bool is_over() const { return over_; }
  Square captain_square(Color c) const {
    assert(c == RED || c == BLUE);
    return captain_[c];
  }

  // Checking moves
  // Returns true when the piece on `from` can reach `to` by the movement table (blockers included),
  // whatever stands on `to` and whoever is to move.
  bool can_reach(Square from, Square to) const;
  // Returns true when m is legal: game not over, a piece of the side to move on m.from,
  // m.to reachable and not holding a piece of the mover's colour.
  bool is_legal(Move m) const;

  // Attacks and check
  // Returns true when the captain of colour c is on the board and a piece of the other colour can reach it.
  bool captain_attacked(Color c) const;
  // Returns true when the game is not over and either captain is attacked.
  bool is_check() const;

  // Doing moves
  // Plays m when it is legal and returns what it did; an illegal m changes nothing.
  Outcome play(Move m);

  // Returns true when the internal invariants hold (captain squares match the board).
  bool pos_is_ok() const;

 private:
  struct EmptyBoard {};
  explicit Position(EmptyBoard);

  // is_legal(m), captain_attacked(c) and is_check() with the tables (tables.h) at hand, inlined
  // into play; the public ones call them with TABLES.
  bool is_legal(Move m, const Tables& t) const;
  bool captain_attacked(Color c, const Tables& t) const;
  bool is_check(const Tables& t) const;

  Piece board_[SQUARE_NB];
  Bitboard by_piece_[PIECE_NB];  // the squares of each piece, to find attackers of a captain quickly
  Bitboard occupied_;            // the squares holding a piece, to test blockers quickly
  Square captain_[COLOR_NB];
  Color side_;
  bool over_;
};

}  // namespace duck
