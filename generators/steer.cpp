#include "generators/steer.h"

#include <vector>

#include "judge/movegen.h"

namespace duck {

namespace {

// Plays one walk of at most max_plies moves; returns true when it reached the goal.
bool walk(Script& script, Rng& rng, const Goal& goal, const SteerLimits& limits) {
  for (int ply = 0; ply < limits.max_plies && !script.full(); ++ply) {
    const Position& pos = script.pos();
    std::vector<Move> reaching, reaching_allowed, allowed, nearest;
    int best = 1 << 30;
    for (const Move m : legal_moves(pos)) {
      Position after = pos;
      after.play(m);
      const bool ok = goal.allowed(pos, m, after);
      if (goal.reached(pos, m, after)) {
        reaching.push_back(m);
        if (ok) reaching_allowed.push_back(m);
        continue;
      }
      if (!reaching.empty() || !ok) continue;
      allowed.push_back(m);
      const int d = goal.distance(after);
      if (d < best) best = d, nearest.clear();
      if (d == best) nearest.push_back(m);
    }
    if (!reaching.empty()) {
      script.push(rng.pick(reaching_allowed.empty() ? reaching : reaching_allowed));
      return true;
    }
    if (allowed.empty()) return false;
    script.push(rng.chance(1, uint64_t(limits.random_one_in)) ? rng.pick(allowed) : rng.pick(nearest));
  }
  return false;
}

}  // namespace

bool steer(Script& script, Rng& rng, const Goal& goal, const SteerLimits& limits) {
  const Script::Mark start = script.mark();
  for (int attempt = 0; attempt < limits.attempts; ++attempt) {
    if (walk(script, rng, goal, limits)) return true;
    script.rollback(start);
  }
  return false;
}

bool quiet_move(const Position& before, Move m) { return before.piece_on(m.to) == NO_PIECE; }

}  // namespace duck
