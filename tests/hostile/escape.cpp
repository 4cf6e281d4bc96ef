// Hostile: leaves a grandchild in a session of its own that sleeps forever holding stdout, then answers
// correctly. Expected: AC, and the grandchild killed (the leftover test checks).
#include <unistd.h>

#include "answer.h"

int main() {
  const std::string answer = hostile::right_answer();
  if (fork() == 0) {
    setsid();
    if (fork() == 0)
      for (;;) pause();
    _exit(0);
  }
  return hostile::put(answer) ? 0 : 1;
}
