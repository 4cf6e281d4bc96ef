#include "testgen/gen.h"

#include <algorithm>
#include <stdexcept>

#include "grader/generators.h"
#include "grader/shrink.h"
#include "testgen/strategies.h"
#include "testgen/validate.h"

namespace duck {

const std::vector<StrategyInfo>& strategies() {
  static const std::vector<StrategyInfo> LIST = {
      {"random",
       "like the contest's own data: mostly invalid commands (plausible moves of random pieces of either colour, "
       "random squares) among 5-28 % legal moves (67-92 % of the contest's commands were invalid); the game may end on the way",
       gen_random},
      {"legal", "one long legal walk: every command a random legal move that takes no captain", gen_legal},
      {"endgame",
       "a captain taken early (by a kind and colour chosen by the seed, often while the winner's own captain is "
       "still attacked, so the answer must say no check), then the rest of the budget in commands that would "
       "have been legal had the game gone on, moves of the winner, and random commands",
       gen_endgame},
      {"checks",
       "check by each kind of each colour as the only attacker (captains face to face for the captain); a side "
       "leaving its own captain attacked; a side walking its captain into attack; discovered check; check by both sides at once; "
       "repeated until the budget is spent",
       gen_checks},
      {"blockers",
       "every blocker of elephant, horse, duck and car, for each colour and direction: the move tried while "
       "blocked by a red piece and by a blue piece (an invalid command), and made while free; targets on every "
       "edge",
       gen_blockers},
      {"turns",
       "turn keeping: moves of the opponent's pieces that the opponent could make, empty sources, own-piece and "
       "same-square targets, each followed by a legal move of the same side, for every kind and both colours",
       gen_turns},
      {"captures",
       "each kind taking each kind: a plan chosen by the seed of (attacker kind, victim kind) captures for both "
       "colours, steered one by one; seeds 0..13 together cover all 94 possible pairs (elephant never takes elephant, nor guard guard: they live on squares of different parity), captains included (seed s ends with "
       "the captain taken by kind s%7 of red when s%14<7, else blue)",
       gen_captures},
  };
  return LIST;
}

const StrategyInfo* find_strategy(const std::string& name) {
  for (const StrategyInfo& s : strategies())
    if (name == s.name) return &s;
  return nullptr;
}

namespace {

// Returns the 64-bit FNV-1a hash of a string.
uint64_t fnv1a(const std::string& s) {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (const char c : s) h = (h ^ uint8_t(c)) * 0x100000001b3ULL;
  return h;
}

}  // namespace

std::vector<Move> generate(const std::string& name, uint64_t seed, int q) {
  const StrategyInfo* s = find_strategy(name);
  if (s == nullptr) throw std::invalid_argument("unknown strategy '" + name + "'");
  if (q < 0 || q > CONTEST_MAX_Q) throw std::invalid_argument("q must be in 0.." + std::to_string(CONTEST_MAX_Q));
  uint64_t state = seed;
  Rng rng(splitmix64(state) ^ fnv1a(name));
  std::vector<Move> commands = s->make(rng, q, seed);
  if (int(commands.size()) > q) throw std::logic_error(std::string("strategy ") + name + " exceeded its budget");
  return commands;
}

std::string strategies_help() {
  std::string text = "Strategies:\n";
  for (const StrategyInfo& s : strategies()) text += "  " + std::string(s.name) + ": " + s.summary + "\n";
  return text;
}

void register_strategy_generators() {
  for (const StrategyInfo& s : strategies()) {
    const std::string name = s.name;
    std::string summary = s.summary;
    if (summary.size() > 110) summary = summary.substr(0, summary.rfind(' ', 107)) + "...";
    register_generator(name, "duck gen " + name + ": " + summary, [name](uint64_t seed, int commands) {
      return input_text(generate(name, seed, std::max(0, std::min(commands, 1000))));
    });
  }
}

}  // namespace duck
