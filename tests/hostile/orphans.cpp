// Hostile: starts three children that each leave the session and double-fork a sleeper, then sleeps
// itself. Used by hostile.grader_killed (the grader is killed with SIGKILL while it runs); graded
// normally it is TLE (wall-clock).
#include <unistd.h>

int main() {
  for (int i = 0; i < 3; ++i)
    if (fork() == 0) {
      setsid();
      if (fork() == 0)
        for (;;) pause();
      for (;;) pause();
    }
  for (;;) pause();
}
