// Hostile: sleeps forever without using CPU. Expected: TLE (wall-clock backstop).
#include <unistd.h>

int main() {
  for (;;) pause();
}
