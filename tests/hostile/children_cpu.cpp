// Hostile: ignores SIGCHLD (its children are never waited for, so no rusage counts them) and spreads
// 2 s of CPU over three children, then answers correctly. Expected: TLE under a 1 s limit (the run's
// CPU is counted for every process, reaped or not).
#include <signal.h>
#include <time.h>
#include <unistd.h>

#include "answer.h"

// Spins until this process has used `seconds` of CPU.
void burn(double seconds) {
  timespec t = {};
  volatile unsigned long spin = 0;
  do {
    for (int i = 0; i < 1000000; ++i) spin = spin + 1;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  } while (double(t.tv_sec) + double(t.tv_nsec) / 1e9 < seconds);
}

int main() {
  signal(SIGCHLD, SIG_IGN);
  const std::string answer = hostile::right_answer();
  for (int i = 0; i < 3; ++i)
    if (fork() == 0) {
      burn(2.0 / 3);
      _exit(0);
    }
  sleep(2);  // the children are done (or killed) by now
  return hostile::put(answer) ? 0 : 1;
}
