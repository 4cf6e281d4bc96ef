// Writing commands back as input text: the inverse of parse_commands (reader.h).
#pragma once

#include <string>
#include <vector>

#include "judge/types.h"

namespace duck {

// Returns the command as its four coordinates "xs ys xt yt", without a line end.
std::string command_text(Move m);

// Appends the command line "xs ys xt yt\n" of m to text.
void append_command(std::string& text, Move m);

// Returns the input text of the commands: "Q\n", then one "xs ys xt yt\n" line per command, which
// parse_commands reads back into the same commands.
std::string format_commands(const std::vector<Move>& commands);

}  // namespace duck
