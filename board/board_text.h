// The board at a difference, for the stress and grade reports: the drawing of drawing.h, the one
// `duck show` uses, without colours. One drawing only.
#pragma once

#include <string>
#include <vector>

#include "judge/types.h"

namespace duck {

// Returns the plain-text board (no colours) after the commands before 1-based line `line` (all of them
// when line is past the end), the last legal move among them marked and the pieces giving check marked,
// followed by a line saying whose turn it is and the command of that line; "" when line is 0.
std::string board_before_line(const std::vector<Move>& commands, size_t line);

// The same for an input text; "" when it is not a valid input.
std::string board_before_line(const std::string& input, size_t line);

}  // namespace duck
