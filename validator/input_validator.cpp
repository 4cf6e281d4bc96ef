// The Kattis / DOMjudge input validator of Duck Chess: reads an input on stdin, exits 42 when it
// is valid and 43 (with the offence on stderr) when not. Built from validate.cpp alone; `duck
// package` writes the two files as one into problem/input_validators/.
#include <cstdio>
#include <iostream>
#include <iterator>
#include <string>

#include "validator/validate.h"

int main() {
  const std::string input((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
  if (std::cin.bad()) {
    std::fputs("cannot read stdin\n", stderr);
    return 1;
  }
  const duck::Validation v = duck::validate_input(input.data(), input.size(), duck::CONTEST_MAX_Q);
  if (v.valid) return 42;
  std::fprintf(stderr, "%s\n", duck::describe(v).c_str());
  return 43;
}
