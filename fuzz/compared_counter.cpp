#include "fuzz/compared_counter.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>

namespace duckfuzz {

namespace {

uint64_t compared = 0;
const std::chrono::steady_clock::time_point START = std::chrono::steady_clock::now();

// Writes the count and the rate since start-up to stderr.
void report() {
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - START).count();
  std::fprintf(stderr, "diff_game: compared %llu commands in %.2f s: %.0f commands/s\n",
               static_cast<unsigned long long>(compared), seconds, seconds > 0 ? double(compared) / seconds : 0.0);
}

// Registers report() at exit when DUCK_FUZZ_STATS is set; returns whether it did.
bool register_report() { return std::getenv("DUCK_FUZZ_STATS") != nullptr && std::atexit(report) == 0; }

[[maybe_unused]] const bool REPORTING = register_report();

}  // namespace

// Adds n to the count.
void count_compared(uint64_t n) { compared += n; }

// Returns the count.
uint64_t compared_count() { return compared; }

}  // namespace duckfuzz
