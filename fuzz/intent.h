// Turning a few bytes into one Duck Chess command, biased towards legal moves and towards
// every kind of invalid command, in whatever position the oracle's game is in.
#pragma once

#include <cstdint>
#include <vector>

#include "fuzz/drawing.h"
#include "oracle/oracle.h"

namespace duckfuzz {

// What kind of command an intent asks for.
enum class Shape : uint8_t {
  Legal,        // a legal move, choice % number of legal moves
  Capture,      // a legal capture (a captain when choice is odd and one can be taken), else as Legal
  EmptySource,  // from an empty square to any square
  EnemySource,  // a piece of the side not to move, to a square its shape could reach
  OwnTarget,    // an own piece onto an own piece (itself included)
  NearMiss,     // an own piece to a square any kind's shape could reach (often blocked or wrong shape)
  AnyTarget,    // an own piece to any square
  Raw,          // four coordinates straight from the bytes
};

// One command wish: a shape and two bytes that choose among the candidates.
struct Intent {
  Shape shape;
  uint8_t choice;
  uint8_t extra;
};

// Returns the shape that an op byte selects: half of all ops ask for a legal move or capture.
Shape shape_of(uint8_t op);

// The oracle's legal moves in a game's current position, generated on first use (the oracle's
// legal_moves() is the most expensive call of a diff_game command) into one vector that is
// reused from position to position, so that a command allocates nothing.
class LegalMoves {
 public:
  // Follows `game`, which must outlive this object.
  explicit LegalMoves(const oracle::Game& game) : game_(&game) {}

  // Returns game.legal_moves() for the current position.
  const std::vector<oracle::Move>& get() const;

  // Forgets the moves; call it whenever the game's position changes.
  void reset() { ready_ = false; }

 private:
  const oracle::Game* game_;
  mutable std::vector<oracle::Move> moves_;
  mutable bool ready_ = false;
};

// Returns the command that `intent` asks for in the position whose board is `board`, whose side
// to move is `to_move` and whose legal moves are `legal`; it is always on the board. When no
// candidate of the shape exists (no legal move after the end, ...) it falls back to another shape.
oracle::Move realize(const Intent& intent, const Letters& board, oracle::Side to_move, const LegalMoves& legal);

}  // namespace duckfuzz
