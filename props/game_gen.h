// RapidCheck generators of legal-biased games: intents (fuzz/intent.h) drawn with weights, turned
// into concrete commands against the oracle's game as it goes, so that shrinking an intent list
// always gives a game again.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include "fuzz/intent.h"
#include "oracle/oracle.h"

namespace duckprops {

// A generated game: the commands in order (all on the board).
struct Game {
  std::vector<oracle::Move> commands;
};

// Returns the game as a contest input: Q, then one command a line.
std::string input_text(const Game& game);

// Prints the game for RapidCheck's counterexamples (as a contest input).
void showValue(const Game& game, std::ostream& os);

// Returns intents: legal moves two times in three, the rest spread over every invalid shape.
rc::Gen<duckfuzz::Intent> intents();

// Returns the commands the intents ask for, realized one by one in the oracle's game.
Game realize_all(const std::vector<duckfuzz::Intent>& intents);

// Returns games of up to `max_commands` commands.
rc::Gen<Game> games(int max_commands = 400);

}  // namespace duckprops
