// Reading and writing whole files, for the tools (never for the contest programs).
#pragma once

#include <string>

namespace duck {

// Reads the whole file at path ("-": standard input) into text; returns false, with a message naming
// the path in error, when it cannot be opened or read (a directory cannot be read). For trusted
// files: untrusted ones are read with read_file_bounded (bounded_read.h).
bool read_file(const std::string& path, std::string& text, std::string* error = nullptr);

// Returns the whole content of the file at path, or "" when it cannot be read.
std::string file_text(const std::string& path);

// Writes text to the file at path ("-": standard output), replacing it; returns false, with the
// reason in error, when it cannot be written completely.
bool write_file(const std::string& path, const std::string& text, std::string* error = nullptr);

}  // namespace duck
