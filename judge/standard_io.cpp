#include "judge/standard_io.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>

#include "judge/reader.h"

namespace duck {

bool read_stdin(std::vector<char>& data) {
  struct stat st;
  size_t capacity = 1 << 16;
  if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) capacity = size_t(st.st_size) + 1;
  data.resize(capacity);
  size_t used = 0;
  for (;;) {
    if (used > kMaxInputBytes) {
      errno = EFBIG;
      return false;
    }
    if (used == data.size()) data.resize(std::min(data.size() * 2, kMaxInputBytes + 2));
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

int read_commands(const char* program_name, std::vector<Move>& moves) {
  std::vector<char> input;
  if (!read_stdin(input)) {
    if (errno == EFBIG) {
      std::fprintf(stderr, "%s: cannot read stdin: longer than %zu bytes\n", program_name, kMaxInputBytes);
    } else {
      std::fprintf(stderr, "%s: cannot read stdin: %s\n", program_name, std::strerror(errno));
    }
    return 1;
  }
  ParseError err;
  if (!parse_commands(input.data(), input.size(), moves, err)) {
    std::fprintf(stderr, "%s: stdin:%lld:%lld: %s\n", program_name, err.line, err.col, err.message.c_str());
    return 2;
  }
  return 0;
}

void write_stdout(void* program_name, const char* data, size_t size) {
  while (size > 0) {
    const ssize_t put = write(1, data, size);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) {
      std::fprintf(stderr, "%s: cannot write to stdout: %s\n", static_cast<const char*>(program_name), std::strerror(errno));
      std::exit(1);
    }
    data += put;
    size -= size_t(put);
  }
}

}  // namespace duck
