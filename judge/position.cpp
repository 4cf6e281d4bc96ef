#include "judge/position.h"

#include <algorithm>
#include <cstdlib>

#include "judge/tables.h"

namespace duck {

namespace {

// Returns -1, 0 or 1 by the sign of v.
constexpr int sign(int v) { return (v > 0) - (v < 0); }

// Returns the absolute value of v (std::abs is not constexpr in C++14).
constexpr int magnitude(int v) { return v < 0 ? -v : v; }

// Returns true when every square strictly between from and to (same row or column) is empty.
template <class EmptyAt>
constexpr bool path_clear(Square from, Square to, const EmptyAt& empty_at) {
  const int step = sign(row_of(to) - row_of(from)) * COL_NB + sign(col_of(to) - col_of(from));
  for (Square s = from + step; s != to; s += step)
    if (!empty_at(row_of(s), col_of(s))) return false;
  return true;
}

// The movement table of RULES.md, the one definition behind can_reach and the tables: returns true
// when a piece of kind `kind` on `from` reaches `to` (blockers included, whatever stands on `to`),
// where empty_at(row, col) tells whether a square on the board holds no piece.
template <class EmptyAt>
constexpr bool reaches(Kind kind, Square from, Square to, const EmptyAt& empty_at) {
  const int x = row_of(from), y = col_of(from);
  const int dx = row_of(to) - x, dy = col_of(to) - y;
  const int ax = magnitude(dx), ay = magnitude(dy), sx = sign(dx), sy = sign(dy);
  switch (kind) {
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
    case CAR: return (ax == 0) != (ay == 0) && path_clear(from, to, empty_at);
    default: return false;
  }
}

// A position's board seen by the movement table: empty_at(row, col) reads the square.
struct BoardEmptyAt {
  const Piece* board;
  constexpr bool operator()(int row, int col) const { return board[make_square(row, col)] == NO_PIECE; }
};

// A board empty but for one square (SQ_NONE: wholly empty) seen by the movement table.
struct EmptyBut {
  Square occupied;
  constexpr bool operator()(int row, int col) const { return make_square(row, col) != occupied; }
};

// Adds square s to a set.
constexpr void add(SquareSet& set, Square s) { set.half[s / 64] |= uint64_t(1) << (s % 64); }

// Returns a set of the tables as a Bitboard.
inline Bitboard bits(const SquareSet& set) { return Bitboard{set.half[0], set.half[1]}; }

// Returns the squares on which a piece stops a piece of kind `kind` on s from reaching k, which it
// reaches on an empty board. Every blocker of RULES.md (the car's path, the horse's leg, the
// elephant's eye, the duck's two squares) lies in the rectangle spanned by s and k: those are tried.
constexpr SquareSet blockers_of(Kind kind, Square s, Square k) {
  SquareSet set{};
  for (int row = std::min(row_of(s), row_of(k)); row <= std::max(row_of(s), row_of(k)); ++row)
    for (int col = std::min(col_of(s), col_of(k)); col <= std::max(col_of(s), col_of(k)); ++col) {
      const Square b = make_square(row, col);
      if (b != s && b != k && !reaches(kind, s, k, EmptyBut{b})) add(set, b);
    }
  return set;
}

// square_bb(s) for every square, looked up on the hot path (a variable 128-bit shift takes several
// instructions).
struct SquareSets {
  SquareSet bb[SQUARE_NB];
  constexpr SquareSets() : bb() {
    for (Square s = 0; s < SQUARE_NB; ++s) add(bb[s], s);
  }
};
constexpr SquareSets SQUARES{};

// Returns the lowest square of a non-empty set.
Square lowest(Bitboard b) { return b[0] ? __builtin_ctzll(b[0]) : 64 + __builtin_ctzll(b[1]); }

// Returns the set without its lowest square; the set must not be empty.
Bitboard without_lowest(Bitboard b) {
  if (b[0]) b[0] &= b[0] - 1;
  else b[1] &= b[1] - 1;
  return b;
}

// Called only when two blockable kinds make the same move, which the tables cannot hold: not
// constexpr, so that building the tables then fails to compile.
void two_blockable_kinds_make_the_same_move() { std::abort(); }

// What the movement table gives a piece on square s of an empty board: bit kind of kinds[k] is set
// when that kind reaches k, and blockers[k] holds the squares that stop the blockable kind's move to k.
struct MovesFrom {
  uint8_t kinds[SQUARE_NB];
  SquareSet blockers[SQUARE_NB];

