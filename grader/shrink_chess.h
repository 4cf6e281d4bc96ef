// The shrinker's chess shortcuts: a difference that needs a finished game, or a move that gives check,
// keeps most of a game under plain ddmin (a legal move can rarely go alone), so the game up to the
// captain's capture (or the check) is replaced by a short legal game that does the same: one piece
// walking to the other captain, perhaps while a piece of the loser walks to attack the winner's captain.
#pragma once

#include <functional>
#include <vector>

#include "judge/types.h"

namespace duck {

// Returns true after making a candidate that still differs the current list (false: it does not).
using Adopt = std::function<bool(std::vector<Move>& candidate)>;

// Tries the short games (shortest first, at most 200) in place of the commands up to the end of the game
// or the final check, keeping the commands after it; returns true when adopt took one. A list equal to
// `failed` (the last one that found nothing) is not tried again; `failed` becomes this list.
bool chess_shortcut(const std::vector<Move>& commands, const Adopt& adopt, std::vector<Move>& failed);

}  // namespace duck
