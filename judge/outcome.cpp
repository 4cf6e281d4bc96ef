#include "judge/outcome.h"

#include <cstring>

namespace duck {

namespace {

// A piece of output text padded to 16 bytes, so that it is copied with one fixed-size copy.
struct Text {
  char data[17];  // up to 16 bytes of text and the terminating NUL of the literal
  size_t size;
};

#define DUCK_TEXT(s) Text{s, sizeof(s) - 1}

// Names of the pieces by their Piece value; empty where no piece has that value.
const Text PIECE_NAMES[PIECE_NB] = {
    DUCK_TEXT(""),
    DUCK_TEXT("red captain"), DUCK_TEXT("red guard"), DUCK_TEXT("red elephant"), DUCK_TEXT("red horse"),
    DUCK_TEXT("red car"), DUCK_TEXT("red duck"), DUCK_TEXT("red soldier"),
    DUCK_TEXT(""),
    DUCK_TEXT("blue captain"), DUCK_TEXT("blue guard"), DUCK_TEXT("blue elephant"), DUCK_TEXT("blue horse"),
    DUCK_TEXT("blue car"), DUCK_TEXT("blue duck"), DUCK_TEXT("blue soldier"),
};

const Text INVALID = DUCK_TEXT("Invalid command\n");
// Names of the removed pieces by their Piece value: "NA" for NO_PIECE.
const Text CAPTURED_NAMES[PIECE_NB] = {
    DUCK_TEXT("NA"),
    DUCK_TEXT("red captain"), DUCK_TEXT("red guard"), DUCK_TEXT("red elephant"), DUCK_TEXT("red horse"),
    DUCK_TEXT("red car"), DUCK_TEXT("red duck"), DUCK_TEXT("red soldier"),
    DUCK_TEXT(""),
    DUCK_TEXT("blue captain"), DUCK_TEXT("blue guard"), DUCK_TEXT("blue elephant"), DUCK_TEXT("blue horse"),
    DUCK_TEXT("blue car"), DUCK_TEXT("blue duck"), DUCK_TEXT("blue soldier"),
};
// The last two answers and the newline, by [check][over].
const Text FLAGS[2][2] = {{DUCK_TEXT(";no;no\n"), DUCK_TEXT(";no;yes\n")}, {DUCK_TEXT(";yes;no\n"), DUCK_TEXT(";yes;yes\n")}};

#undef DUCK_TEXT

// Copies 16 bytes of t to out and returns the position just after its text.
char* put(char* out, const Text& t) {
  std::memcpy(out, t.data, 16);
  return out + t.size;
}

}  // namespace

const char* kind_name(Kind k) {
  static const char* const NAMES[KIND_NB] = {"", "captain", "guard", "elephant", "horse", "car", "duck", "soldier"};
  return NAMES[k];
}

const char* color_name(Color c) { return c == RED ? "red" : "blue"; }

namespace {

// Writes the line of a legal move (moved, captured, check, over) at out from its three parts and
// returns its length; writes up to OUTCOME_WRITE_SPAN bytes.
size_t compose_legal_line(Piece moved, Piece captured, bool check, bool over, char* out) {
  char* p = put(out, PIECE_NAMES[moved]);
  *p++ = ';';
  p = put(p, CAPTURED_NAMES[captured]);
  p = put(p, FLAGS[check][over]);
  return size_t(p - out);
}

// Every possible output line, composed once, so that writing one is a single lookup and copy:
// entry 0 is the invalid command's line, and a legal move's line is at line_index(moved, ...).
struct Lines {
  static size_t index(Piece moved, Piece captured, bool check, bool over) {
    return (size_t(moved) * PIECE_NB + captured) * 4 + size_t(check) * 2 + size_t(over);
  }
  char text[PIECE_NB * PIECE_NB * 4][OUTCOME_WRITE_SPAN];
  uint8_t size[PIECE_NB * PIECE_NB * 4];
  Lines() : text(), size() {
    for (int moved = 1; moved < PIECE_NB; ++moved)
      for (int captured = 0; captured < PIECE_NB; ++captured)
        for (int check = 0; check < 2; ++check)
          for (int over = 0; over < 2; ++over) {
            const size_t i = index(Piece(moved), Piece(captured), check, over);
            char line[2 * OUTCOME_WRITE_SPAN];
            size[i] = uint8_t(compose_legal_line(Piece(moved), Piece(captured), check, over, line));
            std::memcpy(text[i], line, OUTCOME_WRITE_SPAN);
          }
    std::memcpy(text[0], INVALID.data, INVALID.size);
    size[0] = uint8_t(INVALID.size);
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
