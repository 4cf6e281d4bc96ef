// Single-file sources for external builds: mutants of the judge, the problem package's validators.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace duck {

// Returns the project files (paths relative to root) to concatenate for the given .cpp files: each
// local header ("judge/x.h") once, before the first file that includes it, then the .cpp files in
// order. Throws std::runtime_error when a file cannot be read.
std::vector<std::string> include_order(const std::string& root, const std::vector<std::string>& cpp_files);

// Returns the files concatenated, each under a "// ---- FILE ----" line, with local includes and
// "#pragma once" removed; `replaced` gives the text to use instead of a file's own.
std::string amalgamate(const std::string& root, const std::vector<std::string>& files,
                       const std::map<std::string, std::string>& replaced, const std::string& banner);

// Returns the whole content of root/path; throws std::runtime_error when it cannot be read.
std::string read_project_file(const std::string& root, const std::string& path);

// Returns the .cpp files of the judge's contest program: judge/*.cpp with duckjudge.cpp last.
std::vector<std::string> judge_program_files(const std::string& root);

}  // namespace duck
