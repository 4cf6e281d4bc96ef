// The main of the problem package's output validator (Kattis / DOMjudge convention):
//   checker INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT
// exits 42 (accepted) or 43 (wrong answer), with the message in FEEDBACK_DIR/judgemessage.txt.
// `duck package` amalgamates it with the grader's comparison (grader/compare.*, grader/checker.*)
// into problem/output_validators/duck_checker/checker.cpp; not part of any library.
#include <cstdio>
#include <iostream>

#include "grader/checker.h"

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fputs("usage: checker INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT\n", stderr);
    return duck::KATTIS_JUDGE_ERROR;
  }
  return duck::check_kattis(argv[1], argv[2], argv[3], stdin, std::cerr);
}
