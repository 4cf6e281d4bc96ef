// Hostile: a 1 GiB static array, touched page by page. Expected: MLE (the run's memory group refuses it).
#include <cstddef>

static char big[size_t(1) << 30];

int main() {
  for (size_t i = 0; i < sizeof big; i += 4096) big[i] = 1;
  return big[sizeof big / 2];
}
