// io_floor: the I/O floor for the judge benchmark. Reads all of stdin like duckjudge, then writes
// BYTES bytes of text to stdout in 64 KiB chunks: the same I/O, no chess.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char** argv) {
  if (argc != 2 || std::strcmp(argv[1], "--help") == 0) {
    std::fputs("Usage: io_floor BYTES < INPUT > OUTPUT\nReads stdin, writes BYTES bytes: the I/O floor of duckjudge.\n", argc == 2 ? stdout : stderr);
    return argc == 2 ? 0 : 1;
  }
  const unsigned long long bytes = std::strtoull(argv[1], nullptr, 10);
  struct stat st;
  size_t capacity = 1 << 16;
  if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) capacity = size_t(st.st_size) + 1;
  std::vector<char> input(capacity);
  size_t used = 0;
  for (ssize_t got; (got = read(0, input.data() + used, input.size() - used)) > 0;) {
    used += size_t(got);
    if (used == input.size()) input.resize(input.size() * 2);
  }
  static char chunk[1 << 16];
  for (size_t i = 0; i < sizeof chunk; ++i) chunk[i] = (i % 21 == 20) ? '\n' : 'x';
  for (unsigned long long left = bytes; left > 0;) {
    const size_t n = left < sizeof chunk ? size_t(left) : sizeof chunk;
    if (write(1, chunk, n) != ssize_t(n)) return 1;
    left -= n;
  }
  return used > 0 ? 0 : 0;
}
