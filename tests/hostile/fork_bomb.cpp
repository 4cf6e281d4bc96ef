// Hostile: a fork bomb; every process forks for ever. Expected: TLE, with at most the process limit alive
// (only run under `--require processes`: RLIMIT_NPROC on a uid of its own).
#include <unistd.h>

int main() {
  for (;;) fork();
}
