// The reference judge with one fault injected into its output lines: the single-fault wrong solutions
// that `duck stress` must catch and shrink (tests and scripts/bench_grader).
#pragma once

#include <iostream>
#include <iterator>
#include <sstream>
#include <string>

#include "judge/run.h"

namespace wrong {

// Answers standard input like the reference, but passes every output line through fault() first.
template <class Fault>
int answer_with(Fault fault) {
  const std::string input{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  std::string out;
  duck::ParseError err;
  if (!duck::run_judge(input.data(), input.size(), out, err)) return 2;
  std::istringstream lines(out);
  for (std::string line; std::getline(lines, line);) std::cout << fault(line) << '\n';
  return 0;
}

}  // namespace wrong
