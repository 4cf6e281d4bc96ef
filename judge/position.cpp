#include "judge/position.h"

#include <algorithm>
#include <cstdlib>

namespace duck {

namespace {

// Returns -1, 0 or 1 by the sign of v.
int sign(int v) { return (v > 0) - (v < 0); }

// The row and column of every square, looked up rather than divided out on the hot path.
struct Coordinates {
  int8_t row[SQUARE_NB];
  int8_t col[SQUARE_NB];
  Coordinates() : row(), col() {
    for (Square s = 0; s < SQUARE_NB; ++s) row[s] = int8_t(row_of(s)), col[s] = int8_t(col_of(s));
  }
};
const Coordinates COORDS;

// square_bb(s) for every square, looked up on the hot path (a variable 128-bit shift takes several
// instructions).
struct SquareSets {
  Bitboard bb[SQUARE_NB];
  SquareSets() : bb() {
    for (Square s = 0; s < SQUARE_NB; ++s) bb[s] = square_bb(s);
  }
};
const SquareSets SQUARES;

// Returns the lowest square of a non-empty set.
Square lowest(Bitboard b) { return b[0] ? __builtin_ctzll(b[0]) : 64 + __builtin_ctzll(b[1]); }

// Returns the set without its lowest square; the set must not be empty.
Bitboard without_lowest(Bitboard b) {
  if (b[0]) b[0] &= b[0] - 1;
  else b[1] &= b[1] - 1;
  return b;
}

}  // namespace

// For every kind and square k, the squares from which a piece of that kind reaches k on an
// empty board. Blockers only ever remove moves, so these are all the possible attackers of k.
// The same facts by move, and what blocks each move, for the hot path:
// - bit kind of kinds[s][k] is set when that kind reaches k from s on an empty board;
// - blockers[s][k] holds the squares on which any piece stops the blockable kind (elephant,
//   horse, duck or car) that reaches k from s on an empty board, found by trying a piece on
//   each other square of the rectangle spanned by s and k. Those four kinds move by different
//   displacements, so at most one of them reaches k from s (checked here).
// Every row of the movement table is blocked as soon as any one of its blocker squares is
// occupied, so a piece of kind K on s reaches k exactly when bit K of kinds[s][k] is set and no
// square of blockers[s][k] is occupied (empty for the unblockable kinds' moves).
struct Position::Tables {
  Bitboard from[SQUARE_NB][KIND_NB];  // [k][kind], so that one captain's masks are adjacent
  Bitboard blockers[SQUARE_NB][SQUARE_NB];  // [s][k]
  uint8_t kinds[SQUARE_NB][SQUARE_NB];  // [s][k]

