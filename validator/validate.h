// The strict input validator (as strict as testlib): the exact contest format, nothing else.
// Standard library only, so that the Kattis input validator (input_validator.cpp) builds from
// this file and its main alone (the package amalgamates the two).
#pragma once

#include <cstddef>
#include <cstdio>
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

// Returns the size in bytes of the longest valid input with at most max_q commands.
size_t longest_valid_size(long long max_q);

// Reads an input from f and validates it as validate_input does, reading no further than the first
// byte that shows it invalid (a byte no valid input holds, a line longer than any valid line, more bytes
// than the longest valid input): /dev/zero costs one byte. Returns false, with the reason in
// read_error, when f cannot be read (a directory, a closed descriptor).
bool validate_stream(std::FILE* f, long long max_q, Validation& verdict, std::string& read_error);

// Returns "line L, column C: MESSAGE" for an invalid verdict, "valid: Q commands" otherwise.
std::string describe(const Validation& v);

}  // namespace duck
