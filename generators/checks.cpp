// Strategy `checks`: every way the check answer can hinge on one clause of the rule.
#include <algorithm>
#include <vector>

#include "board/analysis.h"
#include "judge/movegen.h"
#include "generators/steer.h"
#include "generators/strategy.h"

namespace duck {

namespace {

// Returns the number of pieces attacking a captain that fail keep(square).
template <class Keep>
int extra_attackers(const Position& pos, Keep keep) {
  int extra = 0;
  for (const Square s : all_attackers(pos)) extra += !keep(s);
  return extra;
}

// Returns true for the moves a walk toward a check may make: quiet, and creating no check
// unless the position was already check.
bool calm(const Position& before, Move m, const Position& after) {
  return quiet_move(before, m) && (before.is_check() || !after.is_check());
}

// Returns the goal: c moves and afterwards the only attack on a captain is by one piece of
// colour c and kind k (for the captain: the two captains face to face and nothing else).
Goal sole_check(Color c, Kind k) {
  Goal g;
  const Piece attacker = make_piece(c, k);
  g.reached = [c, k, attacker](const Position& before, Move m, const Position& after) {
    if (before.side_to_move() != c || !quiet_move(before, m)) return false;
    const std::vector<Square> att = all_attackers(after);
    if (k == CAPTAIN) return att.size() == 2 && captains_adjacent(after);
    return att.size() == 1 && after.piece_on(att[0]) == attacker;
  };
  g.distance = [c, k, attacker](const Position& pos) {
    const Square target = pos.captain_square(~c);
    if (k == CAPTAIN) {
      const int extra = extra_attackers(pos, [&](Square s) { return kind_of(pos.piece_on(s)) == CAPTAIN; });
      return 4 * std::max(0, manhattan(pos.captain_square(c), target) - 1) + extra;
    }
    int best = FAR;
    for (const Square s : squares_of(pos, c, k)) best = std::min(best, cooperative_distance(pos, s, target));
    return 4 * best + extra_attackers(pos, [&](Square s) { return pos.piece_on(s) == attacker; });
  };
  g.allowed = calm;
  return g;
}

// Returns the goal: c moves its captain onto a square attacked by a piece of ~c other than
// the captain, while c attacks nothing.
Goal walk_into_attack(Color c) {
  Goal g;
  g.reached = [c](const Position& before, Move m, const Position& after) {
    if (before.side_to_move() != c || kind_of(before.piece_on(m.from)) != CAPTAIN || !quiet_move(before, m)) return false;
    return after.captain_attacked(c) && !after.captain_attacked(~c) && !captains_adjacent(after);
  };
  g.distance = [c](const Position& pos) {
    const Square captain = pos.captain_square(c);
    int best = FAR;
    for (Square s = 0; s < SQUARE_NB; ++s) {
      const Piece p = pos.piece_on(s);
      if (p != NO_PIECE && color_of(p) != c && kind_of(p) != CAPTAIN) best = std::min(best, cooperative_distance(pos, s, captain));
    }
    return 4 * best + int(all_attackers(pos).size());
  };
  g.allowed = calm;
  return g;
}

// Returns the goal: after a move, each captain is attacked by a piece other than a captain.
Goal both_sides() {
  Goal g;
  g.reached = [](const Position& before, Move m, const Position& after) {
    if (!quiet_move(before, m) || captains_adjacent(after)) return false;
    return after.captain_attacked(RED) && after.captain_attacked(BLUE);
  };
  g.distance = [](const Position& pos) {
    int total = 0;
    for (const Color c : {RED, BLUE}) {
      int best = FAR;
      for (Square s = 0; s < SQUARE_NB; ++s) {
        const Piece p = pos.piece_on(s);
        if (p != NO_PIECE && color_of(p) == c && kind_of(p) != CAPTAIN)
          best = std::min(best, cooperative_distance(pos, s, pos.captain_square(~c)));
      }
      total += best;
    }
    return total;
  };
  g.allowed = [](const Position& before, Move m, const Position& after) {
    return quiet_move(before, m) && !captains_adjacent(after);
  };
  return g;
}

// Returns the goal: c moves a piece that blocked another c piece's attack on the other captain,
// and the uncovered piece is then the only attacker.
Goal discovered(Color c) {
  Goal g;
  g.reached = [c](const Position& before, Move m, const Position& after) {
    if (before.side_to_move() != c || !quiet_move(before, m)) return false;
    const std::vector<Square> att = all_attackers(after);
    return att.size() == 1 && att[0] != m.to && color_of(after.piece_on(att[0])) == c &&
           !before.can_reach(att[0], after.captain_square(~c));
  };
  g.distance = [c](const Position& pos) {
    const Square target = pos.captain_square(~c);
    int best = FAR;
    for (Square s = 0; s < SQUARE_NB; ++s) {
      const Piece p = pos.piece_on(s);
      const Kind k = kind_of(p);
      if (p == NO_PIECE || color_of(p) != c || k == CAPTAIN || k == GUARD || k == SOLDIER) continue;
      if (attack_distance(k, s, target) > 0) {
        best = std::min(best, 3 + cooperative_distance(pos, s, target));
        continue;
      }
      int own = 0, all = 0;
      for (const Square b : blocker_squares(k, s, target))
        if (pos.piece_on(b) != NO_PIECE) ++all, own += color_of(pos.piece_on(b)) == c;
      best = std::min(best, all == 1 && own == 1 ? 1 : 2 + all);
    }
    return 4 * best + int(all_attackers(pos).size());
  };
  g.allowed = calm;
  return g;
}

// Returns the goal of one move: the side to move, whose captain is attacked, moves another
// piece, captures nothing, and leaves its captain attacked while attacking nothing itself.
Goal leave_in_attack() {
  Goal g;
  g.reached = [](const Position& before, Move m, const Position& after) {
    const Color us = before.side_to_move();
    return before.captain_attacked(us) && kind_of(before.piece_on(m.from)) != CAPTAIN && quiet_move(before, m) &&
           after.captain_attacked(us) && !after.captain_attacked(~us);
  };
  g.distance = [](const Position&) { return 0; };
  g.allowed = [](const Position&, Move, const Position&) { return false; };
  return g;
}

}  // namespace

std::vector<Move> gen_checks(Rng& rng, int q, uint64_t) {
  Script script(q);
  std::vector<Goal> goals;
  for (const Color c : {RED, BLUE}) {
    for (int k = CAPTAIN; k < KIND_NB; ++k) goals.push_back(sole_check(c, Kind(k)));
    goals.push_back(walk_into_attack(c));
    goals.push_back(discovered(c));
  }
  goals.push_back(both_sides());
  // Rounds over every goal in a random order, the goals not reached yet first and with more
  // patience; a round that reaches nothing ends the walk.
  std::vector<bool> done(goals.size(), false);
  const SteerLimits normal, patient{120, 8, 5}, one_move{1, 1, 1};
  for (bool progress = true; progress && !script.full();) {
    std::vector<size_t> order(goals.size());
    for (size_t i = 0; i < order.size(); ++i) order[i] = i;
    rng.shuffle(order);
    std::stable_partition(order.begin(), order.end(), [&](size_t i) { return !done[i]; });
    progress = false;
    for (const size_t i : order) {
      if (script.full()) break;
      if (!steer(script, rng, goals[i], done[i] ? normal : patient)) continue;
      progress = done[i] = true;
      if (!script.full() && script.pos().is_check()) steer(script, rng, leave_in_attack(), one_move);
    }
  }
  return script.commands();
}

extern const Strategy checks_strategy{
    "checks",
    "check by each kind of each colour as the only attacker (captains face to face for the captain); a side "
    "leaving its own captain attacked; a side walking its captain into attack; discovered check; check by both sides at once; "
    "repeated until the budget is spent",
    gen_checks};

}  // namespace duck
