// Hostile: aborts. Expected: RE (SIGABRT).
#include <cstdlib>

int main() { std::abort(); }
