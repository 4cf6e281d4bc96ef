#include "fuzz/intent.h"

#include <array>
#include <cstddef>
#include <vector>

namespace duckfuzz {

namespace {

constexpr int ROWS = oracle::Game::kRows;
constexpr int COLS = oracle::Game::kCols;
constexpr int SQUARES = ROWS * COLS;

// A displacement (rows, columns).
struct Offset {
  int dx, dy;
};

// Every displacement that some kind's shape makes: the diagonal step (guard, soldier), the
// elephant's, the horse's and the duck's jumps, and the car's rays (whose first squares are the
// captain's and the soldier's orthogonal steps): 24 + 36.
struct Offsets {
  std::array<Offset, 60> items{};

  // Fills the table: 4 sign pairs x 6 jumps, then 4 rays x 9 distances.
  Offsets() {
    std::size_t n = 0;
    for (int sx : {1, -1})
      for (int sy : {1, -1}) {
        items[n++] = {sx, sy};
        items[n++] = {2 * sx, 2 * sy};
        items[n++] = {2 * sx, sy};
        items[n++] = {sx, 2 * sy};
        items[n++] = {3 * sx, 2 * sy};
        items[n++] = {2 * sx, 3 * sy};
      }
    for (int d = 1; d <= 9; ++d) {
      items[n++] = {d, 0};
      items[n++] = {-d, 0};
      items[n++] = {0, d};
      items[n++] = {0, -d};
    }
  }
};

const Offsets OFFSETS;

// The squares of one class, as indexes row * COLS + col.
struct SquareList {
  std::array<uint8_t, SQUARES> items{};
  std::size_t count = 0;
};

// Which squares a shape draws its source from.
enum class Owner { Nobody, Mover, Opponent };

// Returns true when a letter stands for a red piece (uppercase) or a blue one (lowercase).
bool is_red(char c) { return 'A' <= c && c <= 'Z'; }

// Returns the squares that hold nothing (Nobody), a piece of the side to move, or of the other side.
SquareList squares_of(const Letters& board, oracle::Side to_move, Owner owner) {
  SquareList list;
  for (int s = 0; s < SQUARES; ++s) {
    const char c = board[std::size_t(s)];
    const bool mover = c != '.' && is_red(c) == (to_move == oracle::Side::Red);
    const bool wanted = owner == Owner::Nobody ? c == '.' : owner == Owner::Mover ? mover : c != '.' && !mover;
    if (wanted) list.items[list.count++] = uint8_t(s);
  }
  return list;
}

// Returns true when (row, col) is on the board.
bool on_board(int row, int col) { return 0 <= row && row < ROWS && 0 <= col && col < COLS; }

// Returns the command from square `from` to square `to` (indexes row * COLS + col).
oracle::Move between(int from, int to) { return oracle::Move{from / COLS, from % COLS, to / COLS, to % COLS}; }

// Returns the command that moves from `from` by the first displacement, starting at index
// `pick`, that stays on the board.
oracle::Move displaced(int from, uint8_t pick) {
  const int row = from / COLS, col = from % COLS;
  for (std::size_t i = 0; i < OFFSETS.items.size(); ++i) {
    const Offset& o = OFFSETS.items[(pick + i) % OFFSETS.items.size()];
    if (on_board(row + o.dx, col + o.dy)) return oracle::Move{row, col, row + o.dx, col + o.dy};
  }
  return between(from, from);  // unreachable: some car ray always stays on the board
}

// Returns the command whose four coordinates come straight from two bytes.
oracle::Move raw(uint8_t a, uint8_t b) { return oracle::Move{a % ROWS, (a / ROWS) % COLS, b % ROWS, (b / ROWS) % COLS}; }

// Returns the letter on the target square of a move.
char target_of(const Letters& board, const oracle::Move& m) { return board[std::size_t(m.xt * COLS + m.yt)]; }

// Returns true when a move takes something (its target is not empty).
bool takes_piece(char target) { return target != '.'; }

// Returns true when a move takes a captain.
bool takes_captain(char target) { return target == 'C' || target == 'c'; }

// Returns the number of `moves` whose target letter satisfies `wanted`.
std::size_t count_where(const Letters& board, const std::vector<oracle::Move>& moves, bool (*wanted)(char)) {
  std::size_t n = 0;
  for (const oracle::Move& m : moves) n += wanted(target_of(board, m)) ? 1 : 0;
  return n;
}

// Returns the index-th (from 0, in list order) of the `moves` whose target letter satisfies
// `wanted`; there must be more than `index` of them.
oracle::Move nth_where(const Letters& board, const std::vector<oracle::Move>& moves, bool (*wanted)(char),
                       std::size_t index) {
  for (const oracle::Move& m : moves)
    if (wanted(target_of(board, m)) && index-- == 0) return m;
  return moves.front();  // unreachable when the precondition holds
}

// Returns one of the legal `moves` chosen by the intent (a capture when it asks for one), or a
// near miss from an own piece when there is none. Counts and indexes in place (no lists of
// captures are built: this runs for half of all diff_game commands).
oracle::Move legal(const Intent& in, const Letters& board, oracle::Side to_move, const std::vector<oracle::Move>& moves) {
  if (moves.empty()) {
    const SquareList own = squares_of(board, to_move, Owner::Mover);
    return own.count ? displaced(own.items[in.choice % own.count], in.extra) : raw(in.choice, in.extra);
  }
  if (in.shape == Shape::Capture) {
    if (in.choice % 2 == 1) {
      const std::size_t captains = count_where(board, moves, takes_captain);
      if (captains != 0) return nth_where(board, moves, takes_captain, in.extra % captains);
    }
    const std::size_t captures = count_where(board, moves, takes_piece);
    if (captures != 0) return nth_where(board, moves, takes_piece, in.extra % captures);
  }
  return moves[(in.choice | in.extra << 8) % moves.size()];
}

}  // namespace

// Returns the shape of an op byte by its low four bits.
Shape shape_of(uint8_t op) {
  static const Shape SHAPES[16] = {Shape::Legal,       Shape::Legal,     Shape::Legal,    Shape::Legal,
                                   Shape::Legal,       Shape::Legal,     Shape::Legal,    Shape::Capture,
                                   Shape::EmptySource, Shape::EnemySource, Shape::OwnTarget, Shape::NearMiss,
                                   Shape::NearMiss,    Shape::AnyTarget, Shape::Raw,      Shape::Capture};
  return SHAPES[op % 16];
}

// Returns the oracle's legal moves, generating them once per position.
const std::vector<oracle::Move>& LegalMoves::get() const {
  if (!ready_) game_->legal_moves(moves_);  // refills moves_ in place, keeping its capacity
  ready_ = true;
  return moves_;
}

// Returns the command of the intent in the position.
oracle::Move realize(const Intent& in, const Letters& board, oracle::Side to_move, const LegalMoves& legal_moves) {
  switch (in.shape) {
    case Shape::Legal:
    case Shape::Capture: return legal(in, board, to_move, legal_moves.get());
    case Shape::Raw: return raw(in.choice, in.extra);
    default: break;
  }
  const Owner owner = in.shape == Shape::EmptySource   ? Owner::Nobody
                      : in.shape == Shape::EnemySource ? Owner::Opponent
                                                       : Owner::Mover;
  const SquareList from = squares_of(board, to_move, owner);
  if (from.count == 0) return raw(in.choice, in.extra);
  const int source = from.items[in.choice % from.count];
  switch (in.shape) {
    case Shape::EmptySource:
    case Shape::AnyTarget: return between(source, in.extra % SQUARES);
    case Shape::OwnTarget: return between(source, from.items[in.extra % from.count]);
    default: return displaced(source, in.extra);  // EnemySource, NearMiss
  }
}

}  // namespace duckfuzz
