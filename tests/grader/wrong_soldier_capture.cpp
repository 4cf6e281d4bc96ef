// Wrong solution (one fault): a captured soldier is reported as NA.
#include "wrong_common.h"

int main() {
  return wrong::answer_with([](std::string line) {
    for (const char* soldier : {";red soldier;", ";blue soldier;"}) {
      const size_t at = line.find(soldier);
      if (at != std::string::npos) line.replace(at, std::string(soldier).size(), ";NA;");
    }
    return line;
  });
}
