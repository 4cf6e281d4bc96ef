// Hostile: tries to read /etc/shadow (root only). Answers correctly only when that fails.
// Expected: AC (the solver never runs with root's rights).
#include <fstream>

#include "answer.h"

int main() {
  const std::string answer = hostile::right_answer();
  std::ifstream secret("/etc/shadow");
  std::string line;
  if (secret && std::getline(secret, line)) return hostile::put("read /etc/shadow: " + line.substr(0, 8) + "\n") ? 0 : 1;
  return hostile::put(answer) ? 0 : 1;
}
