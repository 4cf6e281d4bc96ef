#include "generators/generate.h"

#include <algorithm>
#include <stdexcept>

#include "generators/strategies.h"
#include "judge/format.h"
#include "support/hash.h"
#include "validator/validate.h"

namespace duck {

#define DUCK_DECLARE_STRATEGY(name) extern const Strategy name##_strategy;
DUCK_STRATEGIES(DUCK_DECLARE_STRATEGY)
#undef DUCK_DECLARE_STRATEGY

const std::vector<const Strategy*>& strategies() {
#define DUCK_LIST_STRATEGY(name) &name##_strategy,
  static const std::vector<const Strategy*> LIST = {DUCK_STRATEGIES(DUCK_LIST_STRATEGY)};
#undef DUCK_LIST_STRATEGY
  return LIST;
}

const Strategy* find_strategy(const std::string& name) {
  for (const Strategy* s : strategies())
    if (name == s->name) return s;
  return nullptr;
}

std::vector<Move> generate(const std::string& name, uint64_t seed, int q) {
  const Strategy* s = find_strategy(name);
  if (s == nullptr) throw std::invalid_argument("unknown strategy '" + name + "'");
  if (q < 0 || q > CONTEST_MAX_Q) throw std::invalid_argument("q must be in 0.." + std::to_string(CONTEST_MAX_Q));
  uint64_t state = seed;
  Rng rng(splitmix64(state) ^ fnv1a(name));
  std::vector<Move> commands = s->make(rng, q, seed);
  if (int(commands.size()) > q) throw std::logic_error(std::string("strategy ") + name + " exceeded its budget");
  return commands;
}

std::string generate_input(const std::string& name, uint64_t seed, int commands) {
  return format_commands(generate(name, seed, std::max(0, std::min(commands, int(CONTEST_MAX_Q)))));
}

std::function<std::string(uint64_t, int)> input_generator(const std::string& name) {
  return [name](uint64_t seed, int commands) { return generate_input(name, seed, commands); };
}

std::string strategies_help() {
  std::string text = "Strategies:\n";
  for (const Strategy* s : strategies()) text += "  " + std::string(s->name) + ": " + s->summary + "\n";
  return text;
}

}  // namespace duck
