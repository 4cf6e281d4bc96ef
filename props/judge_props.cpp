// Properties of the judge alone, on generated legal-biased games, measured against the
// brute-force reading of RULES.md (brute_rules.h).
#include <regex>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "judge/run.h"
#include "props/brute_rules.h"
#include "props/game_gen.h"
#include "props/judge_trace.h"

namespace duckprops {
namespace {

// A command is accepted exactly when RULES.md's legality holds for it.
RC_GTEST_PROP(JudgeProps, accepts_exactly_the_legal_commands, ()) {
  const Game game = *games();
  const std::vector<Step> steps = trace(game);
  classify(steps);
  for (const Step& s : steps) {
    const oracle::Move& m = s.command;
    RC_ASSERT(s.outcome.legal == is_legal(s.before, s.side_before, s.over_before, m.xs, m.ys, m.xt, m.yt));
  }
}

// Check is "some side has a legal move onto the other's captain", by brute force, and never after the end.
RC_GTEST_PROP(JudgeProps, check_is_a_legal_move_onto_a_captain, ()) {
  const std::vector<Step> steps = trace(*games());
  classify(steps);
  for (const Step& s : steps) {
    const bool expected = !s.over_after && is_check(s.after);
    RC_ASSERT(s.check_after == expected);
    if (s.outcome.legal) RC_ASSERT(s.outcome.check == expected);
  }
}

// Taking a captain ends the game with check "no"; nothing is accepted afterwards; nothing else ends it.
RC_GTEST_PROP(JudgeProps, the_end_is_final, ()) {
  const std::vector<Step> steps = trace(*games());
  classify(steps);
  for (const Step& s : steps) {
    if (s.over_before) RC_ASSERT(!s.outcome.legal && s.over_after);
    if (!s.outcome.legal) continue;
    const bool took_captain = duck::kind_of(s.outcome.captured) == duck::CAPTAIN;
    RC_ASSERT(s.outcome.over == took_captain);
    RC_ASSERT(s.over_after == took_captain);
    if (took_captain) RC_ASSERT(!s.outcome.check);
  }
}

// The colours of accepted moves alternate, starting with red, and the side to move follows them.
RC_GTEST_PROP(JudgeProps, turns_alternate, ()) {
  const std::vector<Step> steps = trace(*games());
  classify(steps);
  duck::Color expected = duck::RED;
  for (const Step& s : steps) {
    RC_ASSERT(s.side_before == expected);
    if (s.outcome.legal) {
      RC_ASSERT(duck::color_of(s.outcome.moved) == expected);
      expected = ~expected;
    }
    RC_ASSERT(s.side_after == expected);
  }
}

// An invalid command changes neither the board, nor the turn, nor the end.
RC_GTEST_PROP(JudgeProps, invalid_commands_change_nothing, ()) {
  const std::vector<Step> steps = trace(*games());
  classify(steps);
  for (const Step& s : steps) {
    if (s.outcome.legal) continue;
    RC_ASSERT(s.after == s.before);
    RC_ASSERT(s.side_after == s.side_before);
    RC_ASSERT(s.over_after == s.over_before);
  }
}

// After a legal move the board is the one before with the mover moved and exactly the reported piece removed.
RC_GTEST_PROP(JudgeProps, a_move_moves_one_piece_and_removes_the_reported_one, ()) {
  const std::vector<Step> steps = trace(*games());
  classify(steps);
  for (const Step& s : steps) {
    if (!s.outcome.legal) continue;
    const duck::Square from = duck::make_square(s.command.xs, s.command.ys);
    const duck::Square to = duck::make_square(s.command.xt, s.command.yt);
    Board expected = s.before;
    expected[to] = expected[from];
    expected[from] = duck::NO_PIECE;
    RC_ASSERT(s.outcome.moved == s.before[from]);
    RC_ASSERT(s.outcome.captured == s.before[to]);
    RC_ASSERT(s.after == expected);
  }
}

// Every output line of duck::run_judge matches the problem's output grammar, one line a command.
RC_GTEST_PROP(JudgeProps, output_lines_match_the_grammar, ()) {
  static const std::regex LINE(
      "Invalid command|"
      "(red|blue) (captain|guard|elephant|horse|car|duck|soldier);"
      "((red|blue) (captain|guard|elephant|horse|car|duck|soldier)|NA);(yes|no);(yes|no)");
  const Game game = *games();
  classify(trace(game));
  const std::string input = input_text(game);
  std::string out;
  duck::ParseError err;
  RC_ASSERT(duck::run_judge(input.data(), input.size(), out, err));
  const bool ends_with_newline = out.empty() || out.back() == '\n';  // RC_ASSERT would evaluate both sides
  RC_ASSERT(ends_with_newline);
  std::istringstream lines(out);
  std::string line;
  size_t count = 0;
  while (std::getline(lines, line)) {
    RC_ASSERT(std::regex_match(line, LINE));
    ++count;
  }
  RC_ASSERT(count == game.commands.size());
}

}  // namespace
}  // namespace duckprops
