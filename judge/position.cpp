#include "judge/position.h"

#include <algorithm>
#include <cstdlib>

namespace duck {

namespace {

// Returns -1, 0 or 1 by the sign of v.
int sign(int v) { return (v > 0) - (v < 0); }

// Every displacement by which some kind other than the car moves (cars are found by rays):
// the 8 neighbours (captain, guard, soldier), then the elephant, horse and duck jumps.
const int JUMPS[][2] = {
    {1, 0},  {-1, 0}, {0, 1},   {0, -1},  {1, 1},  {1, -1}, {-1, 1},  {-1, -1},
    {2, 2},  {2, -2}, {-2, 2},  {-2, -2},
    {2, 1},  {2, -1}, {-2, 1},  {-2, -1}, {1, 2},  {1, -2}, {-1, 2},  {-1, -2},
    {3, 2},  {3, -2}, {-3, 2},  {-3, -2}, {2, 3},  {2, -3}, {-2, 3},  {-2, -3},
};
constexpr int JUMP_NB = sizeof(JUMPS) / sizeof(JUMPS[0]);

// The four directions a car moves in.
const int RAYS[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};

// For every square, the on-board squares from which a non-car piece could jump onto it.
struct JumpSources {
  Square from[SQUARE_NB][JUMP_NB];
  int count[SQUARE_NB];

  JumpSources() : from(), count() {
    for (Square s = 0; s < SQUARE_NB; ++s)
      for (const auto& j : JUMPS)
        if (is_ok(row_of(s) - j[0], col_of(s) - j[1])) from[s][count[s]++] = make_square(row_of(s) - j[0], col_of(s) - j[1]);
  }
};

const JumpSources JUMP_SOURCES;

}  // namespace

Position::Position(EmptyBoard) : board_(), captain_{SQ_NONE, SQ_NONE}, side_(RED), over_(false) {}

Position Position::empty() { return Position(EmptyBoard()); }

Position::Position() : Position(EmptyBoard()) {
  const Kind back[COL_NB] = {CAR, HORSE, ELEPHANT, GUARD, CAPTAIN, GUARD, ELEPHANT, HORSE, CAR};
  for (int col = 0; col < COL_NB; ++col) {
    put(make_square(0, col), make_piece(RED, back[col]));
    put(make_square(9, col), make_piece(BLUE, back[col]));
  }
  for (int col = 0; col < COL_NB; col += 2) {
    put(make_square(3, col), make_piece(RED, SOLDIER));
    put(make_square(6, col), make_piece(BLUE, SOLDIER));
  }
  for (int col : {0, COL_NB - 1}) {
    put(make_square(2, col), make_piece(RED, DUCK));
    put(make_square(7, col), make_piece(BLUE, DUCK));
  }
}

void Position::put(Square s, Piece p) {
  for (Color c : {RED, BLUE})
    if (captain_[c] == s) captain_[c] = SQ_NONE;
  board_[s] = p;
  if (kind_of(p) == CAPTAIN) captain_[color_of(p)] = s;
}

bool Position::path_clear(Square from, Square to) const {
  const int step = sign(row_of(to) - row_of(from)) * COL_NB + sign(col_of(to) - col_of(from));
  for (Square s = from + step; s != to; s += step)
    if (board_[s] != NO_PIECE) return false;
  return true;
}

bool Position::can_reach(Square from, Square to) const {
  const int x = row_of(from), y = col_of(from);
  const int dx = row_of(to) - x, dy = col_of(to) - y;
  const int ax = std::abs(dx), ay = std::abs(dy), sx = sign(dx), sy = sign(dy);
  switch (kind_of(board_[from])) {
    case CAPTAIN: return ax + ay == 1;
    case GUARD: return ax == 1 && ay == 1;
    case SOLDIER: return std::max(ax, ay) == 1;
    case ELEPHANT: return ax == 2 && ay == 2 && empty_at(x + sx, y + sy);
    case HORSE:
      return (ax == 2 && ay == 1 && empty_at(x + sx, y)) ||
             (ax == 1 && ay == 2 && empty_at(x, y + sy));
    case DUCK:
      return (ax == 3 && ay == 2 && empty_at(x + sx, y) && empty_at(x + 2 * sx, y + sy)) ||
             (ax == 2 && ay == 3 && empty_at(x, y + sy) && empty_at(x + sx, y + 2 * sy));
    case CAR: return (ax == 0) != (ay == 0) && path_clear(from, to);
    default: return false;
  }
}

bool Position::is_legal(Move m) const {
  const Piece mover = board_[m.from], target = board_[m.to];
  return !over_ && mover != NO_PIECE && color_of(mover) == side_ &&
         (target == NO_PIECE || color_of(target) != side_) && can_reach(m.from, m.to);
}

bool Position::captain_attacked(Color c) const {
  const Square k = captain_[c];
  if (k == SQ_NONE) return false;
  for (int i = 0; i < JUMP_SOURCES.count[k]; ++i) {
    const Square s = JUMP_SOURCES.from[k][i];
    const Piece p = board_[s];
    if (p != NO_PIECE && color_of(p) != c && can_reach(s, k)) return true;
  }
  for (const auto& r : RAYS) {
    int row = row_of(k) + r[0], col = col_of(k) + r[1];
    while (is_ok(row, col) && empty_at(row, col)) row += r[0], col += r[1];
    if (!is_ok(row, col)) continue;
    const Piece p = board_[make_square(row, col)];
    if (kind_of(p) == CAR && color_of(p) != c) return true;
  }
  return false;
}

bool Position::is_check() const { return !over_ && (captain_attacked(RED) || captain_attacked(BLUE)); }

Outcome Position::play(Move m) {
  Outcome o = {false, NO_PIECE, NO_PIECE, false, false};
  if (!is_legal(m)) return o;
  o.legal = true;
  o.moved = board_[m.from];
  o.captured = board_[m.to];
  board_[m.to] = o.moved;
  board_[m.from] = NO_PIECE;
  if (kind_of(o.moved) == CAPTAIN) captain_[side_] = m.to;
  if (kind_of(o.captured) == CAPTAIN) {
    captain_[~side_] = SQ_NONE;
    over_ = true;
  }
  side_ = ~side_;
  o.check = is_check();
  o.over = over_;
  return o;
}

bool Position::pos_is_ok() const {
  for (Color c : {RED, BLUE}) {
    const Square k = captain_[c];
    if (k != SQ_NONE && board_[k] != make_piece(c, CAPTAIN)) return false;
  }
  return true;
}

}  // namespace duck
