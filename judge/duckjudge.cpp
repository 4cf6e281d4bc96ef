// duckjudge: the reference solution of Duck Chess. Reads commands on stdin, answers on stdout.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <sys/stat.h>
#include <unistd.h>

#include "judge/run.h"

namespace {

const char USAGE[] =
    "Usage: duckjudge < INPUT > OUTPUT\n"
    "\n"
    "The reference judge of Duck Chess (THUPC 2019, Luogu P5380). Reads Q and Q commands\n"
    "\"xs ys xt yt\" on standard input and prints one answer line per command.\n"
    "\n"
    "Options:\n"
    "  --help     show this text and exit\n"
    "  --version  show the version and exit\n"
    "\n"
    "Exit status: 0 answered; 1 usage or I/O error; 2 malformed input (nothing is printed\n"
    "on stdout, one line 'duckjudge: stdin:LINE:COL: expected ..., found ...' on stderr).\n"
    "The input contract is docs/CONTRACT.md.\n";

// Reads all of standard input; returns false on a read error.
bool read_stdin(std::vector<char>& data) {
  struct stat st;
  size_t capacity = 1 << 16;
  if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) capacity = size_t(st.st_size) + 1;
  data.resize(capacity);
  size_t used = 0;
  for (;;) {
    if (used == data.size()) data.resize(data.size() * 2);
    const ssize_t got = read(0, data.data() + used, data.size() - used);
    if (got == 0) break;
    if (got < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    used += size_t(got);
  }
  data.resize(used);
  return true;
}

// Writes a chunk to standard output; exits with status 1 on a write error.
void write_stdout(void*, const char* data, size_t size) {
  while (size > 0) {
    const ssize_t put = write(1, data, size);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) {
      std::fprintf(stderr, "duckjudge: cannot write to stdout: %s\n", std::strerror(errno));
      std::exit(1);
    }
    data += put;
    size -= size_t(put);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1) {
    const std::string arg = argv[1];
    if (argc == 2 && arg == "--help") return std::fputs(USAGE, stdout), 0;
    if (argc == 2 && arg == "--version") return std::puts("duckjudge 0.1.0"), 0;
    std::fprintf(stderr, "duckjudge: unknown argument '%s'\n%s", argv[1], USAGE);
    return 1;
  }
  std::vector<char> input;
  if (!read_stdin(input)) {
    std::fprintf(stderr, "duckjudge: cannot read stdin: %s\n", std::strerror(errno));
    return 1;
  }
  std::vector<duck::Move> moves;
  duck::ParseError err;
  if (!duck::parse_commands(input.data(), input.size(), moves, err)) {
    std::fprintf(stderr, "duckjudge: stdin:%lld:%lld: %s\n", err.line, err.col, err.message.c_str());
    return 2;
  }
  duck::answer_commands(moves, write_stdout, nullptr);
  return 0;
}
