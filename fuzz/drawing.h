// Both implementations' boards drawn the same way, so that they can be compared and shown.
#pragma once

#include <array>
#include <string>

#include "judge/position.h"
#include "oracle/oracle.h"

namespace duckfuzz {

// Returns the letter of a judge piece: '.' empty; C G E H R D S (captain, guard, elephant,
// horse, car, duck, soldier), uppercase for red and lowercase for blue.
char letter(duck::Piece p);

// Returns the letter of an oracle cell, in the same alphabet as letter(duck::Piece).
char letter(const oracle::Cell& c);

// A board as 90 letters, index row * 9 + col (the judge's Square).
using Letters = std::array<char, duck::SQUARE_NB>;

// Returns the letters of the judge's board.
Letters letters_of(const duck::Position& pos);

// Returns the letters of the oracle's board.
Letters letters_of(const oracle::Game& game);

// Returns the judge's board in the format of oracle::Game::board_string(): 10 lines
// "9 | r h e g c g e h r", row 9 first.
std::string drawing(const duck::Position& pos);

}  // namespace duckfuzz
