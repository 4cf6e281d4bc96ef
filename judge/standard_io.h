// Reading all of standard input and writing chunks to standard output, as duckjudge does.
#pragma once

#include <cstddef>
#include <vector>

namespace duck {

// Reads all of standard input into data; returns false on a read error (errno says which).
bool read_stdin(std::vector<char>& data);

// Writes a chunk to standard output (a ChunkSink whose context is the program's name for the error
// message); exits with status 1 on a write error.
void write_stdout(void* program_name, const char* data, size_t size);

}  // namespace duck
