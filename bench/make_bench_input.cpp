// make_bench_input: writes the deterministic benchmark input (see bench_input.h) to stdout.
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "bench/bench_input.h"

int main(int argc, char** argv) {
  if (argc > 1 && std::strcmp(argv[1], "--help") == 0) {
    std::puts("Usage: make_bench_input [COMMANDS=1000000] [SEED=1]\nWrites a long, mostly legal command stream of a game that never ends.");
    return 0;
  }
  const unsigned long long commands = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1000000;
  const unsigned long long seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  const std::string text = duck::make_bench_input(commands, seed);
  return std::fwrite(text.data(), 1, text.size(), stdout) == text.size() ? 0 : 1;
}
