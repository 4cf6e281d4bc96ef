// Hostile: ignores SIGCHLD (its children are never waited for, so no rusage counts them) and spreads
// 2 s of CPU over three children, then answers correctly once they are done (it learns that from a pipe,
// not from wait, so it works however loaded the machine is). Expected: TLE under a 1 s limit (the run's
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
  int done[2];
  if (pipe(done) != 0) return 1;
  for (int i = 0; i < 3; ++i)
    if (fork() == 0) {
      close(done[0]);
      burn(2.0 / 3);
      _exit(0);  // closes its end of the pipe
    }
  close(done[1]);
  char byte;
  while (read(done[0], &byte, 1) > 0) {}  // end of file: every child is done (or was killed)
  return hostile::put(answer) ? 0 : 1;
}
