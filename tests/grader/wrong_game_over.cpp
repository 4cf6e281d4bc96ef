// Wrong solution (one fault): never says the game is over.
#include "wrong_common.h"

int main() {
  return wrong::answer_with([](std::string line) {
    if (line.size() > 4 && line.compare(line.size() - 4, 4, ";yes") == 0) line.replace(line.size() - 4, 4, ";no");
    return line;
  });
}
