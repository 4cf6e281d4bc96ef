// A generated game played on the judge, with what every command saw and did.
#pragma once

#include <vector>

#include "judge/outcome.h"
#include "judge/position.h"
#include "props/brute_rules.h"
#include "props/game_gen.h"

namespace duckprops {

// One command on the judge: the state before, the command, what play() answered, the state after.
struct Step {
  Board before;
  duck::Color side_before;
  bool over_before;
  oracle::Move command;
  duck::Outcome outcome;
  Board after;
  duck::Color side_after;
  bool over_after;
  bool check_after;  // the judge's is_check() after the command
};

// Returns the steps of the game played from the initial position on duck::Position.
std::vector<Step> trace(const Game& game);

// What a trace reached, for RC_CLASSIFY.
struct Reached {
  bool check = false;
  bool capture = false;
  bool end = false;
  bool after_end = false;  // a command came after the end
};

// Returns what the trace reached.
Reached reached(const std::vector<Step>& steps);

// Tags the current RapidCheck case with what the trace reached (check, capture, end, after the end).
void classify(const std::vector<Step>& steps);

}  // namespace duckprops
