// Steering: walks of legal moves, both sides cooperating, toward a goal position or move.
#pragma once

#include <functional>

#include "judge/position.h"
#include "generators/rng.h"
#include "generators/script.h"

namespace duck {

struct Goal {
  // Returns true when playing m in before (giving after) achieves the goal.
  std::function<bool(const Position& before, Move m, const Position& after)> reached;
  // Returns an estimate of how far a position is from the goal (lower is nearer).
  std::function<int(const Position& pos)> distance;
  // Returns false for a move the walk must not make on its way (a goal move may still be made:
  // goal moves that are also allowed are preferred to those that are not).
  std::function<bool(const Position& before, Move m, const Position& after)> allowed;
};

struct SteerLimits {
  int max_plies = 60;     // moves per walk
  int attempts = 4;       // walks from the same start before giving up
  int random_one_in = 6;  // one move in this many is a random allowed move, not the greedy one
};

// Plays moves on script until one reaches the goal and returns true. Each ply plays a goal
// move when there is one, else the allowed move of least distance (ties broken at random) or,
// now and then, a random allowed move. After `attempts` failed walks (or a full budget) it
// restores the script to where it started and returns false.
bool steer(Script& script, Rng& rng, const Goal& goal, const SteerLimits& limits);

// Returns true when m, played in before, takes no captain and captures nothing.
bool quiet_move(const Position& before, Move m);

}  // namespace duck
