#include "support/files.h"

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
  std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (f == nullptr) return fail(error, errno);
  text.clear();
  char buffer[1 << 16];
  size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, f)) > 0) text.append(buffer, n);
  const int code = std::ferror(f) ? errno : 0;
  if (f != stdin) std::fclose(f);
  return code == 0 || fail(error, code);
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
