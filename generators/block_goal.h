// Steering toward one block/ or edge/ clause (see coverage.h) that random play rarely reaches.
#pragma once

#include <string>

#include "judge/position.h"
#include "generators/steer.h"

namespace duck {

// Returns true when the side to move in pos has an invalid try, blocked as the clause says, that
// exercises the block/ or edge/ clause; sets *found to it.
bool blocked_try_for(const Position& pos, const std::string& clause, Move* found);

// Returns the goal of a block/ or edge/ clause: a legal move that exercises it (state free), or
// a position where the side to move has a blocked try that does (other states). Its distance
// estimates the moves needed to put a piece of the clause's colour and kind where the pattern
// starts, with the blockers and the target as the clause needs them.
Goal block_goal(const std::string& clause);

}  // namespace duck
