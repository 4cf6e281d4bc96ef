// Turning a SOLVER argument into a command line: executables are copied into the grader's work
// directory, sources are compiled there with the contest's command, under limits, inside the sandbox.
//   .cpp .cc .cxx  g++ -O2 -std=c++14 -o solver SOURCE
//   .c             gcc -O2 -o solver SOURCE -lm
//   .py            python3 SOURCE (checked first with python3 -m py_compile)
#pragma once

#include <string>
#include <vector>

namespace duck {

struct Solver {
  std::string path;                  // as given
  std::vector<std::string> command;  // what to run; empty when it cannot run
  bool compile_error = false;        // CE: message holds the compiler's output
  std::string message;               // the compiler's output, or why the solver cannot run (JE)
  double compile_s = 0;              // wall seconds spent compiling
};

// Prepares the solver at path; `hidden` lists directories the compiler must not see. With `sanitize`, a C or
// C++ source is compiled with the contest's command plus SANITIZE_FLAGS; anything else gets no command and a
// message saying it cannot be sanitized.
Solver prepare_solver(const std::string& path, const std::vector<std::string>& hidden, bool sanitize = false);

// Returns true for a C or C++ source (by its extension), which --sanitize can rebuild.
bool sanitizable(const std::string& path);

// The flags added to the contest's compile command by `duck grade --sanitize`.
inline const std::vector<std::string> SANITIZE_FLAGS = {"-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-g",
                                                        "-fno-omit-frame-pointer"};

}  // namespace duck
