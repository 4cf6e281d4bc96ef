// Reading a stream or a file with a bound on how much is kept: untrusted outputs and inputs (a solver's
// output, /dev/zero, a directory given as a file) never make a tool allocate without limit. Standard
// library only, so that the package's single-file checker and validator can include it.
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>

namespace duck {

enum class ReadStatus {
  OK,        // the whole stream is in text
  TOO_LONG,  // text holds the first `limit` bytes; there was more
  FAILED,    // cannot be opened or read (a directory, a closed descriptor...): error says why
};

// Reads f to its end, keeping at most limit bytes in text; sets error when it returns FAILED.
ReadStatus read_bounded(std::FILE* f, size_t limit, std::string& text, std::string& error);

// Opens path ("-": standard input) and reads it as read_bounded does; error names the path.
ReadStatus read_file_bounded(const std::string& path, size_t limit, std::string& text, std::string& error);

}  // namespace duck
