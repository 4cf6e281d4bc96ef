#include "props/brute_rules.h"

namespace duckprops {

namespace {

// Returns the piece on (row, col), or NO_PIECE off the board.
duck::Piece at(const Board& b, int row, int col) {
  return duck::is_ok(row, col) ? b[duck::make_square(row, col)] : duck::NO_PIECE;
}

// Returns true when (row, col) is on the board and empty.
bool empty(const Board& b, int row, int col) { return duck::is_ok(row, col) && at(b, row, col) == duck::NO_PIECE; }

// Returns true when every square strictly between two squares of one row or column is empty.
bool clear_between(const Board& b, int x, int y, int tx, int ty) {
  for (int r = (x < tx ? x : tx) + (x != tx); r < (x < tx ? tx : x); ++r)
    if (!empty(b, r, y)) return false;
  for (int c = (y < ty ? y : ty) + (y != ty); c < (y < ty ? ty : y); ++c)
    if (!empty(b, x, c)) return false;
  return true;
}

// Returns true when the piece of kind k on (x, y) reaches (tx, ty) with signs (sx, sy): one
// row of the RULES.md table at a time.
bool reaches_with(const Board& b, duck::Kind k, int x, int y, int tx, int ty, int sx, int sy) {
  const auto is = [&](int r, int c) { return r == tx && c == ty; };
  switch (k) {
    case duck::CAPTAIN: return is(x + sx, y) || is(x, y + sy);
    case duck::GUARD: return is(x + sx, y + sy);
    case duck::SOLDIER: return is(x + sx, y) || is(x, y + sy) || is(x + sx, y + sy);
    case duck::ELEPHANT: return is(x + 2 * sx, y + 2 * sy) && empty(b, x + sx, y + sy);
    case duck::HORSE:
      return (is(x + 2 * sx, y + sy) && empty(b, x + sx, y)) || (is(x + sx, y + 2 * sy) && empty(b, x, y + sy));
    case duck::DUCK:
      return (is(x + 3 * sx, y + 2 * sy) && empty(b, x + sx, y) && empty(b, x + 2 * sx, y + sy)) ||
             (is(x + 2 * sx, y + 3 * sy) && empty(b, x, y + sy) && empty(b, x + sx, y + 2 * sy));
    case duck::CAR: return (x == tx) != (y == ty) && clear_between(b, x, y, tx, ty);
    default: return false;
  }
}

}  // namespace

// Returns the judge's board, square by square.
Board board_of(const duck::Position& pos) {
  Board b;
  for (duck::Square s = 0; s < duck::SQUARE_NB; ++s) b[s] = pos.piece_on(s);
  return b;
}

// Returns true when some sign pair of the movement table takes the piece to the target.
bool reaches(const Board& b, int x, int y, int tx, int ty) {
  const duck::Piece p = at(b, x, y);
  if (p == duck::NO_PIECE || !duck::is_ok(tx, ty)) return false;
  for (int sx : {1, -1})
    for (int sy : {1, -1})
      if (reaches_with(b, duck::kind_of(p), x, y, tx, ty, sx, sy)) return true;
  return false;
}

// Returns RULES.md's legality of a command.
bool is_legal(const Board& b, duck::Color side, bool over, int xs, int ys, int xt, int yt) {
  const duck::Piece mover = at(b, xs, ys), target = at(b, xt, yt);
  return !over && mover != duck::NO_PIECE && duck::color_of(mover) == side && duck::is_ok(xt, yt) &&
         (target == duck::NO_PIECE || duck::color_of(target) != side) && reaches(b, xs, ys, xt, yt);
}

// Returns true when some piece legally reaches the other colour's captain.
bool is_check(const Board& b) {
  for (duck::Square from = 0; from < duck::SQUARE_NB; ++from) {
    const duck::Piece p = b[from];
    if (p == duck::NO_PIECE) continue;
    for (duck::Square to = 0; to < duck::SQUARE_NB; ++to)
      if (b[to] == duck::make_piece(~duck::color_of(p), duck::CAPTAIN) &&
          is_legal(b, duck::color_of(p), false, duck::row_of(from), duck::col_of(from), duck::row_of(to), duck::col_of(to)))
        return true;
  }
  return false;
}

}  // namespace duckprops
