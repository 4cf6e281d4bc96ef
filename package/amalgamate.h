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

// The lines that make an amalgamation of the judge's program a release build, as build/'s duckjudge is.
constexpr const char* RELEASE_BUILD_LINES =
    "#ifndef NDEBUG\n#define NDEBUG  // judge/'s asserts are for its debug builds; this is the release, as in build/\n#endif\n";

// The list of the judge's contest program's source files (relative to the project's root).
constexpr const char* JUDGE_PROGRAM_LIST = "judge/program_files.txt";

// Returns the .cpp files of the judge's contest program, as JUDGE_PROGRAM_LIST lists them (duckjudge.cpp
// last); throws std::runtime_error when it cannot be read or lists nothing.
std::vector<std::string> judge_program_files(const std::string& root);

}  // namespace duck
