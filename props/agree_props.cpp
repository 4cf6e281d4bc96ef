// The judge and the oracle agree on every generated game: every command's answer and state
// (fuzz/duel.h, with the full audit after every command) and the whole program output.
#include <string>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "fuzz/duel.h"
#include "judge/run.h"
#include "oracle/oracle.h"
#include "props/game_gen.h"
#include "props/judge_trace.h"

namespace duckprops {
namespace {

// Command by command: outcome lines, check, turn, end, boards, legal move lists, invariants.
RC_GTEST_PROP(AgreeProps, judge_and_oracle_agree_on_every_command, ()) {
  const Game game = *games();
  classify(trace(game));
  duckfuzz::Duel duel;
  for (const oracle::Move& m : game.commands) {
    const std::string played = duel.play(m);
    RC_ASSERT(played == std::string());
    const std::string audited = duel.audit();
    RC_ASSERT(audited == std::string());
  }
}

// Whole programs: duck::run_judge and oracle::run give the same output for the game's input text.
RC_GTEST_PROP(AgreeProps, judge_and_oracle_give_the_same_output, ()) {
  const Game game = *games();
  classify(trace(game));
  const std::string input = input_text(game);
  std::string out;
  duck::ParseError err;
  RC_ASSERT(duck::run_judge(input.data(), input.size(), out, err));
  const oracle::RunResult want = oracle::run(input.data(), input.size());
  RC_ASSERT(want.exit_code == 0);
  RC_ASSERT(out == want.out);
}

}  // namespace
}  // namespace duckprops
