// The Kattis / DOMjudge input validator of Duck Chess: reads an input on stdin, exits 42 when it
// is valid and 43 (with the offence on stderr) when not; 1 when stdin cannot be read. Built from
// validate.cpp alone; `duck package` writes the two files as one into problem/input_validators/.
#include <cstdio>
#include <string>

#include "validator/validate.h"

int main() {
  duck::Validation v;
  std::string error;
  if (!duck::validate_stream(stdin, duck::CONTEST_MAX_Q, v, error)) {
    std::fprintf(stderr, "cannot read stdin: %s\n", error.c_str());
    return 1;
  }
  if (v.valid) return 42;
  std::fprintf(stderr, "%s\n", duck::describe(v).c_str());
  return 43;
}
