// The rules of shared/problem/RULES.md written out as literally as possible, by brute force over
// a board snapshot: the yardstick the judge's legality and check are measured against.
#pragma once

#include <array>

#include "judge/position.h"

namespace duckprops {

// A board: the piece on each square, index row * 9 + col (the judge's Square).
using Board = std::array<duck::Piece, duck::SQUARE_NB>;

// Returns the judge's board.
Board board_of(const duck::Position& pos);

// Returns true when the piece on (x, y) reaches (tx, ty) by the movement table, blockers
// included (whatever stands on the target); false for an empty source.
bool reaches(const Board& b, int x, int y, int tx, int ty);

// Returns true when moving (xs, ys) to (xt, yt) is legal for `side`: the game is not over, the
// source holds a piece of `side`, the target is reached and holds no piece of `side`.
bool is_legal(const Board& b, duck::Color side, bool over, int xs, int ys, int xt, int yt);

// Returns true when either side has a legal move (whoever is to move) onto the other's captain,
// trying every piece against all 90 squares.
bool is_check(const Board& b);

}  // namespace duckprops
