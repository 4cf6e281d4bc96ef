#include "support/files.h"

#include "support/bounded_read.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace duck {

namespace {

// Returns false after setting error (when given) to the message of errno.
bool fail(std::string* error, int code) {
  if (error) *error = std::strerror(code);
  return false;
}

}  // namespace

bool read_file(const std::string& path, std::string& text, std::string* error) {
  std::string why;
  const ReadStatus status = read_file_bounded(path, text.max_size(), text, why);
  if (status != ReadStatus::FAILED) return true;
  if (error) *error = why;
  return false;
}

std::string file_text(const std::string& path) {
  std::string text;
  return read_file(path, text) ? text : std::string();
}

bool write_file(const std::string& path, const std::string& text, std::string* error) {
  std::FILE* f = path == "-" ? stdout : std::fopen(path.c_str(), "wb");
  if (f == nullptr) return fail(error, errno);
  const bool written = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  int code = written ? 0 : errno;
  if ((f == stdout ? std::fflush(f) : std::fclose(f)) != 0 && code == 0) code = errno;
  return code == 0 || fail(error, code ? code : EIO);
}

}  // namespace duck
