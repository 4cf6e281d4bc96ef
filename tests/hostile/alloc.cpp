// Hostile: allocates and touches 2 GiB. Expected: MLE (the allocation fails under RLIMIT_AS).
#include <cstddef>
#include <cstring>

int main() {
  const size_t size = size_t(2) << 30;
  char* volatile block = new char[size];
  std::memset(block, 1, size);
  return block[size / 2] == 1 ? 0 : 1;
}
