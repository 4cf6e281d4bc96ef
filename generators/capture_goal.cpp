#include "generators/capture_goal.h"

#include <algorithm>

#include "board/analysis.h"

namespace duck {

// Returns true when two captures name the same colour, attacker and victim.
bool same(const Capture& a, const Capture& b) { return a.color == b.color && a.attacker == b.attacker && a.victim == b.victim; }

// Returns the estimated moves, attacker and victim cooperating, until some attacker piece can
// take some victim piece: the least meeting_distance of their pieces (0 when a take is possible now).
int capture_distance(const Position& pos, const Capture& c) {
  const SquareList attackers = squares_of(pos, c.color, c.attacker), victims = squares_of(pos, ~c.color, c.victim);
  int best = FAR;
  for (const Square a : attackers)
    for (const Square v : victims) {
      if (pos.can_reach(a, v)) return 0;
      best = std::min(best, meeting_distance(c.attacker, a, c.victim, v));
    }
  return best;
}

// Returns the goal: the capture is made. On the way no move captures anything.
Goal capture_goal(const Capture& c) {
  Goal g;
  g.reached = [c](const Position& before, Move m, const Position&) {
    const Piece mover = before.piece_on(m.from), victim = before.piece_on(m.to);
    return mover == make_piece(c.color, c.attacker) && victim == make_piece(~c.color, c.victim);
  };
  g.distance = [c](const Position& pos) { return capture_distance(pos, c); };
  g.allowed = [](const Position& before, Move m, const Position&) { return quiet_move(before, m); };
  return g;
}

}  // namespace duck
