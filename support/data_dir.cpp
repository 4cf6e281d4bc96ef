#include "support/data_dir.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>

#include "support/files.h"

namespace duck {

namespace {

// Returns the directory of the running program's executable, or "".
std::string executable_dir() {
  char path[4096];
  const ssize_t n = readlink("/proc/self/exe", path, sizeof path - 1);
  if (n <= 0) return "";
  const std::string exe(path, size_t(n));
  return exe.substr(0, exe.rfind('/'));
}

// Returns true when path exists.
bool exists(const std::string& path) {
  struct stat st;
  return stat(path.c_str(), &st) == 0;
}

}  // namespace

bool is_data_dir(const std::string& dir) { return !dir.empty() && exists(dir + "/judge/position.cpp") && exists(dir + "/problem"); }

std::string data_dir() {
  if (const char* env = std::getenv("DUCK_DATA_DIR")) return is_data_dir(env) ? env : "";
  const std::string bin = executable_dir();
  if (bin.empty()) return "";
  const std::string installed = bin + "/../share/duckchess";
  if (is_data_dir(installed)) return installed;
  std::string source = file_text(bin + "/duck-source-dir");
  while (!source.empty() && (source.back() == '\n' || source.back() == '\r')) source.pop_back();
  return is_data_dir(source) ? source : "";
}

}  // namespace duck
