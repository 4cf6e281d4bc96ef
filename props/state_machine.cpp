// rc::state test: the judge (duck::Position) is the system under test, the oracle's game the
// model. Commands play a legal move, a legal capture, or an invalid command of any shape; after
// each, the judge's answer, check, turn, end and board must be the model's.
#include <ostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <rapidcheck/state.h>

#include "fuzz/drawing.h"
#include "fuzz/intent.h"
#include "judge/outcome.h"
#include "judge/position.h"
#include "oracle/oracle.h"
#include "props/game_gen.h"

namespace duckprops {
namespace {

using Model = oracle::Game;
using Sut = duck::Position;
using Command = rc::state::Command<Model, Sut>;

// Plays one fixed command on both and asserts that the judge answers and ends up as the model.
class Play : public Command {
 public:
  // Makes the command `move`, shown as `name`.
  Play(const char* name, oracle::Move move) : name_(name), move_(move) {}

  // Applies the move to the model.
  void apply(Model& model) const override { model.play(move_); }

  // Plays the move on the judge and compares it with a copy of the model that played it too.
  void run(const Model& model, Sut& judge) const override {
    Model next = model;
    const std::string expected = next.play(move_);
    const std::string answer = duck::format_outcome(judge.play(duck::make_move(move_.xs, move_.ys, move_.xt, move_.yt)));
    RC_ASSERT(answer == expected);
    RC_ASSERT(judge.is_check() == next.is_check());
    RC_ASSERT((judge.side_to_move() == duck::RED) == (next.side_to_move() == oracle::Side::Red));
    RC_ASSERT(judge.is_over() == next.is_over());
    RC_ASSERT(duckfuzz::letters_of(judge) == duckfuzz::letters_of(next));
  }

  // Prints "<name>(xs ys xt yt)".
  void show(std::ostream& os) const override {
    os << name_ << '(' << move_.xs << ' ' << move_.ys << ' ' << move_.xt << ' ' << move_.yt << ')';
  }

 protected:
  const char* name_;
  oracle::Move move_;
};

// A legal move of the model, any of them.
class PlayLegal : public Play {
 public:
  // Picks the move from the model's legal moves.
  explicit PlayLegal(const Model& model) : Play("PlayLegal", pick(model.legal_moves())) {}

  // Stays legal when shrinking removes earlier commands.
  void checkPreconditions(const Model& model) const override { RC_PRE(model.is_legal(move_)); }

 private:
  // Returns one of the moves (the case is discarded when there is none: the game is over).
  static oracle::Move pick(const std::vector<oracle::Move>& moves) {
    RC_PRE(!moves.empty());
    return *rc::gen::elementOf(moves);
  }
};

// A legal capture of the model, the captain when it can be taken: drives games to their end.
class PlayCapture : public Play {
 public:
  // Picks the move from the model's legal captures.
  explicit PlayCapture(const Model& model) : Play("PlayCapture", pick(model)) {}

  // Stays a legal capture when shrinking removes earlier commands.
  void checkPreconditions(const Model& model) const override {
    RC_PRE(model.is_legal(move_) && model.at(move_.xt, move_.yt).occupied);
  }

 private:
  // Returns a capture, a captain first (discarded when there is none).
  static oracle::Move pick(const Model& model) {
    std::vector<oracle::Move> captures, captains;
    for (const oracle::Move& m : model.legal_moves()) {
      const oracle::Cell target = model.at(m.xt, m.yt);
      if (!target.occupied) continue;
      captures.push_back(m);
      if (target.kind == oracle::Kind::Captain) captains.push_back(m);
    }
    RC_PRE(!captures.empty());
    return *rc::gen::elementOf(captains.empty() ? captures : captains);
  }
};

// A command of one of the invalid shapes of fuzz/intent.h (from an empty square, from an enemy
// piece, onto an own piece, a near miss, any target, raw coordinates); legal now and then.
class PlayOther : public Play {
 public:
  // Picks the command of an invalid shape in the model's position.
  explicit PlayOther(const Model& model) : Play("PlayOther", pick(model)) {}

 private:
  // Returns the command of a generated intent of an invalid shape.
  static oracle::Move pick(const Model& model) {
    using duckfuzz::Shape;
    duckfuzz::Intent wish = *intents();
    wish.shape = *rc::gen::element(Shape::EmptySource, Shape::EnemySource, Shape::OwnTarget, Shape::NearMiss,
                                   Shape::AnyTarget, Shape::Raw);
    const duckfuzz::LegalMoves legal(model);
    return duckfuzz::realize(wish, duckfuzz::letters_of(model), model.side_to_move(), legal);
  }
};

// Random command sequences: after each command the judge is where the oracle model is.
RC_GTEST_PROP(StateMachine, judge_follows_the_oracle_model, ()) {
  duck::Position judge;
  rc::state::check(oracle::Game(), judge, rc::state::gen::execOneOfWithArgs<PlayLegal, PlayLegal, PlayCapture, PlayOther>());
}

}  // namespace
}  // namespace duckprops
