// Hostile: says it ran out of memory on stderr, then crashes with a small footprint. Expected: RE (the
// grader decides MLE from what it observes, never from the solver's words).
#include <csignal>
#include <cstdio>

int main() {
  std::fputs("terminate called after throwing an instance of 'std::bad_alloc'\nout of memory\nMemoryError\n", stderr);
  std::fflush(stderr);
  std::raise(SIGSEGV);
  return 0;
}