  constexpr explicit MovesFrom(Square s) : kinds(), blockers() {
    const unsigned BLOCKABLE = 1u << ELEPHANT | 1u << HORSE | 1u << DUCK | 1u << CAR;
    for (int kind = CAPTAIN; kind <= SOLDIER; ++kind)
      for (Square k = 0; k < SQUARE_NB; ++k) {
        if (!reaches(Kind(kind), s, k, EmptyBut{SQ_NONE})) continue;
        if (BLOCKABLE >> kind & 1) {
          if (kinds[k] & BLOCKABLE) two_blockable_kinds_make_the_same_move();
          blockers[k] = blockers_of(Kind(kind), s, k);
        }
        kinds[k] |= uint8_t(1u << kind);
      }
  }
};

// Returns the tables (see tables.h) gathered from the moves of every square. Evaluated by the
// compiler: clang needs -fconstexpr-steps above its default (judge/CMakeLists.txt), g++ does not.
constexpr Tables make_tables() {
  Tables t{};
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const MovesFrom moves(s);
    for (Square k = 0; k < SQUARE_NB; ++k) {
      t.kinds[s][k] = moves.kinds[k];
      t.blockers[s][k] = moves.blockers[k];
      for (int kind = CAPTAIN; kind <= SOLDIER; ++kind)
        if (t.kinds[s][k] >> kind & 1) add(t.from[k][kind], s);
    }
  }
  return t;
}

}  // namespace

constexpr Tables TABLES = make_tables();

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

bool Position::can_reach(Square from, Square to) const {
  return reaches(kind_of(board_[from]), from, to, BoardEmptyAt{board_});
}

bool Position::is_legal(Move m) const { return is_legal(m, TABLES); }

inline bool Position::is_legal(Move m, const Tables& t) const {
  const Piece mover = board_[m.from], target = board_[m.to];
  // can_reach(m.from, m.to) by the tables (see Tables), all in one branch-free condition:
  // legality is hard to predict.
  const bool unblocked = !any(bits(t.blockers[m.from][m.to]) & occupied_);
  const bool reachable = bool(t.kinds[m.from][m.to] >> kind_of(mover) & 1) & unblocked;
  const bool own_mover = color_of(mover) == side_, enemy_target = color_of(target) != side_;
  return !over_ & (mover != NO_PIECE) & own_mover & ((target == NO_PIECE) | enemy_target) & reachable;
}

bool Position::captain_attacked(Color c) const { return captain_attacked(c, TABLES); }

inline bool Position::captain_attacked(Color c, const Tables& t) const {
  const Square k = captain_[c];
  if (k == SQ_NONE) return false;
  const SquareSet* reach = t.from[k];
  const Bitboard* enemy = by_piece_ + make_piece(~c, NO_KIND);
  // Captains, guards and soldiers cannot be blocked: within reach on an empty board is attacking.
  if (any((enemy[CAPTAIN] & bits(reach[CAPTAIN])) | (enemy[GUARD] & bits(reach[GUARD])) |
          (enemy[SOLDIER] & bits(reach[SOLDIER]))))
    return true;
  // The others can: one within reach on an empty board attacks unless one of its blockers is occupied.
  Bitboard candidates = (enemy[ELEPHANT] & bits(reach[ELEPHANT])) | (enemy[HORSE] & bits(reach[HORSE])) |
                        (enemy[DUCK] & bits(reach[DUCK])) | (enemy[CAR] & bits(reach[CAR]));
  for (; any(candidates); candidates = without_lowest(candidates))
    if (!any(bits(t.blockers[lowest(candidates)][k]) & occupied_)) return true;
  return false;
}

bool Position::is_check() const { return is_check(TABLES); }

inline bool Position::is_check(const Tables& t) const {
  return !over_ && (captain_attacked(RED, t) || captain_attacked(BLUE, t));
}

Outcome Position::play(Move m) {
  assert(m.from < SQUARE_NB && m.to < SQUARE_NB);  // the reader only makes moves on the board
  const Tables& t = TABLES;
  Outcome o = {false, NO_PIECE, NO_PIECE, false, false};
  if (!is_legal(m, t)) return o;
  o.legal = true;
  o.moved = board_[m.from];
  o.captured = board_[m.to];
  board_[m.to] = o.moved;
  board_[m.from] = NO_PIECE;
  const Bitboard from_bb = bits(SQUARES.bb[m.from]), to_bb = bits(SQUARES.bb[m.to]);
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
