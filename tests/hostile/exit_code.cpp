// Hostile: answers correctly but exits with status 3. Expected: RE (exit code 3).
#include "answer.h"

int main() {
  hostile::put(hostile::right_answer());
  return 3;
}
