// Named input generators for `duck stress --gen NAME`: a registry that testgen/ (the strategies of
// `duck gen`) registers into, plus the grader's built-in legal-walk generator "walk".
//
// How to plug in a strategy (header-only, so testgen needs no link dependency on the grader):
//   #include "grader/generators.h"
//   duck::register_generator("captures", "games that capture early", [](uint64_t seed, int commands) {
//     return make_capture_game(seed, commands);  // the whole input text: Q, then Q commands
//   });
// Do it before the command line is parsed, e.g. in add_testgen_commands(). A generator must be
// deterministic in (seed, commands) and return a valid input (docs/CONTRACT.md) of about `commands`
// commands; the stress loop parses it, so shrinking works on any strategy's output.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>

namespace duck {

// Makes one input text from a seed and a wished number of commands.
using Generator = std::function<std::string(uint64_t seed, int commands)>;

struct GeneratorEntry {
  std::string description;
  Generator make;
};

// Returns the registry, by name.
inline std::map<std::string, GeneratorEntry>& generator_registry() {
  static std::map<std::string, GeneratorEntry> registry;
  return registry;
}

// Adds (or replaces) the generator called name.
inline void register_generator(const std::string& name, const std::string& description, Generator make) {
  generator_registry()[name] = GeneratorEntry{description, std::move(make)};
}

// Returns the input of the built-in "walk": from the initial position, each command is with
// probability 4/5 a uniformly chosen legal move of the side to move, otherwise four uniform coordinates
// (mostly invalid commands); after the game ends, commands keep coming.
std::string legal_walk(uint64_t seed, int commands);

// Registers the grader's built-in generators ("walk") unless a generator of that name exists.
void register_builtin_generators();

}  // namespace duck
