// Hostile: four threads spin (the CPU of every thread counts). Expected: TLE.
#include <thread>
#include <vector>

int main() {
  std::vector<std::thread> pool;
  for (int i = 0; i < 4; ++i)
    pool.emplace_back([] {
      volatile unsigned long spin = 0;
      for (;;) spin = spin + 1;
    });
  for (std::thread& t : pool) t.join();
}
