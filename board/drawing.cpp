#include "board/drawing.h"

#include <vector>

#include "board/analysis.h"

namespace duck {

namespace {

const char* const RESET = "\x1b[0m";

// Returns the fullwidth letter of a piece (UTF-8), or ＋ for an empty square.
std::string glyph(Piece p) {
  if (p == NO_PIECE) return "\xef\xbc\x8b";  // U+FF0B FULLWIDTH PLUS SIGN
  static const char LETTERS[KIND_NB] = {'?', 'C', 'G', 'E', 'H', 'R', 'D', 'S'};
  // Fullwidth A..Z are U+FF21..U+FF3A, a..z U+FF41..U+FF5A: EF BC A1.. and EF BD 81..
  const int index = LETTERS[kind_of(p)] - 'A';
  const unsigned code = (color_of(p) == RED ? 0xFF21u : 0xFF41u) + unsigned(index);
  const char bytes[] = {char(0xE0 | (code >> 12)), char(0x80 | ((code >> 6) & 0x3F)), char(0x80 | (code & 0x3F)), 0};
  return bytes;
}

// Returns the ANSI style of a square: piece colour, last-move background, reversed for a checker.
std::string style(Piece p, bool last, bool checker) {
  std::string s;
  if (p != NO_PIECE) s += color_of(p) == RED ? "\x1b[1;31m" : "\x1b[1;34m";
  if (last) s += "\x1b[43m";
  if (checker) s += "\x1b[7m";
  return s;
}

}  // namespace

std::string draw_board(const Position& pos, const BoardMarks& marks) {
  std::vector<bool> checker(SQUARE_NB, false);
  if (pos.is_check())
    for (const Square s : all_attackers(pos)) checker[s] = true;
  std::string text = "    ";
  for (int col = 0; col < COL_NB; ++col) text += "  " + std::to_string(col) + "  ";
  while (text.back() == ' ') text.pop_back();
  text += "\n";
  for (int row = ROW_NB - 1; row >= 0; --row) {
    text += " " + std::to_string(row) + "  ";
    for (int col = 0; col < COL_NB; ++col) {
      const Square s = make_square(row, col);
      const Piece p = pos.piece_on(s);
      const bool last = marks.has_last_move && (s == marks.last_move.from || s == marks.last_move.to);
      const std::string cell = glyph(p);
      text += last ? "[" : " ";
      text += marks.colour && (p != NO_PIECE || last) ? style(p, last, checker[s]) + cell + RESET : cell;
      text += last ? "]" : " ";
      text += checker[s] ? "!" : " ";
    }
    while (text.back() == ' ') text.pop_back();
    text += "\n";
  }
  text += "    red Ｃ captain Ｇ guard Ｅ elephant Ｈ horse Ｒ car Ｄ duck Ｓ soldier; blue in small letters\n";
  text += "    [ ] the last move's squares; ! gives check\n";
  return text;
}

}  // namespace duck
