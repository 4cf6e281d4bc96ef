// Hostile (well-behaved): a correct solver that computes its answer on std::threads. Expected: AC.
#include <thread>
#include <vector>

#include "answer.h"

int main() {
  const std::string answer = hostile::right_answer();
  std::vector<std::thread> pool;
  std::vector<int> done(4, 0);
  for (int i = 0; i < 4; ++i) pool.emplace_back([&done, i] { done[size_t(i)] = 1; });
  for (std::thread& t : pool) t.join();
  return hostile::put(done == std::vector<int>(4, 1) ? answer : std::string()) ? 0 : 1;
}
