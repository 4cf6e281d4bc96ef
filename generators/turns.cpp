// Strategy `turns`: whose turn it is, and whose pieces may move.
#include <map>
#include <set>
#include <string>
#include <vector>

#include "generators/coverage.h"
#include "judge/movegen.h"
#include "generators/script.h"
#include "generators/steer.h"
#include "generators/strategy.h"

namespace duck {

namespace {

// Returns the invalid tries of the side to move that exercise a turn/ clause, grouped by clause:
// the opponent's legal moves, empty sources, own-piece and same-square targets.
std::map<std::string, std::vector<Move>> turn_tries(const Position& pos, Rng& rng) {
  std::vector<Move> tries;
  Position theirs = pos;
  theirs.set_side_to_move(~pos.side_to_move());
  tries = legal_moves(theirs);
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece p = pos.piece_on(s);
    if (p == NO_PIECE) {
      if (rng.chance(1, 8)) tries.push_back(Move{uint8_t(s), uint8_t(rng.below(SQUARE_NB))});
      continue;
    }
    if (color_of(p) != pos.side_to_move()) continue;
    tries.push_back(Move{uint8_t(s), uint8_t(s)});
    for (const Square t : candidate_targets(kind_of(p), s)) tries.push_back(Move{uint8_t(s), uint8_t(t)});
  }
  std::map<std::string, std::vector<Move>> by_clause;
  for (const Move m : tries) {
    for (const std::string& c : turn_clauses(pos, m)) by_clause[c].push_back(m);
  }
  return by_clause;
}

}  // namespace

std::vector<Move> gen_turns(Rng& rng, int q, uint64_t) {
  Script script(q);
  std::set<std::string> covered;
  while (script.remaining() >= 2) {
    // One to three invalid tries (a clause not covered yet when there is one), then a legal move
    // of the same side.
    const std::map<std::string, std::vector<Move>> tries = turn_tries(script.pos(), rng);
    if (tries.empty()) break;
    std::vector<std::string> fresh, all;
    for (const auto& entry : tries) (covered.count(entry.first) ? all : fresh).push_back(entry.first);
    rng.shuffle(fresh);
    rng.shuffle(all);
    all.insert(all.end(), fresh.begin(), fresh.end());
    const int count = rng.range(1, 3);
    for (int n = 0; n < count && script.remaining() >= 2 && !all.empty(); ++n) {
      const std::string clause = all.back();
      all.pop_back();
      covered.insert(clause);
      script.push(rng.pick(tries.at(clause)));
    }
    std::vector<Move> moves;
    for (const Move m : legal_moves(script.pos()))
      if (quiet_move(script.pos(), m)) moves.push_back(m);
    if (moves.empty()) break;
    script.push(rng.pick(moves));
  }
  pad_with_walk(script, rng);
  return script.commands();
}

extern const Strategy turns_strategy{
    "turns",
    "turn keeping: moves of the opponent's pieces that the opponent could make, empty sources, own-piece and "
    "same-square targets, each followed by a legal move of the same side, for every kind and both colours",
    gen_turns};

}  // namespace duck
