// The strict input validator (as strict as testlib): the exact contest format, nothing else.
// Standard library only, so that the Kattis input validator (input_validator.cpp) builds from
// this file and its main alone (the package amalgamates the two).
#pragma once

#include <cstddef>
#include <string>

namespace duck {

// The contest's bound on Q.
constexpr long long CONTEST_MAX_Q = 1000;

// The verdict on one input: valid, or the first offence with its 1-based line and byte column.
struct Validation {
  bool valid;
  long long line;
  long long col;
  std::string message;  // empty when valid
  long long q;          // the command count when valid
};

// Checks data against the strict format: "Q\n" then Q lines "xs ys xt yt\n"; every number
// a canonical decimal (no sign, no leading zero), single spaces, LF line ends, a final LF,
// 0 <= Q <= max_q, 0 <= xs, xt <= 9, 0 <= ys, yt <= 8, nothing after the last line.
Validation validate_input(const char* data, size_t size, long long max_q);

// Returns "line L, column C: MESSAGE" for an invalid verdict, "valid: Q commands" otherwise.
std::string describe(const Validation& v);

}  // namespace duck
