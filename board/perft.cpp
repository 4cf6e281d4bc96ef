#include "board/perft.h"

#include <chrono>
#include <cstdio>
#include <sstream>
#include <stdexcept>

#include "judge/movegen.h"

namespace duck {

uint64_t perft_judge(const Position& pos, int depth) {
  if (depth == 0) return 1;
  MoveList list;
  generate_legal(pos, list);
  if (depth == 1) return uint64_t(list.size);
  uint64_t nodes = 0;
  for (const Move m : list) {
    Position next = pos;
    next.play(m);
    nodes += next.is_over() ? 1 : perft_judge(next, depth - 1);
  }
  return nodes;
}

uint64_t perft_oracle(const oracle::Game& game, int depth) {
  if (depth == 0) return 1;
  const std::vector<oracle::Move> moves = game.legal_moves();
  if (depth == 1) return moves.size();
  uint64_t nodes = 0;
  std::string line;
  for (const oracle::Move& m : moves) {
    oracle::Game next = game;
    line.clear();
    next.play_into(m, line);
    nodes += next.is_over() ? 1 : perft_oracle(next, depth - 1);
  }
  return nodes;
}

std::vector<PerftEntry> parse_perft_table(const std::string& text) {
  std::vector<PerftEntry> entries;
  std::istringstream in(text);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    PerftEntry e{0, 0};
    std::string rest;
    if (!(fields >> e.depth >> e.nodes) || (fields >> rest) || e.depth < 1)
      throw std::runtime_error("perft table line " + std::to_string(number) + ": expected \"DEPTH NODES\", found \"" + line + "\"");
    entries.push_back(e);
  }
  return entries;
}

int run_perft(int depth, bool use_oracle, std::ostream& out) {
  const Position pos;
  const oracle::Game game;
  for (int d = 1; d <= depth; ++d) {
    const auto start = std::chrono::steady_clock::now();
    const uint64_t nodes = use_oracle ? perft_oracle(game, d) : perft_judge(pos, d);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char line[160];
    std::snprintf(line, sizeof line, "perft %d: %llu nodes, %.3f s, %.0f nodes/s\n", d, static_cast<unsigned long long>(nodes),
                  seconds, seconds > 0 ? double(nodes) / seconds : 0.0);
    out << line << std::flush;
    if (!out) break;  // nobody reads any more (a closed pipe, a full disk): the caller reports it
  }
  return 0;
}

}  // namespace duck
