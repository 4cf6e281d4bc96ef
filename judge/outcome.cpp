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

size_t write_outcome(const Outcome& o, char* out) {
  // Without a branch (legality is hard to predict): an illegal command's line is INVALID, and the
  // rest of the legal line is written after it, past the returned length, where it is overwritten.
  char* p = put(out, o.legal ? PIECE_NAMES[o.moved] : INVALID);
  *p++ = ';';
  p = put(p, CAPTURED_NAMES[o.captured]);
  p = put(p, FLAGS[o.check][o.over]);
  return o.legal ? size_t(p - out) : INVALID.size;
}

std::string format_outcome(const Outcome& o) {
  char line[OUTCOME_WRITE_SPAN];
  return std::string(line, write_outcome(o, line) - 1);
}

}  // namespace duck
