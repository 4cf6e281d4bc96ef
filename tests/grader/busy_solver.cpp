// A correct solver that first burns about 50 ms of CPU: the workload of the --jobs speed-up figure
// (scripts/bench_grader), where the grader's own cost must not dominate.
#include <chrono>

#include "wrong_common.h"

int main() {
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
  volatile unsigned long spin = 0;
  while (std::chrono::steady_clock::now() < until) spin = spin + 1;
  return wrong::answer_with([](const std::string& line) { return line; });
}
