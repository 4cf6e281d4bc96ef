// Steering toward a capture: a piece of one colour and kind taking one of another kind.
#pragma once

#include "judge/position.h"
#include "generators/steer.h"

namespace duck {

// A planned capture: a piece of `color` and kind `attacker` takes one of kind `victim`.
struct Capture {
  Color color;
  Kind attacker;
  Kind victim;
};

// Returns true when two captures name the same colour, attacker and victim.
bool same(const Capture& a, const Capture& b);

// Returns the estimated moves, attacker and victim cooperating, until some attacker piece can
// take some victim piece: min over meeting squares T of the victim's walk to T plus the
// attacker's walk to a square that reaches T (0 when a take is possible now).
int capture_distance(const Position& pos, const Capture& c);

// Returns the goal: the capture is made. On the way no move captures anything.
Goal capture_goal(const Capture& c);

}  // namespace duck
