#include "board/board_text.h"

#include "judge/format.h"
#include "judge/position.h"
#include "judge/reader.h"
#include "board/drawing.h"

namespace duck {

std::string board_before_line(const std::vector<Move>& commands, size_t line) {
  if (line == 0) return "";
  Position pos;
  BoardMarks marks;
  const size_t before = std::min(commands.size(), line - 1);
  for (size_t i = 0; i < before; ++i)
    if (pos.play(commands[i]).legal) marks.has_last_move = true, marks.last_move = commands[i];
  std::string text = draw_board(pos, marks);
  text += std::string("    ") + color_name(pos.side_to_move()) + " to move" + (pos.is_over() ? ", the game is over" : "");
  if (line <= commands.size()) {
    const Move m = commands[line - 1];
    text += "; command " + std::to_string(line) + ": " + command_text(m);
  }
  return text + "\n";
}

std::string board_before_line(const std::string& input, size_t line) {
  std::vector<Move> commands;
  ParseError err;
  if (!parse_commands(input.data(), input.size(), commands, err)) return "";
  return board_before_line(commands, line);
}

}  // namespace duck
