// Pseudo-legal target generation, written as data: one Pattern per row of the
// movement table in RULES.md (with sx = sy = +1), mirrored over the four sign pairs.
#include "oracle/movegen.h"

namespace oracle {
namespace detail {
namespace {

struct Offset {
  int dx;  // row delta
  int dy;  // column delta
};

// One row of the movement table for sx = sy = +1: where the piece lands and which
// squares (relative to the piece) must be empty.
struct Pattern {
  Offset to;
  int blockers;
  Offset block[2];
};

constexpr Pattern kCaptain[] = {{{1, 0}, 0, {}}, {{0, 1}, 0, {}}};
constexpr Pattern kGuard[] = {{{1, 1}, 0, {}}};
constexpr Pattern kSoldier[] = {{{1, 0}, 0, {}}, {{0, 1}, 0, {}}, {{1, 1}, 0, {}}};
constexpr Pattern kElephant[] = {{{2, 2}, 1, {{1, 1}}}};
constexpr Pattern kHorse[] = {{{2, 1}, 1, {{1, 0}}}, {{1, 2}, 1, {{0, 1}}}};
constexpr Pattern kDuck[] = {{{3, 2}, 2, {{1, 0}, {2, 1}}}, {{2, 3}, 2, {{0, 1}, {1, 2}}}};

// Returns whether (row, col) is on the board and holds a piece of either side.
bool occupied(const Board& board, int row, int col) {
  return on_board(row, col) && cell(board, row, col).occupied;
}

// Returns whether a piece of `side` may end its move on (row, col).
bool may_land(const Board& board, Side side, int row, int col) {
  if (!on_board(row, col)) return false;
  const Cell& c = cell(board, row, col);
  return !c.occupied || c.side != side;
}

// Adds the mirrored images of every pattern in `rows` that are unblocked and landable.
template <std::size_t N>
void add_patterns(const Board& board, Square from, Side side, const Pattern (&rows)[N],
                  TargetList& out) {
  static const int kSigns[2] = {1, -1};
  for (const Pattern& p : rows) {
    for (int sx : kSigns) {
      if (p.to.dx == 0 && sx < 0) continue;  // mirroring a zero delta gives the same square
      for (int sy : kSigns) {
        if (p.to.dy == 0 && sy < 0) continue;
        const int row = from.row + sx * p.to.dx;
        const int col = from.col + sy * p.to.dy;
        if (!may_land(board, side, row, col)) continue;
        bool blocked = false;
        for (int i = 0; i < p.blockers; ++i) {
          const Offset& b = p.block[i];
          if (occupied(board, from.row + sx * b.dx, from.col + sy * b.dy)) blocked = true;
        }
        if (!blocked) out.push({row, col});
      }
    }
  }
}

// Adds every square a car sees along its row and column, stopping at the first piece.
void add_car_rays(const Board& board, Square from, Side side, TargetList& out) {
  static const Offset kDirections[4] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
  for (const Offset& d : kDirections) {
    int row = from.row + d.dx;
    int col = from.col + d.dy;
    while (on_board(row, col)) {
      const Cell& c = cell(board, row, col);
      if (c.occupied) {
        if (c.side != side) out.push({row, col});
        break;
      }
      out.push({row, col});
      row += d.dx;
      col += d.dy;
    }
  }
}

}  // namespace

// Fills `out` with the targets of the piece on `from` (see movegen.h).
void generate_targets(const Board& board, Square from, TargetList& out) {
  out.count = 0;
  const Cell& piece = cell(board, from.row, from.col);
  switch (piece.kind) {
    case Kind::Captain: add_patterns(board, from, piece.side, kCaptain, out); break;
    case Kind::Guard: add_patterns(board, from, piece.side, kGuard, out); break;
    case Kind::Elephant: add_patterns(board, from, piece.side, kElephant, out); break;
    case Kind::Horse: add_patterns(board, from, piece.side, kHorse, out); break;
    case Kind::Duck: add_patterns(board, from, piece.side, kDuck, out); break;
    case Kind::Soldier: add_patterns(board, from, piece.side, kSoldier, out); break;
    case Kind::Car: add_car_rays(board, from, piece.side, out); break;
  }
}

}  // namespace detail
}  // namespace oracle
