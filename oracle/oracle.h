// Independent oracle for Duck Chess (THUPC 2019, Luogu P5380).
//
// A second, deliberately different implementation of the rules in
// shared/problem/RULES.md and of the I/O contract in docs/CONTRACT.md, used to
// differentially test the reference judge. See oracle/README.md.
#ifndef DUCK_ORACLE_ORACLE_H
#define DUCK_ORACLE_ORACLE_H

#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace oracle {

// The two players. Red moves first.
enum class Side { Red, Blue };

// The seven kinds of piece.
enum class Kind { Captain, Guard, Elephant, Horse, Car, Duck, Soldier };

// One square of the board. When `occupied` is false, `side` and `kind` carry no
// meaning (they are left at Red / Captain).
struct Cell {
  bool occupied = false;
  Side side = Side::Red;
  Kind kind = Kind::Captain;
};

// A command: move the piece at row xs, column ys to row xt, column yt.
// Any int is accepted; squares off the 10x9 board simply make the move invalid.
struct Move {
  int xs = 0, ys = 0, xt = 0, yt = 0;
};

// Returns true when both moves name the same source and target.
inline bool operator==(const Move& a, const Move& b) {
  return a.xs == b.xs && a.ys == b.ys && a.xt == b.xt && a.yt == b.yt;
}

// Returns true when the moves differ.
inline bool operator!=(const Move& a, const Move& b) { return !(a == b); }

// A game in progress: the board, whose turn it is, and whether it is over.
class Game {
 public:
  static constexpr int kRows = 10;
  static constexpr int kCols = 9;

  // Builds the initial position, red to move.
  Game();

  // Returns the answer line (no trailing newline) and applies the move if legal.
  std::string play(const Move& move);

  // Appends the answer line (no newline) to `out`; returns whether the move was legal.
  bool play_into(const Move& move, std::string& out);

  // Returns whether `move` is legal for the side to move in this position.
  bool is_legal(const Move& move) const;

  // Returns every legal move of the side to move, sorted by (xs, ys, xt, yt);
  // empty once the game is over.
  std::vector<Move> legal_moves() const;

  // Replaces the contents of `moves` with legal_moves(), reusing its capacity (no heap
  // allocation once it is large enough: for callers that ask in every position).
  void legal_moves(std::vector<Move>& moves) const;

  // Returns whether either side has a legal move onto the other's captain
  // (ignoring whose turn it is); false once a captain is gone.
  bool is_check() const;

  // Returns whether a captain has been removed.
  bool is_over() const;

  // Returns the side whose turn it is.
  Side side_to_move() const;

  // Returns the content of (row, col); an empty cell when off the board.
  Cell at(int row, int col) const;

  // Returns a 10-line drawing, row 9 first, e.g. "9 | r h e g c g e h r": red pieces
  // uppercase, blue lowercase (C captain, G guard, E elephant, H horse, R car, D duck,
  // S soldier), '.' empty; every line ends with '\n'.
  std::string board_string() const;

 private:
  std::array<std::array<Cell, kCols>, kRows> board_;
  Side turn_ = Side::Red;
  bool over_ = false;
};

// What a whole run of the contest program produced.
// On success: exit_code 0, `out` holds every answer line ('\n'-terminated),
// err_message empty, err_line = err_col = 0.
// On malformed input: exit_code 2, `out` empty, err_message is the contract's
// message without the "duckoracle: stdin:L:C: " prefix, err_line/err_col >= 1.
struct RunResult {
  int exit_code = 0;
  std::string out;
  std::string err_message;
  int err_line = 0;
  int err_col = 0;
};

// Returns the result of reading `size` bytes of input per docs/CONTRACT.md.
RunResult run(const char* data, std::size_t size);

}  // namespace oracle

#endif  // DUCK_ORACLE_ORACLE_H
