// Hostile: unbounded recursion with 1 KiB frames, until the stack takes all the memory. Expected: MLE.
#include <cstdio>

// Returns a value that depends on every frame, so the recursion cannot be optimised away.
int dive(volatile int depth) {
  volatile char frame[1024];
  frame[depth % 1024] = char(depth);
  if (depth < 0) return frame[0];
  return dive(depth + 1) + frame[depth % 1024];
}

int main() { std::printf("%d\n", dive(0)); }
