// Internal: pseudo-legal target generation from the RULES.md movement table.
#ifndef DUCK_ORACLE_MOVEGEN_H
#define DUCK_ORACLE_MOVEGEN_H

#include <array>

#include "oracle/oracle.h"

namespace oracle {
namespace detail {

using Board = std::array<std::array<Cell, Game::kCols>, Game::kRows>;

// A square of the board: row 0..9, column 0..8.
struct Square {
  int row;
  int col;
};

// A fixed-capacity list of target squares (a car reaches at most 17).
struct TargetList {
  std::array<Square, 24> items{};
  int count = 0;

  // Appends a square.
  void push(Square s) { items[static_cast<std::size_t>(count++)] = s; }
  // Returns whether (row, col) is in the list.
  bool contains(int row, int col) const {
    for (int i = 0; i < count; ++i) {
      const Square& s = items[static_cast<std::size_t>(i)];
      if (s.row == row && s.col == col) return true;
    }
    return false;
  }
};

// Returns whether (row, col) lies on the 10x9 board.
inline bool on_board(int row, int col) {
  return row >= 0 && row < Game::kRows && col >= 0 && col < Game::kCols;
}

// Returns the cell at (row, col); the square must be on the board.
inline const Cell& cell(const Board& board, int row, int col) {
  return board[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)];
}

// Returns the cell at (row, col) for writing; the square must be on the board.
inline Cell& cell(Board& board, int row, int col) {
  return board[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)];
}

// Fills `out` with every square the piece on `from` may move to: reachable per the
// movement table (with blocking), on the board, not holding a piece of its own side.
// `from` must hold a piece.
void generate_targets(const Board& board, Square from, TargetList& out);

}  // namespace detail
}  // namespace oracle

#endif  // DUCK_ORACLE_MOVEGEN_H
