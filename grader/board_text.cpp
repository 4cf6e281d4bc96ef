#include "grader/board_text.h"

namespace duck {

std::string draw_board(const Position& pos, Move command) {
  static const char LETTERS[KIND_NB] = {'.', 'C', 'G', 'E', 'H', 'R', 'D', 'S'};
  std::string text = "     0  1  2  3  4  5  6  7  8\n";
  for (int row = ROW_NB - 1; row >= 0; --row) {
    text += std::to_string(row) + "  ";
    for (int col = 0; col < COL_NB; ++col) {
      const Square s = make_square(row, col);
      const Piece p = pos.piece_on(s);
      char c = LETTERS[kind_of(p)];
      if (p != NO_PIECE && color_of(p) == BLUE) c = char(c - 'A' + 'a');
      const bool marked = s == command.from || s == command.to;
      text += marked ? '[' : ' ';
      text += c;
      text += marked ? ']' : ' ';
    }
    text += "\n";
  }
  text += std::string(pos.side_to_move() == RED ? "red" : "blue") + " to move" + (pos.is_over() ? " (game over)" : "") +
          "; upper case red, lower case blue: C captain G guard E elephant H horse R car D duck S soldier\n";
  return text;
}

}  // namespace duck
