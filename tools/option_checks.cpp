#include "tools/option_checks.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <iostream>

#include "support/data_dir.h"

namespace duck {

namespace {

// Returns true and the value when text is a whole decimal integer of long long (an optional '-', digits).
bool parse_integer(const std::string& text, long long& value) {
  if (text.empty() || text.find_first_not_of("-0123456789") != std::string::npos) return false;
  char* end = nullptr;
  errno = 0;
  value = std::strtoll(text.c_str(), &end, 10);
  return errno == 0 && end != nullptr && *end == '\0';
}

}  // namespace

CLI::Validator integer_in(long long min, long long max) {
  const std::string range = std::to_string(min) + ".." + std::to_string(max);
  return CLI::Validator(
      [min, max, range](std::string& text) {
        long long value = 0;
        if (!parse_integer(text, value) || value < min || value > max) return "expected an integer in " + range + ", found " + text;
        return std::string();
      },
      "INT in " + range);
}

CLI::Validator seconds_up_to(double max, bool zero_ok) {
  const std::string range = std::string(zero_ok ? "[0, " : "(0, ") + CLI::detail::to_string(max) + "]";
  return CLI::Validator(
      [max, zero_ok, range](std::string& text) {
        char* end = nullptr;
        errno = 0;
        const double value = std::strtod(text.c_str(), &end);
        const bool number = !text.empty() && errno == 0 && *end == '\0' && std::isfinite(value);
        if (!number || value > max || value < 0 || (!zero_ok && value == 0))
          return "expected a number of seconds in " + range + ", found " + text;
        return std::string();
      },
      "SECONDS in " + range);
}

CLI::Validator unsigned64() {
  return CLI::Validator(
      [](std::string& text) {
        const std::string max = "18446744073709551615";
        const bool digits = !text.empty() && text.find_first_not_of("0123456789") == std::string::npos;
        const std::string trimmed = digits ? text.substr(std::min(text.find_first_not_of('0'), text.size() - 1)) : text;
        if (!digits || trimmed.size() > max.size() || (trimmed.size() == max.size() && trimmed > max))
          return "expected an unsigned integer in 0.." + max + ", found " + text;
        return std::string();
      },
      "UINT64");
}

void add_root_option(CLI::App* cmd, std::string& root) {
  cmd->add_option("--root", root, "duck's data directory: the project's source tree or PREFIX/share/duckchess (default: $DUCK_DATA_DIR, "
                                   "else beside the installed program, else the source tree of this build)")
      ->check(CLI::Validator(
          [](std::string& dir) { return is_data_dir(dir) ? std::string() : dir + " is not duck's data directory (no judge/position.cpp and problem/ in it)"; },
          "DIR"));
}

std::string resolve_root(const std::string& root, const std::string& subcommand) {
  const std::string found = root.empty() ? data_dir() : root;
  if (found.empty())
    std::cerr << "duck " << subcommand << ": cannot find duck's data (judge/ and problem/): set DUCK_DATA_DIR or give --root DIR\n";
  return found;
}

}  // namespace duck
