#include "board/show.h"

#include <vector>

#include "judge/format.h"
#include "judge/outcome.h"
#include "judge/position.h"
#include "judge/reader.h"
#include "board/analysis.h"
#include "board/drawing.h"

namespace duck {

namespace {

// Returns "red car on (5, 4)" for the piece on s.
std::string piece_at(const Position& pos, Square s) {
  const Piece p = pos.piece_on(s);
  return std::string(color_name(color_of(p))) + " " + kind_name(kind_of(p)) + " on (" + std::to_string(row_of(s)) + ", " +
         std::to_string(col_of(s)) + ")";
}

}  // namespace

int show_position(const std::string& input, const std::string& name, long long at, bool colour, std::ostream& out,
                  std::ostream& err) {
  std::vector<Move> moves;
  ParseError e;
  if (!parse_commands(input.data(), input.size(), moves, e)) {
    err << "duck show: " << name << ":" << e.line << ":" << e.col << ": " << e.message << "\n";
    return 2;
  }
  const long long q = static_cast<long long>(moves.size());
  if (at < 0) at = q;
  if (at > q) {
    err << "duck show: --at " << at << " is beyond the input's " << q << " commands\n";
    return 1;
  }
  Position pos;
  Outcome last = {false, NO_PIECE, NO_PIECE, false, false};
  for (long long k = 0; k < at; ++k) last = pos.play(moves[size_t(k)]);
  BoardMarks marks;
  marks.colour = colour;
  if (at == 0) {
    out << "initial position (command 0 of " << q << ")\n";
  } else {
    const Move m = moves[size_t(at - 1)];
    out << "after command " << at << " of " << q << ": " << command_text(m) << " -> " << format_outcome(last) << "\n";
    marks.has_last_move = last.legal;
    marks.last_move = m;
  }
  out << draw_board(pos, marks);
  out << (pos.is_over() ? "game over" : std::string(color_name(pos.side_to_move())) + " to move") << "; check: "
      << (pos.is_check() ? "yes" : "no") << "\n";
  if (pos.is_check())
    for (const Color c : {RED, BLUE})
      for (const Square s : attackers_of(pos, c)) out << "  " << piece_at(pos, s) << " attacks the " << color_name(c) << " captain\n";
  return 0;
}

}  // namespace duck
