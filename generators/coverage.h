// Rule clauses: which corner of the rules a command exercises, found by replaying it with the
// reference judge. The generators aim at clauses, their tests and `duck suite` count them.
//
// Clause names (C a colour red|blue, K a kind, V the victim's kind):
//   check/C/K              after C's move the only attack on a captain is by one C K
//                          (check/C/captain: the captains face to face and nothing else)
//   check/leave/C          C's captain was attacked, C moved another piece and left it attacked
//   check/walk/C           C walked its captain onto a square attacked by a non-captain
//   check/both             both captains attacked by pieces other than captains
//   check/discovered/C     C's move uncovered an attack by another C piece on the other captain
//   capture/C/K/V          a C K took a piece of kind V (never elephant/elephant nor guard/guard:
//                          see can_ever_capture)
//   end/C/K                a C K took the captain: the game is over
//   end/attacked           the captain was taken while the winner's captain stayed attacked
//   end/would-be-legal     after the end, a command that would be legal had the game gone on
//   block/C/K/D/S          C's K tried pattern D (elephant, horse, duck, car) in state S:
//                          free (the move was made), by-red / by-blue (the only reason it was
//                          invalid is a blocker of that colour; a duck's b1- or b2- blocker)
//   edge/C/K/E/S           the same for a target on edge E (row0, row9, col0, col8), S free|blocked
//   turn/opponent/C/K      at C's turn, a move of the opponent's K that the opponent could make
//   turn/empty/C           at C's turn, a command from an empty square
//   turn/own-target/C/K    at C's turn, C's K to a square it reaches that holds a C piece
//   turn/same-square/C/K   at C's turn, C's K "moved" onto its own square
//   turn/again/C           a legal move of C right after an invalid command at C's turn
#pragma once

#include <set>
#include <string>
#include <vector>

#include "judge/position.h"
#include "judge/types.h"

namespace duck {

// What the replay knows besides the two positions.
struct ClauseContext {
  bool previous_invalid = false;  // the command before this one was invalid (and the game not over)
};

// Returns the clauses one command exercises: m played in before (legal or not) gave after.
std::vector<std::string> command_clauses(const Position& before, Move m, const Position& after, const ClauseContext& ctx);

// Returns the turn/ clauses among command_clauses of m in before (only an invalid command while the
// game goes on has any), without working out the others.
std::vector<std::string> turn_clauses(const Position& before, Move m);

// Returns every clause the commands exercise, replayed from the initial position.
std::set<std::string> clauses_covered(const std::vector<Move>& commands);

// Returns every clause that some input can exercise (the impossible ones left out, e.g. a red
// elephant never reaches row 9), sorted.
std::vector<std::string> all_clauses();

// Returns a copy of pos with the game not over (the same pieces and side to move).
Position revived(const Position& pos);

// Returns the pattern name of a move by (dx, dy) for an elephant, horse, duck or car
// ("+2+2", "+1-2", "-3+2", "+x", "-y"), or "" when the kind does not move that way.
std::string pattern_name(Kind k, int dx, int dy);

}  // namespace duck
