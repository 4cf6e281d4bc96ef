// duckjudge: the reference solution of Duck Chess. Reads commands on stdin, answers on stdout.
#include <cstdio>
#include <string>
#include <vector>

#include "judge/run.h"
#include "judge/standard_io.h"

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

#ifndef DUCK_VERSION
#define DUCK_VERSION "(single-file build)"  // the build defines it from CMake's project version
#endif

// The name read_commands and write_stdout give in their error messages.
char PROGRAM_NAME[] = "duckjudge";

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1) {
    const std::string arg = argv[1];
    if (argc == 2 && arg == "--help") return std::fputs(USAGE, stdout), 0;
    if (argc == 2 && arg == "--version") return std::puts("duckjudge " DUCK_VERSION), 0;
    std::fprintf(stderr, "duckjudge: unknown argument '%s'\n%s", argv[1], USAGE);
    return 1;
  }
  std::vector<duck::Move> moves;
  if (const int status = duck::read_commands(PROGRAM_NAME, moves)) return status;
  duck::answer_commands(moves, duck::write_stdout, PROGRAM_NAME);
  return 0;
}
