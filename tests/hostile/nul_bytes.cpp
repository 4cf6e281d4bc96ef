// Hostile: the right answer with a NUL byte after every ';'. Expected: WA.
#include "answer.h"

int main() {
  std::string out;
  for (const char c : hostile::right_answer()) {
    out += c;
    if (c == ';') out += '\0';
  }
  return hostile::put(out) ? 0 : 1;
}
