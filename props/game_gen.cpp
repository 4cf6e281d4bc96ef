#include "props/game_gen.h"

#include <ostream>

#include "judge/format.h"

namespace duckprops {

// Returns "Q\n" and one "xs ys xt yt\n" a command, written by the judge's format_commands.
std::string input_text(const Game& game) {
  std::vector<duck::Move> commands;
  for (const oracle::Move& m : game.commands) commands.push_back(duck::make_move(m.xs, m.ys, m.xt, m.yt));
  return duck::format_commands(commands);
}

// Prints the number of commands and the input text.
void showValue(const Game& game, std::ostream& os) { os << "game of " << game.commands.size() << " commands:\n" << input_text(game); }

// Returns weighted shapes with arbitrary choosing bytes.
rc::Gen<duckfuzz::Intent> intents() {
  using duckfuzz::Shape;
  const rc::Gen<Shape> shapes = rc::gen::weightedElement<Shape>({{16, Shape::Legal},
                                                                  {4, Shape::Capture},
                                                                  {2, Shape::EmptySource},
                                                                  {2, Shape::EnemySource},
                                                                  {1, Shape::OwnTarget},
                                                                  {3, Shape::NearMiss},
                                                                  {1, Shape::AnyTarget},
                                                                  {1, Shape::Raw}});
  return rc::gen::build<duckfuzz::Intent>(rc::gen::set(&duckfuzz::Intent::shape, shapes),
                                          rc::gen::set(&duckfuzz::Intent::choice, rc::gen::arbitrary<uint8_t>()),
                                          rc::gen::set(&duckfuzz::Intent::extra, rc::gen::arbitrary<uint8_t>()));
}

// Realizes the intents one by one in the oracle's game.
Game realize_all(const std::vector<duckfuzz::Intent>& wishes) {
  Game game;
  oracle::Game oracle;
  duckfuzz::Letters board = duckfuzz::letters_of(oracle);
  duckfuzz::LegalMoves legal(oracle);
  std::string ignored;
  for (const duckfuzz::Intent& wish : wishes) {
    const oracle::Move m = duckfuzz::realize(wish, board, oracle.side_to_move(), legal);
    game.commands.push_back(m);
    if (oracle.play_into(m, ignored)) {
      legal.reset();
      board = duckfuzz::letters_of(oracle);
    }
  }
  return game;
}

// Returns up to max_commands intents, realized.
rc::Gen<Game> games(int max_commands) {
  return rc::gen::map(rc::gen::resize(max_commands, rc::gen::container<std::vector<duckfuzz::Intent>>(intents())),
                      realize_all);
}

}  // namespace duckprops
