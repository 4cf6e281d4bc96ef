// Strategy `endgame`: a captain taken early, then many commands after the end.
#include <algorithm>
#include <vector>

#include "board/analysis.h"
#include "generators/capture_goal.h"
#include "generators/coverage.h"
#include "judge/movegen.h"
#include "generators/script.h"
#include "generators/steer.h"
#include "generators/strategy.h"

namespace duck {

namespace {

// Returns the goal: c takes the captain, and when `attacked`, the taker's own captain is then
// still attacked (so the check answer must be "no" only because the game is over).
Goal ending(const Capture& c, bool attacked) {
  Goal g = capture_goal(c);
  if (!attacked) return g;
  const Goal base = g;
  g.reached = [base, c](const Position& before, Move m, const Position& after) {
    return base.reached(before, m, after) && after.captain_attacked(c.color);
  };
  g.distance = [base, c](const Position& pos) {
    int threat = pos.captain_attacked(c.color) ? 0 : FAR;
    for (Square s = 0; s < SQUARE_NB && threat > 0; ++s) {
      const Piece p = pos.piece_on(s);
      if (p != NO_PIECE && color_of(p) != c.color && kind_of(p) != CAPTAIN)
        threat = std::min(threat, cooperative_distance(pos, s, pos.captain_square(c.color)));
    }
    return base.distance(pos) + threat;
  };
  return g;
}

// Returns a random legal move of pos that takes no captain, or a random command when none.
Move walk_move(const Position& pos, Rng& rng) {
  std::vector<Move> moves;
  for (const Move m : legal_moves(pos))
    if (!takes_captain(pos, m)) moves.push_back(m);
  return moves.empty() ? random_command(rng) : rng.pick(moves);
}

// Returns a random quiet legal move of pos (so that a long walk keeps both sides' pieces), else
// as walk_move.
Move quiet_walk_move(const Position& pos, Rng& rng) {
  std::vector<Move> moves;
  for (const Move m : legal_moves(pos))
    if (quiet_move(pos, m)) moves.push_back(m);
  return moves.empty() ? walk_move(pos, rng) : rng.pick(moves);
}

}  // namespace

std::vector<Move> gen_endgame(Rng& rng, int q, uint64_t seed) {
  Script script(q);
  // An opening of a few random moves, then the captain capture the seed names (by kind s%7 of
  // red when s%14 < 7, else blue; the taker's captain left attacked for even s/14).
  const int opening = std::min(rng.range(0, 20), q / 4);
  for (int i = 0; i < opening; ++i) script.push(walk_move(script.pos(), rng));
  const Capture last{seed % 14 < 7 ? RED : BLUE, Kind(CAPTAIN + seed % 7), CAPTAIN};
  const bool attacked = (seed / 14) % 2 == 0;
  const SteerLimits limits{150, 4, 6};
  if (!steer(script, rng, ending(last, attacked), limits) && !steer(script, rng, ending(last, false), limits))
    for (int k = CAPTAIN; k < KIND_NB && !script.pos().is_over(); ++k)
      steer(script, rng, capture_goal(Capture{last.color, Kind(k), CAPTAIN}), limits);
  // After the end: a shadow game goes on as if nothing had happened; the commands are its
  // moves, moves the winner could make in the final position, and random commands. Every
  // command legal in the shadow game is played there; none takes its remaining captain. All
  // are invalid in the real game.
  Position shadow = revived(script.pos());
  Position winner = shadow;
  winner.set_side_to_move(~winner.side_to_move());
  while (!script.full()) {
    const uint64_t r = rng.below(10);
    Move m = r < 5 ? quiet_walk_move(shadow, rng) : r < 7 ? walk_move(winner, rng) : random_command(rng);
    // The shadow game never ends: no command takes its captain.
    while (shadow.is_legal(m) && takes_captain(shadow, m)) m = random_command(rng);
    if (shadow.is_legal(m)) shadow.play(m);
    script.push(m);
  }
  return script.commands();
}

extern const Strategy endgame_strategy{
    "endgame",
    "a captain taken early (by a kind and colour chosen by the seed, often while the winner's own captain is "
    "still attacked, so the answer must say no check), then the rest of the budget in commands that would "
    "have been legal had the game gone on, moves of the winner, and random commands",
    gen_endgame};

}  // namespace duck