  Tables() : from(), blockers(), kinds() {
    const unsigned BLOCKABLE = 1u << ELEPHANT | 1u << HORSE | 1u << DUCK | 1u << CAR;
    for (int kind = CAPTAIN; kind <= SOLDIER; ++kind)
      for (Square s = 0; s < SQUARE_NB; ++s) {
        Position pos = Position::empty();
        pos.put(s, make_piece(RED, Kind(kind)));
        for (Square k = 0; k < SQUARE_NB; ++k) {
          if (!pos.can_reach(s, k)) continue;
          from[k][kind] |= square_bb(s);
          if (BLOCKABLE >> kind & 1) {
            if (kinds[s][k] & BLOCKABLE) std::abort();  // two blockable kinds make the same move
            // Every blocker of RULES.md (the car's path, the horse's leg, the elephant's eye, the
            // duck's two squares) lies in the rectangle spanned by s and k: try those squares.
            for (int row = std::min(row_of(s), row_of(k)); row <= std::max(row_of(s), row_of(k)); ++row)
              for (int col = std::min(col_of(s), col_of(k)); col <= std::max(col_of(s), col_of(k)); ++col) {
                const Square b = make_square(row, col);
                if (b == s || b == k) continue;
                pos.board_[b] = make_piece(BLUE, SOLDIER);  // can_reach reads only board_
                if (!pos.can_reach(s, k)) blockers[s][k] |= square_bb(b);
                pos.board_[b] = NO_PIECE;
              }
          }
          kinds[s][k] |= uint8_t(1u << kind);
        }
      }
  }
};

const Position::Tables& Position::tables() {
  static const Tables TABLES;
  return TABLES;
}

Position::Position(EmptyBoard) : board_(), by_piece_(), occupied_(), captain_{SQ_NONE, SQ_NONE}, side_(RED), over_(false) {}

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
  by_piece_[board_[s]] &= ~square_bb(s);
  occupied_ &= ~square_bb(s);
  if (p != NO_PIECE) by_piece_[p] |= square_bb(s), occupied_ |= square_bb(s);
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
  const int x = COORDS.row[from], y = COORDS.col[from];
  const int dx = COORDS.row[to] - x, dy = COORDS.col[to] - y;
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

bool Position::is_legal(Move m) const { return is_legal(m, tables()); }

inline bool Position::is_legal(Move m, const Tables& t) const {
  const Piece mover = board_[m.from], target = board_[m.to];
  // can_reach(m.from, m.to) by the tables (see Tables), all in one branch-free condition:
  // legality is hard to predict.
  const bool unblocked = !any(t.blockers[m.from][m.to] & occupied_);
  const bool reaches = bool(t.kinds[m.from][m.to] >> kind_of(mover) & 1) & unblocked;
  const bool own_mover = color_of(mover) == side_, enemy_target = color_of(target) != side_;
  return !over_ & (mover != NO_PIECE) & own_mover & ((target == NO_PIECE) | enemy_target) & reaches;
}

bool Position::captain_attacked(Color c) const { return captain_attacked(c, tables()); }

inline bool Position::captain_attacked(Color c, const Tables& t) const {
  const Square k = captain_[c];
  if (k == SQ_NONE) return false;
  const Bitboard* reach = t.from[k];
  const Bitboard* enemy = by_piece_ + make_piece(~c, NO_KIND);
  // Captains, guards and soldiers cannot be blocked: within reach on an empty board is attacking.
  if (any((enemy[CAPTAIN] & reach[CAPTAIN]) | (enemy[GUARD] & reach[GUARD]) | (enemy[SOLDIER] & reach[SOLDIER])))
    return true;
  // The others can: one within reach on an empty board attacks unless one of its blockers is occupied.
  Bitboard candidates = (enemy[ELEPHANT] & reach[ELEPHANT]) | (enemy[HORSE] & reach[HORSE]) |
                        (enemy[DUCK] & reach[DUCK]) | (enemy[CAR] & reach[CAR]);
  for (; any(candidates); candidates = without_lowest(candidates))
    if (!any(t.blockers[lowest(candidates)][k] & occupied_)) return true;
  return false;
}

bool Position::is_check() const { return is_check(tables()); }

inline bool Position::is_check(const Tables& t) const {
  return !over_ && (captain_attacked(RED, t) || captain_attacked(BLUE, t));
}

Outcome Position::play(Move m) {
  assert(m.from < SQUARE_NB && m.to < SQUARE_NB);  // the reader only makes moves on the board
  const Tables& t = tables();
  Outcome o = {false, NO_PIECE, NO_PIECE, false, false};
  if (!is_legal(m, t)) return o;
  o.legal = true;
  o.moved = board_[m.from];
  o.captured = board_[m.to];
  board_[m.to] = o.moved;
  board_[m.from] = NO_PIECE;
  const Bitboard from_bb = SQUARES.bb[m.from], to_bb = SQUARES.bb[m.to];
  by_piece_[o.moved] ^= from_bb | to_bb;
  by_piece_[o.captured] &= ~to_bb;
  occupied_ = (occupied_ & ~from_bb) | to_bb;
  const Square mover_captain = captain_[side_];  // selected without a branch: captain moves are hard to predict
  captain_[side_] = kind_of(o.moved) == CAPTAIN ? Square(m.to) : mover_captain;
  if (kind_of(o.captured) == CAPTAIN) {
    captain_[~side_] = SQ_NONE;
    over_ = true;
  }
  side_ = ~side_;
  o.check = is_check(t);
  o.over = over_;
  assert(pos_is_ok());
  return o;
}

bool Position::pos_is_ok() const {
  for (Square s = 0; s < SQUARE_NB; ++s)
    for (int p = 0; p < PIECE_NB; ++p)
      if (any(by_piece_[p] & square_bb(s)) != (board_[s] == p && p != NO_PIECE)) return false;
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (any(occupied_ & square_bb(s)) != (board_[s] != NO_PIECE)) return false;
  for (Color c : {RED, BLUE}) {
    const Square k = captain_[c];
    if (k != SQ_NONE && board_[k] != make_piece(c, CAPTAIN)) return false;
  }
  return true;
}

}  // namespace duck
