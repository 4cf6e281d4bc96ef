#include "judge/outcome.h"

#include <cstdlib>
#include <cstring>
#include <string>

namespace duck {

namespace {

// Called only when an output line would be longer than MAX_OUTCOME_LINE: not constexpr, so that
// composing the lines then fails to compile.
void line_longer_than_max_outcome_line() { std::abort(); }

// Every possible output line, composed by the compiler, so that writing one is a single lookup and
// copy: entry 0 is the invalid command's line, and a legal move's line is at index(moved, captured,
// check, over).
struct Lines {
  static constexpr size_t index(Piece moved, Piece captured, bool check, bool over) {
    return (size_t(moved) * PIECE_NB + captured) * 4 + size_t(check) * 2 + size_t(over);
  }
  char text[PIECE_NB * PIECE_NB * 4][OUTCOME_WRITE_SPAN];
  uint8_t size[PIECE_NB * PIECE_NB * 4];

  constexpr Lines() : text(), size() {
    // Only real pieces: the other Piece values (a colour without a kind) never reach write_outcome.
    for (int moved = 0; moved < PIECE_NB; ++moved)
      for (int captured = 0; captured < PIECE_NB; ++captured)
        for (int check = 0; check < 2; ++check)
          for (int over = 0; over < 2; ++over)
            if (kind_of(Piece(moved)) != NO_KIND && (captured == NO_PIECE || kind_of(Piece(captured)) != NO_KIND))
              compose(index(Piece(moved), Piece(captured), check, over), Piece(moved), Piece(captured), check, over);
    append(0, "Invalid command\n");
  }
  // Composes entry i: the output line of a legal move, newline included.
  constexpr void compose(size_t i, Piece moved, Piece captured, bool check, bool over) {
    append_piece(i, moved);
    append(i, ";");
    if (captured == NO_PIECE) append(i, "NA");
    else append_piece(i, captured);
    append(i, check ? ";yes" : ";no");
    append(i, over ? ";yes" : ";no");
    append(i, "\n");
  }
  // Appends the name of a piece to entry i, e.g. "red car".
  constexpr void append_piece(size_t i, Piece p) {
    append(i, color_name(color_of(p)));
    append(i, " ");
    append(i, kind_name(kind_of(p)));
  }
  // Appends the text t to entry i, which stays at most MAX_OUTCOME_LINE bytes long.
  constexpr void append(size_t i, const char* t) {
    for (; *t != '\0'; ++t) {
      if (size[i] == MAX_OUTCOME_LINE) line_longer_than_max_outcome_line();
      text[i][size[i]++] = *t;
    }
  }
};
constexpr Lines LINES{};

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
