// Strategy `captures`: each kind taking each kind, for both colours.
#include <algorithm>
#include <vector>

#include "board/analysis.h"
#include "generators/capture_goal.h"
#include "judge/movegen.h"
#include "generators/script.h"
#include "generators/steer.h"
#include "generators/strategy.h"

namespace duck {

namespace {

// Returns true when both the attacker and the victim of c are still on the board, and the
// capture would not take the last piece that `keep` needs as its attacker.
bool possible(const Position& pos, const Capture& c, const Capture& keep) {
  const size_t victims = squares_of(pos, ~c.color, c.victim).size();
  const bool last_needed = ~c.color == keep.color && c.victim == keep.attacker && victims == 1;
  return !squares_of(pos, c.color, c.attacker).empty() && victims > 0 && !last_needed;
}

// Returns the plan of round r (0..3) for one colour: each victim kind with n pieces on the
// other side is taken by n attacker kinds, rotating with r so that rounds 0..3 use all seven.
std::vector<Capture> round_plan(Color color, int r) {
  const int count[KIND_NB] = {0, 0, 2, 2, 2, 2, 2, 5};  // victims per kind (captain apart)
  std::vector<Capture> plan;
  for (int v = GUARD; v < KIND_NB; ++v)
    for (int i = 0; i < count[v]; ++i) {
      const Kind attacker = Kind(CAPTAIN + (r * count[v] + i) % 7);
      if (can_ever_capture(attacker, Kind(v))) plan.push_back(Capture{color, attacker, Kind(v)});
    }
  return plan;
}

}  // namespace

// Returns the captain capture that ends the game of seed s: by kind s%7 of red when s%14 < 7.
Capture final_capture(uint64_t seed) {
  return Capture{seed % 14 < 7 ? RED : BLUE, Kind(CAPTAIN + seed % 7), CAPTAIN};
}

std::vector<Move> gen_captures(Rng& rng, int q, uint64_t seed) {
  Script script(q);
  const Capture last = final_capture(seed);
  const int round = int(seed % 4);
  std::vector<Capture> plan = round_plan(RED, round), blue = round_plan(BLUE, round);
  plan.insert(plan.end(), blue.begin(), blue.end());
  rng.shuffle(plan);
  // Then every other pair, in case pieces and budget are left.
  std::vector<Capture> extra;
  for (const Color c : {RED, BLUE})
    for (int a = CAPTAIN; a < KIND_NB; ++a)
      for (int v = GUARD; v < KIND_NB; ++v) {
        const Capture x{c, Kind(a), Kind(v)};
        if (can_ever_capture(x.attacker, x.victim) && std::none_of(plan.begin(), plan.end(), [&](const Capture& p) { return same(p, x); })) extra.push_back(x);
      }
  rng.shuffle(extra);
  plan.insert(plan.end(), extra.begin(), extra.end());
  // Keep about 150 commands for the captain at the end.
  const int reserve = std::min(150, q / 4);
  const SteerLimits limits{60, 3, 6};
  for (const Capture& c : plan) {
    if (script.remaining() <= reserve) break;
    if (possible(script.pos(), c, last)) steer(script, rng, capture_goal(c), limits);
  }
  // Then the planned captain capture, and whatever budget is left goes to post-end commands.
  if (possible(script.pos(), last, last)) steer(script, rng, capture_goal(last), SteerLimits{120, 4, 6});
  pad_with_walk(script, rng);
  return script.commands();
}

extern const Strategy captures_strategy{
    "captures",
    "each kind taking each kind: a plan chosen by the seed of (attacker kind, victim kind) captures for both "
    "colours, steered one by one; seeds 0..13 together cover all 94 possible pairs (elephant never takes elephant, nor guard guard: they live on squares of different parity), captains included (seed s ends with "
    "the captain taken by kind s%7 of red when s%14<7, else blue)",
    gen_captures};

}  // namespace duck
