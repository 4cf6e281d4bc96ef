#include "generators/capture_goal.h"

#include <algorithm>

#include "board/analysis.h"

namespace duck {

// Returns true when two captures name the same colour, attacker and victim.
bool same(const Capture& a, const Capture& b) { return a.color == b.color && a.attacker == b.attacker && a.victim == b.victim; }

// Returns the estimated moves, attacker and victim cooperating, until some attacker piece can
// take some victim piece: min over meeting squares T of the victim's walk to T plus the
// attacker's walk to a square that reaches T (0 when a take is possible now).
int capture_distance(const Position& pos, const Capture& c) {
  int best = FAR;
  for (const Square a : squares_of(pos, c.color, c.attacker))
    for (const Square v : squares_of(pos, ~c.color, c.victim)) {
      if (pos.can_reach(a, v)) return 0;
      const uint8_t* const victim_walk = empty_board_distances(c.victim, v);
      const uint8_t* const attacker_walk = attack_distances(c.attacker, a);
      for (Square t = 0; t < SQUARE_NB; ++t) {
        const int walk = victim_walk[t];
        if (walk < best) best = std::min(best, std::max(1, walk + attacker_walk[t]));
      }
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
