// Hostile: writes to stdout for ever. Expected: OLE.
#include <unistd.h>

#include <string>

int main() {
  const std::string block(1 << 16, 'x');
  for (;;)
    if (write(1, block.data(), block.size()) < 0) return 1;
}
