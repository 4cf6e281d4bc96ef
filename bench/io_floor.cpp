// io_floor: the I/O floor for the judge benchmark. Reads all of stdin with duckjudge's own
// read_stdin, then writes BYTES bytes of text with its write_stdout in 64 KiB chunks: the same
// I/O, no chess.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "judge/standard_io.h"

namespace {

char PROGRAM_NAME[] = "io_floor";

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2 || std::strcmp(argv[1], "--help") == 0) {
    std::fputs("Usage: io_floor BYTES < INPUT > OUTPUT\nReads stdin, writes BYTES bytes: the I/O floor of duckjudge.\n", argc == 2 ? stdout : stderr);
    return argc == 2 ? 0 : 1;
  }
  const unsigned long long bytes = std::strtoull(argv[1], nullptr, 10);
  std::vector<char> input;
  if (!duck::read_stdin(input)) return std::fputs("io_floor: cannot read stdin\n", stderr), 1;
  static char chunk[1 << 16];
  for (size_t i = 0; i < sizeof chunk; ++i) chunk[i] = (i % 21 == 20) ? '\n' : 'x';
  for (unsigned long long left = bytes; left > 0;) {
    const size_t n = left < sizeof chunk ? size_t(left) : sizeof chunk;
    duck::write_stdout(PROGRAM_NAME, chunk, n);
    left -= n;
  }
  return 0;
}
