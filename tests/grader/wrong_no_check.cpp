// Wrong solution (one fault): never reports check.
#include "wrong_common.h"

int main() {
  return wrong::answer_with([](std::string line) {
    const size_t at = line.find(";yes;no");
    if (at != std::string::npos && at + 7 == line.size()) line.replace(at, 7, ";no;no");
    return line;
  });
}
