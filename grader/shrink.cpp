#include "grader/shrink.h"

#include <algorithm>
#include <chrono>

#include "grader/shrink_chess.h"

namespace duck {

namespace {

// How far apart two commands removed together may be (in practice: any two).
constexpr size_t PAIR_GAP = 1000;

// Generic delta debugging over a command list, with a probe that names the first differing line.
class Shrinker {
 public:
  Shrinker(std::vector<Move> commands, const DifferenceProbe& probe) : commands_(std::move(commands)), probe_(probe) {}

  // Returns the list as it stands.
  std::vector<Move>& commands() { return commands_; }
  // Returns how many times the probe ran.
  size_t probes() const { return probes_; }

  // Returns the first differing line of the list (0: none), cutting the list after it.
  size_t start() {
    const size_t line = differs(commands_);
    cut(commands_, line);
    return line;
  }

  // Returns true after making a non-empty candidate that still differs the list (cut after its first
  // differing line).
  bool adopt(std::vector<Move>& candidate) {
    if (candidate.empty()) return false;
    const size_t line = differs(candidate);
    if (line == 0) return false;
    cut(candidate, line);
    commands_ = std::move(candidate);
    return true;
  }

  // ddmin over complements, from halves down to single commands.
  void ddmin() {
    for (size_t n = 2; commands_.size() >= 2;) {
      if (remove_a_chunk(n)) {
        n = std::max<size_t>(n - 1, 2);
        continue;
      }
      if (n >= commands_.size()) break;
      n = std::min(commands_.size(), n * 2);
    }
  }

  // Returns true after removing two commands (nearest pairs first) whose joint removal keeps a difference:
  // a legal move alone cannot go without changing whose turn it is for every later command, a pair can.
  bool remove_a_pair() {
    for (size_t gap = 1; gap <= PAIR_GAP; ++gap)
      for (size_t i = commands_.size(); i-- > 0;) {
        if (i + gap >= commands_.size()) continue;
        std::vector<Move> candidate = commands_;
        candidate.erase(candidate.begin() + std::ptrdiff_t(i + gap));
        candidate.erase(candidate.begin() + std::ptrdiff_t(i));
        if (adopt(candidate)) return true;
      }
    return false;
  }

 private:
  // Returns the probe's line for a candidate, counting the call.
  size_t differs(const std::vector<Move>& c) {
    ++probes_;
    return probe_(c);
  }

  // Cuts a differing list after its first differing line.
  static void cut(std::vector<Move>& c, size_t line) {
    if (line > 0 && line < c.size()) c.resize(line);
  }

  // Returns true after removing the first chunk (of `granularity` chunks) whose removal keeps a difference.
  bool remove_a_chunk(size_t granularity) {
    const size_t size = commands_.size();
    const size_t chunk = (size + granularity - 1) / granularity;
    // Later chunks first: they are likelier to be free.
    for (size_t k = (size + chunk - 1) / chunk; k-- > 0;) {
      std::vector<Move> candidate(commands_.begin(), commands_.begin() + std::ptrdiff_t(k * chunk));
      candidate.insert(candidate.end(), commands_.begin() + std::ptrdiff_t(std::min(size, (k + 1) * chunk)), commands_.end());
      if (adopt(candidate)) return true;
    }
    return false;
  }

  std::vector<Move> commands_;
  const DifferenceProbe& probe_;
  size_t probes_ = 0;
};

}  // namespace

std::vector<Move> shrink_commands(std::vector<Move> commands, const DifferenceProbe& probe, ShrinkStats* stats) {
  const auto start = std::chrono::steady_clock::now();
  Shrinker shrinker(std::move(commands), probe);
  const Adopt adopt = [&](std::vector<Move>& candidate) { return shrinker.adopt(candidate); };
  std::vector<Move> failed_shortcut;  // the list of the last shortcut attempt that found nothing
  // The chess shortcuts go before ddmin, which can only keep most of a game (a legal move can rarely go).
  for (bool progress = shrinker.start() > 0; progress;) {
    chess_shortcut(shrinker.commands(), adopt, failed_shortcut);
    shrinker.ddmin();
    progress = shrinker.commands().size() >= 3 && shrinker.remove_a_pair();
  }
  if (stats) {
    stats->probes = shrinker.probes();
    stats->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  }
  return shrinker.commands();
}

}  // namespace duck
