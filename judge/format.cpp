#include "judge/format.h"

namespace duck {

std::string command_text(Move m) {
  std::string text;
  append_command(text, m);
  text.pop_back();
  return text;
}

void append_command(std::string& text, Move m) {
  const char line[] = {char('0' + row_of(m.from)), ' ', char('0' + col_of(m.from)), ' ',
                       char('0' + row_of(m.to)),   ' ', char('0' + col_of(m.to)),   '\n'};
  text.append(line, sizeof line);
}

std::string format_commands(const std::vector<Move>& commands) {
  std::string text = std::to_string(commands.size()) + "\n";
  text.reserve(text.size() + 8 * commands.size());
  for (const Move m : commands) append_command(text, m);
  return text;
}

}  // namespace duck
