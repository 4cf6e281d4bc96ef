// Basic types of Duck Chess: colours, kinds, pieces, squares and moves.
#pragma once

#include <cstdint>

namespace duck {

enum Color : uint8_t { RED = 0, BLUE = 1, COLOR_NB = 2 };

enum Kind : uint8_t { NO_KIND = 0, CAPTAIN, GUARD, ELEPHANT, HORSE, CAR, DUCK, SOLDIER, KIND_NB };

// A piece packs its colour in bit 3 and its kind in bits 0-2; NO_PIECE is an empty square.
enum Piece : uint8_t { NO_PIECE = 0, PIECE_NB = 16 };

constexpr int ROW_NB = 10;
constexpr int COL_NB = 9;

// A square is row * COL_NB + col: (0, 0) is red's bottom-left corner, 89 is (9, 8).
typedef int Square;
constexpr Square SQUARE_NB = ROW_NB * COL_NB;
constexpr Square SQ_NONE = -1;

// Returns the other colour.
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Returns the piece of colour c and kind k.
constexpr Piece make_piece(Color c, Kind k) { return Piece(c << 3 | k); }

// Returns the colour of a piece (meaningless for NO_PIECE).
constexpr Color color_of(Piece p) { return Color(p >> 3); }

// Returns the kind of a piece (NO_KIND for NO_PIECE).
constexpr Kind kind_of(Piece p) { return Kind(p & 7); }

// Returns true when (row, col) lies on the board.
constexpr bool is_ok(int row, int col) { return 0 <= row && row < ROW_NB && 0 <= col && col < COL_NB; }

// Returns the square at (row, col); the coordinates must be on the board.
constexpr Square make_square(int row, int col) { return row * COL_NB + col; }

// Returns the row (0..9) of a square.
constexpr int row_of(Square s) { return s / COL_NB; }

// Returns the column (0..8) of a square.
constexpr int col_of(Square s) { return s % COL_NB; }

// A command: move whatever stands on `from` to `to` (both on the board).
struct Move {
  uint8_t from;
  uint8_t to;
};

// Returns true when the two moves name the same source and target.
constexpr bool operator==(Move a, Move b) { return a.from == b.from && a.to == b.to; }
constexpr bool operator!=(Move a, Move b) { return !(a == b); }

// Returns the move from (xs, ys) to (xt, yt); all four coordinates must be on the board.
constexpr Move make_move(int xs, int ys, int xt, int yt) {
  return Move{uint8_t(make_square(xs, ys)), uint8_t(make_square(xt, yt))};
}

}  // namespace duck
