// The lenient reader of a command stream (docs/CONTRACT.md): Q, then Q commands of four integers.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "judge/types.h"

namespace duck {

// Where and why the input is malformed; line and col are 1-based, col counts bytes.
struct ParseError {
  long long line;
  long long col;
  std::string message;
};

// Reads the whole input into moves. Returns false and fills err on malformed input.
bool parse_commands(const char* data, size_t size, std::vector<Move>& moves, ParseError& err);

}  // namespace duck
