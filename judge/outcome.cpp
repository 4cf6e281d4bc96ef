#include "judge/outcome.h"

#include <cstring>

namespace duck {

namespace {

struct Text {
  const char* data;
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
const Text NA = DUCK_TEXT("NA");
const Text YES = DUCK_TEXT(";yes");
const Text NO = DUCK_TEXT(";no");

#undef DUCK_TEXT

// Copies t to out and returns the position after it.
char* put(char* out, Text t) {
  std::memcpy(out, t.data, t.size);
  return out + t.size;
}

}  // namespace

const char* kind_name(Kind k) {
  static const char* const NAMES[KIND_NB] = {"", "captain", "guard", "elephant", "horse", "car", "duck", "soldier"};
  return NAMES[k];
}

const char* color_name(Color c) { return c == RED ? "red" : "blue"; }

size_t write_outcome(const Outcome& o, char* out) {
  if (!o.legal) return size_t(put(out, INVALID) - out);
  char* p = put(out, PIECE_NAMES[o.moved]);
  *p++ = ';';
  p = put(p, o.captured == NO_PIECE ? NA : PIECE_NAMES[o.captured]);
  p = put(p, o.check ? YES : NO);
  p = put(p, o.over ? YES : NO);
  *p++ = '\n';
  return size_t(p - out);
}

std::string format_outcome(const Outcome& o) {
  char line[MAX_OUTCOME_LINE];
  return std::string(line, write_outcome(o, line) - 1);
}

}  // namespace duck
