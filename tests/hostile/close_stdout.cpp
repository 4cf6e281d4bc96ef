// Hostile: writes the first half of the answer, closes stdout, works on for 0.3 s, exits 0.
// Expected: WA (the output ends early); the grader must wait for the process, not for end of file.
#include <unistd.h>

#include "answer.h"

int main() {
  const std::string answer = hostile::right_answer();
  size_t half = answer.size() / 2;
  while (half < answer.size() && answer[half] != '\n') ++half;
  hostile::put(answer.substr(0, half + 1));
  close(1);
  usleep(300000);
  return 0;
}
