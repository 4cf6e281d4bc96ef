// Strategy `blockers`: every blocker of every blockable move, blocked by each colour and free.
#include <set>
#include <string>
#include <vector>

#include "generators/block_goal.h"
#include "generators/coverage.h"
#include "judge/movegen.h"
#include "generators/script.h"
#include "generators/steer.h"
#include "generators/strategy.h"

namespace duck {

namespace {

// Returns true for the clauses this strategy aims at.
bool is_block_clause(const std::string& c) { return c.compare(0, 6, "block/") == 0 || c.compare(0, 5, "edge/") == 0; }

// Returns the block/ and edge/ clauses of m in pos not yet in covered (m legal or not).
std::vector<std::string> new_clauses(const Position& pos, Move m, const std::set<std::string>& covered) {
  Position after = pos;
  after.play(m);
  std::vector<std::string> fresh;
  for (std::string& c : command_clauses(pos, m, after, ClauseContext{}))
    if (is_block_clause(c) && !covered.count(c)) fresh.push_back(std::move(c));
  return fresh;
}

// Returns the blocked tries of the side to move (invalid only because of a blocker) that
// would cover a clause not yet covered.
std::vector<Move> fresh_blocked_tries(const Position& pos, const std::set<std::string>& covered) {
  std::vector<Move> tries;
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece p = pos.piece_on(s);
    const Kind k = kind_of(p);
    if (p == NO_PIECE || color_of(p) != pos.side_to_move() || !(k == ELEPHANT || k == HORSE || k == DUCK || k == CAR)) continue;
    for (const Square t : candidate_targets(k, s)) {
      const Move m{uint8_t(s), uint8_t(t)};
      if (!pos.is_legal(m) && !new_clauses(pos, m, covered).empty()) tries.push_back(m);
    }
  }
  return tries;
}

// Returns the score of a quiet move: new free clauses it covers, then the blocked tries it opens
// for the opponent.
int score(const Position& pos, Move m, const std::set<std::string>& covered) {
  Position after = pos;
  after.play(m);
  return 8 * int(new_clauses(pos, m, covered).size()) + int(fresh_blocked_tries(after, covered).size());
}

}  // namespace

std::vector<Move> gen_blockers(Rng& rng, int q, uint64_t) {
  Script script(q);
  std::set<std::string> covered;
  auto cover = [&](Move m) {
    for (std::string& c : new_clauses(script.pos(), m, covered)) covered.insert(std::move(c));
    script.push(m);
  };
  // Blocked tries: invalid commands, so the same side then makes its move.
  auto try_blocked = [&](int most) {
    std::vector<Move> tries = fresh_blocked_tries(script.pos(), covered);
    rng.shuffle(tries);
    for (int n = 0; n < most && !tries.empty() && script.remaining() > 1; tries.pop_back())
      if (!new_clauses(script.pos(), tries.back(), covered).empty()) cover(tries.back()), ++n;
  };
  // Phase 1: greedy play that covers what is near, until it stops finding new clauses.
  for (int idle = 0; idle < 30 && script.remaining() > q / 2;) {
    const size_t before = covered.size();
    try_blocked(4);
    // Quiet moves only: every piece kept is a blocker for later.
    std::vector<Move> moves;
    for (const Move m : legal_moves(script.pos()))
      if (quiet_move(script.pos(), m)) moves.push_back(m);
    if (moves.empty()) break;
    std::vector<Move> best;
    int best_score = -1000;
    for (const Move m : moves) {
      const int s = rng.chance(1, 5) ? 0 : score(script.pos(), m, covered);
      if (s > best_score) best_score = s, best.clear();
      if (s == best_score) best.push_back(m);
    }
    cover(rng.pick(best));
    idle = covered.size() > before ? 0 : idle + 1;
  }
  // Phase 2: steer toward each clause still missing, in a random order; again, more patiently,
  // while a pass still finds some.
  SteerLimits limits{50, 2, 6};
  for (bool progress = true; progress && script.remaining() >= 2; limits.max_plies += 30, ++limits.attempts) {
    std::vector<std::string> missing;
    for (const std::string& c : all_clauses())
      if (is_block_clause(c) && !covered.count(c)) missing.push_back(c);
    rng.shuffle(missing);
    progress = false;
    for (const std::string& clause : missing) {
      if (script.remaining() < 2) break;
      if (covered.count(clause)) continue;
      const Script::Mark start = script.mark();
      if (!steer(script, rng, block_goal(clause), limits)) continue;
      progress = true;
      // Replay the walk's moves for their clauses, then make the blocked try it aimed at.
      const std::vector<Move> walk(script.commands().begin() + long(start.size), script.commands().end());
      script.rollback(start);
      for (const Move m : walk) cover(m);
      Move blocked;
      if (!script.full() && blocked_try_for(script.pos(), clause, &blocked)) cover(blocked);
      try_blocked(3);
    }
  }
  pad_with_walk(script, rng);
  return script.commands();
}

extern const Strategy blockers_strategy{
    "blockers",
    "every blocker of elephant, horse, duck and car, for each colour and direction: the move tried while "
    "blocked by a red piece and by a blue piece (an invalid command), and made while free; targets on every "
    "edge",
    gen_blockers};

}  // namespace duck
