// Reading all of standard input (and parsing it) and writing chunks to standard output, as
// duckjudge does.
#pragma once

#include <cstddef>
#include <vector>

#include "judge/types.h"

namespace duck {

// The most bytes of standard input read: a valid input is at most a few tens of KiB; this bound keeps
// `< /dev/zero` finite (docs/CONTRACT.md).
constexpr size_t kMaxInputBytes = size_t(1) << 26;

// Reads all of standard input into data; returns false on a read error (errno says which), or with errno
// EFBIG when standard input is longer than kMaxInputBytes.
bool read_stdin(std::vector<char>& data);

// Reads all of standard input and parses it into moves; returns 0, or on failure prints one line on
// stderr ("NAME: cannot read stdin: ..." (an input longer than kMaxInputBytes included) or "NAME: stdin:LINE:COL: expected ..., found ...") and
// returns the exit status: 1 for a read error, 2 for malformed input.
int read_commands(const char* program_name, std::vector<Move>& moves);

// Writes a chunk to standard output (a ChunkSink whose context is the program's name for the error
// message); exits with status 1 on a write error.
void write_stdout(void* program_name, const char* data, size_t size);

}  // namespace duck
