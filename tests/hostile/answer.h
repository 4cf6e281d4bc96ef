// The right answer, for the hostile submissions that misbehave around a correct solution.
#pragma once

#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>

#include "judge/run.h"

namespace hostile {

// Returns the reference judge's answer to all of standard input ("" when it is malformed).
inline std::string right_answer() {
  const std::string input{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  std::string out;
  duck::ParseError err;
  duck::run_judge(input.data(), input.size(), out, err);
  return out;
}

// Writes all of text to standard output, unbuffered; returns false on a write error.
inline bool put(const std::string& text) { return std::fwrite(text.data(), 1, text.size(), stdout) == text.size() && std::fflush(stdout) == 0; }

}  // namespace hostile
