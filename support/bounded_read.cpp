#include "support/bounded_read.h"

#include <cerrno>
#include <cstring>

namespace duck {

ReadStatus read_bounded(std::FILE* f, size_t limit, std::string& text, std::string& error) {
  text.clear();
  char buffer[1 << 16];
  while (true) {
    const size_t want = limit - text.size() < sizeof buffer ? limit - text.size() + 1 : sizeof buffer;
    const size_t n = std::fread(buffer, 1, want, f);
    if (n == 0) break;
    if (text.size() + n > limit) {
      text.append(buffer, limit - text.size());
      return ReadStatus::TOO_LONG;
    }
    text.append(buffer, n);
  }
  if (!std::ferror(f)) return ReadStatus::OK;
  error = std::strerror(errno ? errno : EIO);
  return ReadStatus::FAILED;
}

ReadStatus read_file_bounded(const std::string& path, size_t limit, std::string& text, std::string& error) {
  errno = 0;
  std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (f == nullptr) {
    error = "cannot open " + path + ": " + std::strerror(errno);
    return ReadStatus::FAILED;
  }
  const ReadStatus status = read_bounded(f, limit, text, error);
  if (f != stdin) std::fclose(f);
  if (status == ReadStatus::FAILED) error = "cannot read " + path + ": " + error;
  return status;
}

}  // namespace duck
