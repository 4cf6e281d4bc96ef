#include "support/terminal.h"

#include <unistd.h>

#include <cstdlib>
#include <cstring>

namespace duck {

bool escapes_allowed(int fd) {
  const char* no_color = std::getenv("NO_COLOR");
  const char* term = std::getenv("TERM");
  if (no_color != nullptr && no_color[0] != '\0') return false;
  if (term != nullptr && std::strcmp(term, "dumb") == 0) return false;
  return isatty(fd) != 0;
}

}  // namespace duck
