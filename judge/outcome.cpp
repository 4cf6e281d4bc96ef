#include "judge/outcome.h"

#include <cstdlib>
#include <cstring>
#include <string>

namespace duck {

const char* kind_name(Kind k) {
  static const char* const NAMES[KIND_NB] = {"", "captain", "guard", "elephant", "horse", "car", "duck", "soldier"};
  return NAMES[k];
}

const char* color_name(Color c) { return c == RED ? "red" : "blue"; }

namespace {

// Returns the name of a piece, e.g. "red car".
std::string piece_name(Piece p) { return std::string(color_name(color_of(p))) + " " + kind_name(kind_of(p)); }

// Returns the output line of a legal move, newline included.
std::string legal_line(Piece moved, Piece captured, bool check, bool over) {
  return piece_name(moved) + ";" + (captured == NO_PIECE ? "NA" : piece_name(captured)) + (check ? ";yes" : ";no") +
         (over ? ";yes" : ";no") + "\n";
}

// Every possible output line, composed once, so that writing one is a single lookup and copy:
// entry 0 is the invalid command's line, and a legal move's line is at index(moved, captured, check, over).
struct Lines {
  static size_t index(Piece moved, Piece captured, bool check, bool over) {
    return (size_t(moved) * PIECE_NB + captured) * 4 + size_t(check) * 2 + size_t(over);
  }
  char text[PIECE_NB * PIECE_NB * 4][OUTCOME_WRITE_SPAN];
  uint8_t size[PIECE_NB * PIECE_NB * 4];
  Lines() : text(), size() {
    // Only real pieces: the other Piece values (a colour without a kind) never reach write_outcome.
    for (int moved = 0; moved < PIECE_NB; ++moved)
      for (int captured = 0; captured < PIECE_NB; ++captured)
        for (int check = 0; check < 2; ++check)
          for (int over = 0; over < 2; ++over)
            if (kind_of(Piece(moved)) != NO_KIND && (captured == NO_PIECE || kind_of(Piece(captured)) != NO_KIND))
              set(index(Piece(moved), Piece(captured), check, over), legal_line(Piece(moved), Piece(captured), check, over));
    set(0, "Invalid command\n");
  }
  // Stores line (at most MAX_OUTCOME_LINE bytes) as entry i.
  void set(size_t i, const std::string& line) {
    if (line.size() > MAX_OUTCOME_LINE) std::abort();
    std::memcpy(text[i], line.data(), line.size());
    size[i] = uint8_t(line.size());
  }
};
const Lines LINES;

}  // namespace

size_t write_outcome(const Outcome& o, char* out) {
  // One lookup without a branch (legality is hard to predict): an illegal command's line is entry 0.
  const size_t i = o.legal ? Lines::index(o.moved, o.captured, o.check, o.over) : 0;
  std::memcpy(out, LINES.text[i], OUTCOME_WRITE_SPAN);
  return LINES.size[i];
}

std::string format_outcome(const Outcome& o) {
  char line[OUTCOME_WRITE_SPAN];
  return std::string(line, write_outcome(o, line) - 1);
}

}  // namespace duck
