// Hostile: the right answer followed by 32 MiB of spaces, tabs, CRs and newlines. Expected: AC.
#include "answer.h"

int main() {
  std::string tail;
  const std::string unit = " \t \r\n  \n";
  while (tail.size() < (size_t(32) << 20)) tail += unit;
  return hostile::put(hostile::right_answer() + tail) ? 0 : 1;
}
