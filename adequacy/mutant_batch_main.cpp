// The main of a mutant's batch build, for long differential stress in one process: reads G, then
// G command streams (each Q and 4Q coordinates, whitespace-separated, already valid), and writes
// the answers of each stream in order, as duckjudge would. Amalgamated with the (mutated) judge
// by `duck mutants`; not part of any library.
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "judge/run.h"

namespace {

// Writes a chunk of answers to standard output.
void write_out(void*, const char* data, size_t size) { std::fwrite(data, 1, size, stdout); }

// Returns the next unsigned number of the input at *p (skipping whitespace), advancing *p.
long long next_number(const char** p, const char* end) {
  while (*p < end && (**p < '0' || **p > '9')) ++*p;
  long long v = 0;
  for (; *p < end && **p >= '0' && **p <= '9'; ++*p) v = v * 10 + (**p - '0');
  return v;
}

}  // namespace

int main() {
  std::vector<char> input;
  char buffer[1 << 16];
  for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) input.insert(input.end(), buffer, buffer + n);
  const char* p = input.data();
  const char* const end = p + input.size();
  const long long games = next_number(&p, end);
  std::vector<duck::Move> moves;
  for (long long g = 0; g < games; ++g) {
    const long long q = next_number(&p, end);
    moves.clear();
    for (long long i = 0; i < q; ++i) {
      const int xs = int(next_number(&p, end)), ys = int(next_number(&p, end));
      const int xt = int(next_number(&p, end)), yt = int(next_number(&p, end));
      moves.push_back(duck::make_move(xs, ys, xt, yt));
    }
    duck::answer_commands(moves, write_out, nullptr);
  }
  return 0;
}
