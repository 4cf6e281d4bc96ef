// Test helpers: replaying a command list step by step with the reference judge.
#pragma once

#include <functional>
#include <vector>

#include "judge/position.h"
#include "judge/types.h"

namespace duck_test {

// One replayed command: the position before, the command, what it did, the position after.
struct Step {
  const duck::Position& before;
  duck::Move move;
  const duck::Outcome& outcome;
  const duck::Position& after;
  size_t index;  // 0-based command number
};

// Replays commands from the initial position and calls visit for every command.
inline void replay(const std::vector<duck::Move>& commands, const std::function<void(const Step&)>& visit) {
  duck::Position pos;
  for (size_t i = 0; i < commands.size(); ++i) {
    const duck::Position before = pos;
    const duck::Outcome o = pos.play(commands[i]);
    visit(Step{before, commands[i], o, pos, i});
  }
}

// Returns the squares of the pieces of colour ~c that reach the captain of colour c, found by
// asking can_reach of every square (independently of the generators' own helpers).
inline std::vector<duck::Square> attackers(const duck::Position& pos, duck::Color c) {
  std::vector<duck::Square> found;
  const duck::Square k = pos.captain_square(c);
  if (k == duck::SQ_NONE) return found;
  for (duck::Square s = 0; s < duck::SQUARE_NB; ++s) {
    const duck::Piece p = pos.piece_on(s);
    if (p != duck::NO_PIECE && duck::color_of(p) != c && pos.can_reach(s, k)) found.push_back(s);
  }
  return found;
}

}  // namespace duck_test
