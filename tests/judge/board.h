// Small helpers for the judge's unit tests: set up positions compactly, play commands by
// coordinates, and list every legal target of a piece by scanning the 90 squares.
#pragma once

#include <gtest/gtest.h>

#include <initializer_list>
#include <ostream>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "judge/outcome.h"
#include "judge/position.h"
#include "judge/types.h"

namespace duck_test {

using duck::BLUE;
using duck::CAPTAIN;
using duck::CAR;
using duck::Color;
using duck::DUCK;
using duck::ELEPHANT;
using duck::GUARD;
using duck::HORSE;
using duck::Kind;
using duck::Position;
using duck::RED;
using duck::SOLDIER;

// A piece to put on the board: (row, col), its colour and kind.
struct Placed {
  int row;
  int col;
  Color color;
  Kind kind;
};

// A set of squares as (row, col) pairs, so that failures print readably.
typedef std::set<std::pair<int, int>> Squares;

// Returns an empty board with the given pieces on it and `to_move` to move.
inline Position board(std::initializer_list<Placed> pieces, Color to_move = RED) {
  Position pos = Position::empty();
  for (const Placed& p : pieces) pos.put(duck::make_square(p.row, p.col), duck::make_piece(p.color, p.kind));
  pos.set_side_to_move(to_move);
  return pos;
}

// Puts one piece on (row, col).
inline void put(Position& pos, int row, int col, Color c, Kind k) {
  pos.put(duck::make_square(row, col), duck::make_piece(c, k));
}

// Returns the piece on (row, col).
inline duck::Piece at(const Position& pos, int row, int col) { return pos.piece_on(duck::make_square(row, col)); }

// Returns the piece of colour c and kind k.
inline duck::Piece piece(Color c, Kind k) { return duck::make_piece(c, k); }

// Returns true when moving from (xs, ys) to (xt, yt) is legal in pos.
inline bool legal(const Position& pos, int xs, int ys, int xt, int yt) {
  return pos.is_legal(duck::make_move(xs, ys, xt, yt));
}

// Returns every (row, col) of the board to which the piece on (row, col) may legally move,
// found by trying all 90 targets.
inline Squares legal_targets(const Position& pos, int row, int col) {
  Squares out;
  for (int r = 0; r < duck::ROW_NB; ++r)
    for (int c = 0; c < duck::COL_NB; ++c)
      if (legal(pos, row, col, r, c)) out.insert({r, c});
  return out;
}

// Returns the output line (without '\n') of the command "xs ys xt yt", playing it on pos.
inline std::string play(Position& pos, int xs, int ys, int xt, int yt) {
  return duck::format_outcome(pos.play(duck::make_move(xs, ys, xt, yt)));
}

// Returns the 90 pieces of the board, to compare a whole position before and after a command.
inline std::vector<duck::Piece> snapshot(const Position& pos) {
  std::vector<duck::Piece> v;
  for (duck::Square s = 0; s < duck::SQUARE_NB; ++s) v.push_back(pos.piece_on(s));
  return v;
}

// Returns "red" or "blue" for test names.
inline std::string color_word(Color c) { return c == RED ? "red" : "blue"; }

// Returns the English name of a kind, written here independently of the judge's table.
inline std::string kind_word(Kind k) {
  switch (k) {
    case CAPTAIN: return "captain";
    case GUARD: return "guard";
    case ELEPHANT: return "elephant";
    case HORSE: return "horse";
    case CAR: return "car";
    case DUCK: return "duck";
    case SOLDIER: return "soldier";
    default: return "?";
  }
}

// Returns "red horse" and the like.
inline std::string name(Color c, Kind k) { return color_word(c) + " " + kind_word(k); }

// The squares of each kind from (4, 4) on an empty board (RULES.md, "How each kind moves").
inline const Squares CAPTAIN_FROM_44 = {{5, 4}, {3, 4}, {4, 5}, {4, 3}};
inline const Squares GUARD_FROM_44 = {{5, 5}, {5, 3}, {3, 5}, {3, 3}};
inline const Squares SOLDIER_FROM_44 = {{5, 3}, {5, 4}, {5, 5}, {4, 3}, {4, 5}, {3, 3}, {3, 4}, {3, 5}};
inline const Squares ELEPHANT_FROM_44 = {{6, 6}, {6, 2}, {2, 6}, {2, 2}};
inline const Squares HORSE_FROM_44 = {{6, 5}, {6, 3}, {2, 5}, {2, 3}, {5, 6}, {3, 6}, {5, 2}, {3, 2}};
inline const Squares DUCK_FROM_44 = {{7, 6}, {7, 2}, {1, 6}, {1, 2}, {6, 7}, {2, 7}, {6, 1}, {2, 1}};
inline const Squares CAR_FROM_44 = {{4, 0}, {4, 1}, {4, 2}, {4, 3}, {4, 5}, {4, 6}, {4, 7}, {4, 8},
                                    {0, 4}, {1, 4}, {2, 4}, {3, 4}, {5, 4}, {6, 4}, {7, 4}, {8, 4}, {9, 4}};

// Returns the squares of kind k from (4, 4) on an empty board.
inline const Squares& from_44(Kind k) {
  switch (k) {
    case CAPTAIN: return CAPTAIN_FROM_44;
    case GUARD: return GUARD_FROM_44;
    case SOLDIER: return SOLDIER_FROM_44;
    case ELEPHANT: return ELEPHANT_FROM_44;
    case HORSE: return HORSE_FROM_44;
    case DUCK: return DUCK_FROM_44;
    default: return CAR_FROM_44;
  }
}

// Names parameterised tests by colour: ".../red", ".../blue".
inline std::string color_param_name(const ::testing::TestParamInfo<Color>& param) { return color_word(param.param); }

// Names parameterised tests by colour and kind: ".../red_horse".
inline std::string color_kind_param_name(const ::testing::TestParamInfo<std::tuple<Color, Kind>>& param) {
  return color_word(std::get<0>(param.param)) + "_" + kind_word(std::get<1>(param.param));
}

// The seven kinds.
inline const Kind ALL_KINDS[] = {CAPTAIN, GUARD, ELEPHANT, HORSE, CAR, DUCK, SOLDIER};

}  // namespace duck_test
