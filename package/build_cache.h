// Building single-file C++ programs once: a cache keyed by the source's hash.
#pragma once

#include <string>
#include <vector>

namespace duck {

// The result of building one source: the program's path, or the compiler's complaint.
struct Build {
  std::string binary;  // empty when the source does not compile
  std::string error;   // the compiler's output when it does not
};

// Builds source with `compiler` (g++ or clang++) and `flags` (e.g. "-O2 -std=c++14") into
// work/<hash>/program unless already there (a failure is cached as well); runs the compiler directly,
// so call it while no grading runs.
Build build_cached(const std::string& work, const std::string& source, const std::string& flags, const std::string& compiler = "g++");

// Builds every source, `jobs` compilers at a time; calls progress(done) after each.
std::vector<Build> build_all(const std::string& work, const std::vector<std::string>& sources, const std::string& flags, int jobs,
                             void (*progress)(size_t done, size_t total));

// Runs argv with standard input from stdin_path and standard output and error sent to output_path;
// returns its exit status, or -1 when it could not start or died of a signal. Call it while no
// grading runs (the grader reaps children it did not start).
int run_program(const std::vector<std::string>& argv, const std::string& stdin_path, const std::string& output_path);

}  // namespace duck
