// `duck show INPUT [--at K]`: replay an input and draw the board after command K.
#pragma once

#include <ostream>
#include <string>

namespace duck {

// Replays the input text (lenient format of docs/CONTRACT.md) and writes what command `at`
// did (at < 0: the last command; 0: the initial position) and the board after it; colour
// adds ANSI colours. Returns 0, or writes an error on err and returns 2 for malformed input
// and 1 for `at` beyond the input.
int show_position(const std::string& input, const std::string& name, long long at, bool colour, std::ostream& out,
                  std::ostream& err);

}  // namespace duck
