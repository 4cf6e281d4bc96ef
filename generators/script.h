// A command stream under construction: the commands so far, the position they lead to, and a
// budget (the most commands the test may hold).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "judge/position.h"
#include "judge/types.h"
#include "generators/rng.h"

namespace duck {

class Script {
 public:
  // An empty stream that may hold at most `budget` commands.
  explicit Script(int budget) : budget_(budget) {}

  // Accessors
  const Position& pos() const { return pos_; }
  const std::vector<Move>& commands() const { return commands_; }
  int used() const { return int(commands_.size()); }
  int remaining() const { return budget_ - used(); }
  bool full() const { return remaining() <= 0; }

  // Appends a command (legal or not) and plays it; returns its outcome. The script must not be full.
  Outcome push(Move m);

  // A saved state of the script, to return to with rollback().
  struct Mark {
    Position pos;
    size_t size;
  };

  // Returns the current state.
  Mark mark() const { return Mark{pos_, commands_.size()}; }
  // Returns to a state saved earlier by mark().
  void rollback(const Mark& m);

 private:
  Position pos_;
  std::vector<Move> commands_;
  int budget_;
};

// Returns a command with four uniformly random coordinates (legal or not).
Move random_command(Rng& rng);

// Returns true when m takes a captain in pos (m need not be legal).
bool takes_captain(const Position& pos, Move m);

// Fills the rest of the budget: random legal moves that take no captain while there are
// some, then random commands (all invalid once the game is over).
void pad_with_walk(Script& script, Rng& rng);

}  // namespace duck
