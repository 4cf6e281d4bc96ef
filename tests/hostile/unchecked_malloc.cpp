// Hostile: mallocs 1.2 GB without checking the result, and touches it. Expected: MLE.
#include <cstdlib>
#include <cstring>

int main() {
  const size_t size = 1200u * 1000u * 1000u;
  char* volatile block = static_cast<char*>(std::malloc(size));
  for (size_t i = 0; i < size; i += 4096) block[i] = 1;
  return block[size / 2];
}
