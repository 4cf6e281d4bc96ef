// Delta debugging (ddmin, Zeller & Hildebrandt) over a command list. Any list of commands is a valid
// input once Q is rewritten, so shrinking only ever removes commands.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "judge/types.h"

namespace duck {

// Returns the 1-based line where the outputs for these commands first differ, or 0 when they agree.
using DifferenceProbe = std::function<size_t(const std::vector<Move>&)>;

struct ShrinkStats {
  size_t probes = 0;   // how many times the probe ran
  double seconds = 0;  // time spent shrinking
};

// Returns a sub-list of `commands` on which probe still finds a difference: 1-minimal (removing any single
// command makes the difference vanish), and no two commands can go together either (a
// legal move can rarely go alone, as every later command would be played by the other side).
// After every success the list is cut just after its first differing line: later commands cannot matter.
std::vector<Move> shrink_commands(std::vector<Move> commands, const DifferenceProbe& probe, ShrinkStats* stats = nullptr);


}  // namespace duck
