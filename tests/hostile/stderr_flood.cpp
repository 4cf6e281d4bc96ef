// Hostile: writes 256 MiB to stderr, then answers correctly. Expected: AC (stderr is drained and dropped).
#include <unistd.h>

#include "answer.h"

int main() {
  const std::string answer = hostile::right_answer();
  const std::string block(1 << 16, 'e');
  for (int i = 0; i < 4096; ++i)
    if (write(2, block.data(), block.size()) < 0) return 1;
  return hostile::put(answer) ? 0 : 1;
}
