// The game: initial position, legality by membership in the generated target list,
// check by generating every move of both sides.
#include <algorithm>

#include "oracle/movegen.h"
#include "oracle/names.h"
#include "oracle/oracle.h"

namespace oracle {

using detail::cell;
using detail::on_board;
using detail::Square;
using detail::TargetList;

namespace {

// Returns the other side.
Side opponent(Side side) { return side == Side::Red ? Side::Blue : Side::Red; }

// Returns a cell holding a piece of `side` and `kind`.
Cell piece(Side side, Kind kind) { return Cell{true, side, kind}; }

// Appends "<side> <kind>" for an occupied cell.
void append_piece(std::string& out, const Cell& c) {
  out += detail::side_text(c.side);
  out += ' ';
  out += detail::kind_text(c.kind);
}

// Returns the drawing letter of a cell: '.', uppercase for red, lowercase for blue.
char letter(const Cell& c) {
  if (!c.occupied) return '.';
  char upper = '?';
  switch (c.kind) {
    case Kind::Captain: upper = 'C'; break;
    case Kind::Guard: upper = 'G'; break;
    case Kind::Elephant: upper = 'E'; break;
    case Kind::Horse: upper = 'H'; break;
    case Kind::Car: upper = 'R'; break;
    case Kind::Duck: upper = 'D'; break;
    case Kind::Soldier: upper = 'S'; break;
  }
  return c.side == Side::Red ? upper : static_cast<char>(upper - 'A' + 'a');
}

}  // namespace

// Builds the initial position of RULES.md, red to move.
Game::Game() {
  static const Kind kBackRank[kCols] = {Kind::Car,   Kind::Horse,    Kind::Elephant,
                                        Kind::Guard, Kind::Captain,  Kind::Guard,
                                        Kind::Elephant, Kind::Horse, Kind::Car};
  for (int col = 0; col < kCols; ++col) {
    cell(board_, 0, col) = piece(Side::Red, kBackRank[col]);
    cell(board_, 9, col) = piece(Side::Blue, kBackRank[col]);
  }
  for (int col = 0; col < kCols; col += 2) {
    cell(board_, 3, col) = piece(Side::Red, Kind::Soldier);
    cell(board_, 6, col) = piece(Side::Blue, Kind::Soldier);
  }
  for (int col : {0, 8}) {
    cell(board_, 2, col) = piece(Side::Red, Kind::Duck);
    cell(board_, 7, col) = piece(Side::Blue, Kind::Duck);
  }
}

// Returns whether `move` is legal: game not over, own piece at the source, and the
// target among the squares generated for that piece.
bool Game::is_legal(const Move& move) const {
  if (over_) return false;
  if (!on_board(move.xs, move.ys) || !on_board(move.xt, move.yt)) return false;
  const Cell& mover = cell(board_, move.xs, move.ys);
  if (!mover.occupied || mover.side != turn_) return false;
  TargetList targets;
  detail::generate_targets(board_, Square{move.xs, move.ys}, targets);
  return targets.contains(move.xt, move.yt);
}

// Appends the answer line for `move` to `out`, applying it when legal; returns legality.
bool Game::play_into(const Move& move, std::string& out) {
  if (!is_legal(move)) {
    out += "Invalid command";
    return false;
  }
  const Cell mover = cell(board_, move.xs, move.ys);
  const Cell removed = cell(board_, move.xt, move.yt);
  cell(board_, move.xt, move.yt) = mover;
  cell(board_, move.xs, move.ys) = Cell{};
  if (removed.occupied && removed.kind == Kind::Captain) over_ = true;
  turn_ = opponent(turn_);

  append_piece(out, mover);
  out += ';';
  if (removed.occupied) {
    append_piece(out, removed);
  } else {
    out += "NA";
  }
  out += is_check() ? ";yes" : ";no";
  out += over_ ? ";yes" : ";no";
  return true;
}

// Returns the answer line for `move` (no newline), applying it when legal.
std::string Game::play(const Move& move) {
  std::string line;
  play_into(move, line);
  return line;
}

// Returns all legal moves of the side to move in (xs, ys, xt, yt) order.
std::vector<Move> Game::legal_moves() const {
  std::vector<Move> moves;
  legal_moves(moves);
  return moves;
}

// Replaces `moves` with all legal moves of the side to move in (xs, ys, xt, yt) order.
void Game::legal_moves(std::vector<Move>& moves) const {
  moves.clear();
  if (over_) return;
  for (int row = 0; row < kRows; ++row) {
    for (int col = 0; col < kCols; ++col) {
      const Cell& c = cell(board_, row, col);
      if (!c.occupied || c.side != turn_) continue;
      TargetList targets;
      detail::generate_targets(board_, Square{row, col}, targets);
      const std::size_t first = moves.size();
      for (int i = 0; i < targets.count; ++i) {
        const Square& t = targets.items[static_cast<std::size_t>(i)];
        moves.push_back(Move{row, col, t.row, t.col});
      }
      std::sort(moves.begin() + static_cast<std::ptrdiff_t>(first), moves.end(),
                [](const Move& a, const Move& b) {
                  return a.xt != b.xt ? a.xt < b.xt : a.yt < b.yt;
                });
    }
  }
}

// Returns whether any piece of either side can move onto the opposing captain.
bool Game::is_check() const {
  if (over_) return false;
  TargetList targets;
  for (int row = 0; row < kRows; ++row) {
    for (int col = 0; col < kCols; ++col) {
      if (!cell(board_, row, col).occupied) continue;
      detail::generate_targets(board_, Square{row, col}, targets);
      for (int i = 0; i < targets.count; ++i) {
        const Square& t = targets.items[static_cast<std::size_t>(i)];
        // Targets never hold a piece of the mover's side, so a captain here is the enemy's.
        const Cell& hit = cell(board_, t.row, t.col);
        if (hit.occupied && hit.kind == Kind::Captain) return true;
      }
    }
  }
  return false;
}

// Returns whether a captain has been removed.
bool Game::is_over() const { return over_; }

// Returns the side whose turn it is.
Side Game::side_to_move() const { return turn_; }

// Returns the cell at (row, col), or an empty cell off the board.
Cell Game::at(int row, int col) const {
  return on_board(row, col) ? cell(board_, row, col) : Cell{};
}

// Returns 10 lines "9 | r h e g c g e h r", row 9 first; red uppercase, blue lowercase,
// letters C captain, G guard, E elephant, H horse, R car, D duck, S soldier, '.' empty.
std::string Game::board_string() const {
  std::string text;
  for (int row = kRows - 1; row >= 0; --row) {
    text += static_cast<char>('0' + row);
    text += " |";
    for (int col = 0; col < kCols; ++col) {
      text += ' ';
      text += letter(cell(board_, row, col));
    }
    text += '\n';
  }
  return text;
}

}  // namespace oracle
