#include "props/judge_trace.h"

#include <rapidcheck.h>

namespace duckprops {

// Plays the game on the judge, recording every step.
std::vector<Step> trace(const Game& game) {
  std::vector<Step> steps;
  duck::Position pos;
  for (const oracle::Move& m : game.commands) {
    Step s;
    s.before = board_of(pos);
    s.side_before = pos.side_to_move();
    s.over_before = pos.is_over();
    s.command = m;
    s.outcome = pos.play(duck::make_move(m.xs, m.ys, m.xt, m.yt));
    s.after = board_of(pos);
    s.side_after = pos.side_to_move();
    s.over_after = pos.is_over();
    s.check_after = pos.is_check();
    steps.push_back(s);
  }
  return steps;
}

// Returns whether a check, a capture, the end and a command after it occur.
Reached reached(const std::vector<Step>& steps) {
  Reached r;
  for (const Step& s : steps) {
    r.after_end = r.after_end || s.over_before;
    if (!s.outcome.legal) continue;
    r.check = r.check || s.outcome.check;
    r.capture = r.capture || s.outcome.captured != duck::NO_PIECE;
    r.end = r.end || s.outcome.over;
  }
  return r;
}

// Tags the case with what the trace reached.
void classify(const std::vector<Step>& steps) {
  const Reached r = reached(steps);
  RC_CLASSIFY(r.check, "check");
  RC_CLASSIFY(r.capture, "capture");
  RC_CLASSIFY(r.end, "end");
  RC_CLASSIFY(r.after_end, "commands after the end");
}

}  // namespace duckprops
