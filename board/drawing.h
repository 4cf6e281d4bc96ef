// Drawing a position as text: used by `duck show` and by the grader's reports.
#pragma once

#include <string>

#include "judge/position.h"
#include "judge/types.h"

namespace duck {

struct BoardMarks {
  bool has_last_move = false;
  Move last_move{0, 0};  // its source and target are bracketed: [Ｈ]
  bool colour = false;   // ANSI colours: red and blue pieces, highlighted last move and checkers
};

// Returns the board, row 9 at the top, one text line per row plus a column header and a legend:
// red pieces as fullwidth capitals (Ｃ captain, Ｇ guard, Ｅ elephant, Ｈ horse, Ｒ car, Ｄ duck,
// Ｓ soldier), blue ones as fullwidth small letters, empty squares as ＋; the last move's squares
// in brackets and, when the position is check, every piece attacking a captain followed by '!'.
std::string draw_board(const Position& pos, const BoardMarks& marks);

}  // namespace duck
