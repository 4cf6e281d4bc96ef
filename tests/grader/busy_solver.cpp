// A correct solver that first burns about 50 ms of CPU: the workload of the --jobs speed-up figure
// (scripts/bench_grader), where the grader's own cost must not dominate.
#include <chrono>
#include <iostream>
#include <iterator>
#include <string>

#include "judge/run.h"

int main() {
  const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(50);
  volatile unsigned long spin = 0;
  while (std::chrono::steady_clock::now() < until) spin = spin + 1;
  const std::string input{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  std::string out;
  duck::ParseError err;
  if (!duck::run_judge(input.data(), input.size(), out, err)) return 2;
  std::cout << out;
  return 0;
}
