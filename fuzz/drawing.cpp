#include "fuzz/drawing.h"

namespace duckfuzz {

namespace {

// Returns the uppercase letter of a kind index 0..6 (captain .. soldier).
char kind_letter(int index) { return "CGEHRDS"[index]; }

// Returns c in lowercase when `blue`, else unchanged.
char coloured(char c, bool blue) { return blue ? char(c - 'A' + 'a') : c; }

}  // namespace

// Returns the letter of a judge piece (see drawing.h).
char letter(duck::Piece p) {
  if (p == duck::NO_PIECE) return '.';
  return coloured(kind_letter(duck::kind_of(p) - duck::CAPTAIN), duck::color_of(p) == duck::BLUE);
}

// Returns the letter of an oracle cell (see drawing.h).
char letter(const oracle::Cell& c) {
  if (!c.occupied) return '.';
  return coloured(kind_letter(int(c.kind)), c.side == oracle::Side::Blue);
}

// Returns the letters of the judge's 90 squares.
Letters letters_of(const duck::Position& pos) {
  Letters board;
  for (duck::Square s = 0; s < duck::SQUARE_NB; ++s) board[s] = letter(pos.piece_on(s));
  return board;
}

// Returns the letters of the oracle's 90 squares.
Letters letters_of(const oracle::Game& game) {
  Letters board;
  for (duck::Square s = 0; s < duck::SQUARE_NB; ++s) board[s] = letter(game.at(duck::row_of(s), duck::col_of(s)));
  return board;
}

// Returns the judge's board drawn like oracle::Game::board_string().
std::string drawing(const duck::Position& pos) {
  std::string text;
  for (int row = duck::ROW_NB - 1; row >= 0; --row) {
    text += char('0' + row);
    text += " |";
    for (int col = 0; col < duck::COL_NB; ++col) {
      text += ' ';
      text += letter(pos.piece_on(duck::make_square(row, col)));
    }
    text += '\n';
  }
  return text;
}

}  // namespace duckfuzz
