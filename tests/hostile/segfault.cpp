// Hostile: writes through a null pointer. Expected: RE (SIGSEGV).
#include <csignal>

int main() {
  int* volatile nowhere = nullptr;
  *nowhere = 1;
  std::raise(SIGSEGV);  // in case the write did not fault
}
