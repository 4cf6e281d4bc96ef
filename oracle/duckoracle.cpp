// duckoracle: the independent Duck Chess oracle as a contest program (docs/CONTRACT.md).
#include <cstdio>
#include <cstring>
#include <string>

#include "oracle/oracle.h"

namespace {

const char kUsage[] =
    "usage: duckoracle [--help | --version] < input\n"
    "\n"
    "Independent oracle for Duck Chess (THUPC 2019, Luogu P5380). Reads Q and Q\n"
    "commands \"xs ys xt yt\" on standard input and prints one answer line per command.\n"
    "Input, output, error messages and exit status follow docs/CONTRACT.md:\n"
    "  0 answered, 1 usage or I/O error, 2 malformed input\n"
    "  (one line on stderr: duckoracle: stdin:LINE:COL: message).\n";

// The most bytes of stdin read (as duckjudge): `< /dev/zero` must end (docs/CONTRACT.md).
constexpr std::size_t kMaxInputBytes = std::size_t(1) << 26;

// Returns true and all of stdin (binary-safe) in `data`, or false on a read error or when stdin is longer
// than kMaxInputBytes (then `data` holds more than kMaxInputBytes bytes).
bool read_stdin(std::string& data) {
  char buffer[1 << 16];
  while (data.size() <= kMaxInputBytes) {
    const std::size_t got = std::fread(buffer, 1, sizeof buffer, stdin);
    data.append(buffer, got);
    if (got < sizeof buffer) return std::ferror(stdin) == 0;
  }
  return false;
}

// Returns true when `text` was fully written to stdout and flushed.
bool write_stdout(const std::string& text) {
  if (!text.empty() && std::fwrite(text.data(), 1, text.size(), stdout) != text.size()) {
    return false;
  }
  return std::fflush(stdout) == 0;
}

// Returns the exit status for the command-line arguments, or -1 to go on and run.
int handle_arguments(int argc, char** argv) {
  if (argc == 1) return -1;
  if (argc == 2 && std::strcmp(argv[1], "--help") == 0) return write_stdout(kUsage) ? 0 : 1;
  if (argc == 2 && std::strcmp(argv[1], "--version") == 0) {
    return write_stdout("duckoracle " DUCK_VERSION "\n") ? 0 : 1;
  }
  if (argc > 2) {
    std::fprintf(stderr, "duckoracle: too many arguments (try --help)\n");
  } else {
    std::fprintf(stderr, "duckoracle: unknown argument '%s' (try --help)\n", argv[1]);
  }
  return 1;
}

}  // namespace

// Returns the process exit status: 0 answered, 1 usage/I-O error, 2 malformed input.
int main(int argc, char** argv) {
  const int status = handle_arguments(argc, argv);
  if (status >= 0) return status;

  std::string input;
  if (!read_stdin(input)) {
    if (input.size() > kMaxInputBytes) {
      std::fprintf(stderr, "duckoracle: cannot read stdin: longer than %zu bytes\n", kMaxInputBytes);
    } else {
      std::fprintf(stderr, "duckoracle: error reading standard input\n");
    }
    return 1;
  }
  const oracle::RunResult result = oracle::run(input.data(), input.size());
  if (result.exit_code != 0) {
    std::fprintf(stderr, "duckoracle: stdin:%d:%d: %s\n", result.err_line, result.err_col,
                 result.err_message.c_str());
    return result.exit_code;
  }
  if (!write_stdout(result.out)) {
    std::fprintf(stderr, "duckoracle: error writing standard output\n");
    return 1;
  }
  return 0;
}
