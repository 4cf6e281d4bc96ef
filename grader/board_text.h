// A plain-text drawing of a position (`duck show` will replace it; keep the drawing in this one place).
#pragma once

#include <string>

#include "judge/position.h"

namespace duck {

// Returns the board, row 9 at the top, red in upper case and blue in lower case
// (C captain, G guard, E elephant, H horse, R car, D duck, S soldier), with the source and the
// target of `command` shown in brackets, and a legend line saying whose move it is.
std::string draw_board(const Position& pos, Move command);

}  // namespace duck
