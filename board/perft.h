// Perft: the number of legal move sequences of a given length from the initial position,
// counted by the reference judge or by the independent oracle. A move that takes a captain
// ends the game: the sequence is counted and not extended.
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "judge/position.h"
#include "oracle/oracle.h"

namespace duck {

// Returns the number of legal move sequences of length depth (>= 0) from pos, by the judge.
uint64_t perft_judge(const Position& pos, int depth);

// Returns the number of legal move sequences of length depth (>= 0) from game, by the oracle.
uint64_t perft_oracle(const oracle::Game& game, int depth);

// One line of a perft table: a depth and its node count.
struct PerftEntry {
  int depth;
  uint64_t nodes;
};

// Returns the entries of a perft table text ("DEPTH NODES" lines; '#' comments and blank
// lines skipped); throws std::runtime_error naming the line on anything else.
std::vector<PerftEntry> parse_perft_table(const std::string& text);

// Runs perft for depths 1..depth from the initial position (by the oracle when use_oracle),
// printing "perft D: N nodes, S s, R nodes/s" per depth; returns 0.
int run_perft(int depth, bool use_oracle, std::ostream& out);

}  // namespace duck
