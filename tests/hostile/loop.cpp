// Hostile: an infinite loop that never reads or writes. Expected: TLE (CPU).
int main() {
  volatile unsigned long spin = 0;
  for (;;) spin = spin + 1;
}
