// The answer to one command and its text form, exactly as the problem prints it.
#pragma once

#include <cstddef>
#include <string>

#include "judge/types.h"

namespace duck {

// What a command did: nothing (not legal), or which piece moved, what it removed,
// whether the position after it is check and whether the game is over.
struct Outcome {
  bool legal;
  Piece moved;
  Piece captured;  // NO_PIECE when nothing was removed
  bool check;
  bool over;
};

// The longest line write_outcome can produce, newline included.
constexpr size_t MAX_OUTCOME_LINE = 36;

// How many bytes at `out` write_outcome may overwrite (it copies a fixed-width line).
constexpr size_t OUTCOME_WRITE_SPAN = 48;

// Returns the English name of a kind ("captain", ..., "soldier"; "" for NO_KIND).
constexpr const char* kind_name(Kind k) {
  const char* const NAMES[KIND_NB] = {"", "captain", "guard", "elephant", "horse", "car", "duck", "soldier"};
  return NAMES[k];
}

// Returns "red" or "blue".
constexpr const char* color_name(Color c) { return c == RED ? "red" : "blue"; }

// Writes the output line of `o` (with its '\n') at `out` and returns its length (at most MAX_OUTCOME_LINE);
// `out` must have room for OUTCOME_WRITE_SPAN bytes.
size_t write_outcome(const Outcome& o, char* out);

// Returns the output line of `o` without its '\n'.
std::string format_outcome(const Outcome& o);

}  // namespace duck
