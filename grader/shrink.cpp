#include "grader/shrink.h"

#include <algorithm>
#include <chrono>

namespace duck {

namespace {
// How far apart two commands removed together may be (in practice: any two).
constexpr size_t PAIR_GAP = 1000;
}  // namespace

std::string input_text(const std::vector<Move>& commands) {
  std::string text = std::to_string(commands.size()) + "\n";
  for (const Move m : commands) {
    const int values[4] = {row_of(m.from), col_of(m.from), row_of(m.to), col_of(m.to)};
    for (int k = 0; k < 4; ++k) {
      text += char('0' + values[k]);
      text += k < 3 ? ' ' : '\n';
    }
  }
  return text;
}

std::vector<Move> shrink_commands(std::vector<Move> commands, const DifferenceProbe& probe, ShrinkStats* stats) {
  const auto start = std::chrono::steady_clock::now();
  size_t probes = 0;
  // Returns the probe's line for a candidate, counting the call.
  const auto differs = [&](const std::vector<Move>& c) {
    ++probes;
    return probe(c);
  };
  // Cuts a differing list after its first differing line.
  const auto cut = [](std::vector<Move>& c, size_t line) {
    if (line > 0 && line < c.size()) c.resize(line);
  };
  const size_t first = differs(commands);
  cut(commands, first);
  // Returns true after removing the first chunk (of `granularity` chunks) whose removal keeps a difference.
  const auto remove_a_chunk = [&](size_t granularity) {
    const size_t size = commands.size();
    const size_t chunk = (size + granularity - 1) / granularity;
    // Later chunks first: they are likelier to be free.
    for (size_t k = (size + chunk - 1) / chunk; k-- > 0;) {
      std::vector<Move> candidate(commands.begin(), commands.begin() + std::ptrdiff_t(k * chunk));
      candidate.insert(candidate.end(), commands.begin() + std::ptrdiff_t(std::min(size, (k + 1) * chunk)), commands.end());
      if (candidate.empty()) continue;
      if (const size_t line = differs(candidate)) {
        cut(candidate, line);
        commands = std::move(candidate);
        return true;
      }
    }
    return false;
  };
  // Returns true after removing two commands (nearest pairs first) whose joint removal keeps a difference:
  // a legal move alone cannot go without changing whose turn it is for every later command, a pair can.
  const auto remove_a_pair = [&] {
    for (size_t gap = 1; gap <= PAIR_GAP; ++gap)
      for (size_t i = commands.size(); i-- > 0;) {
        if (i + gap >= commands.size()) continue;
        std::vector<Move> candidate = commands;
        candidate.erase(candidate.begin() + std::ptrdiff_t(i + gap));
        candidate.erase(candidate.begin() + std::ptrdiff_t(i));
        if (candidate.empty()) continue;
        if (const size_t line = differs(candidate)) {
          cut(candidate, line);
          commands = std::move(candidate);
          return true;
        }
      }
    return false;
  };
  for (bool progress = first > 0; progress;) {
    // ddmin over complements, from halves down to single commands.
    for (size_t n = 2; commands.size() >= 2;) {
      if (remove_a_chunk(n)) {
        n = std::max<size_t>(n - 1, 2);
        continue;
      }
      if (n >= commands.size()) break;
      n = std::min(commands.size(), n * 2);
    }
    progress = commands.size() >= 3 && remove_a_pair();
  }
  if (stats) {
    stats->probes = probes;
    stats->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  return commands;
}

}  // namespace duck
