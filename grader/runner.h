// Running one untrusted process under limits, through Boost.Process (see sandbox.h for what is enforced).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <sys/time.h>

#include "grader/limits.h"

namespace duck {

// What to run and how.
struct RunSpec {
  std::vector<std::string> argv;     // argv[0] is the absolute path of the program
  std::string_view input;            // written to the program's standard input (a pipe)
  Limits limits;
  std::string workdir;               // run there (must exist; compiles); empty: a private /tmp or a fresh box
  std::vector<std::string> hidden;   // directories the program must not see (test answers)
  std::vector<std::pair<std::string, std::string>> env;  // added to the clean environment (sanitizer options)
};

// How the process ended.
enum class Ending {
  EXITED,        // exited by itself; exit_code holds its status
  SIGNALED,      // killed by a signal it got by itself; signal holds it
  CPU_LIMIT,     // used more CPU time than allowed
  WALL_LIMIT,    // still running at the wall-clock limit
  OUTPUT_LIMIT,  // wrote more standard output than allowed, or a file past RLIMIT_FSIZE
  NOT_STARTED    // the grader could not start it; error says why
};

struct RunResult {
  Ending ending = Ending::NOT_STARTED;
  int exit_code = 0;
  int signal = 0;
  double cpu_s = 0;          // CPU seconds of every process and thread of the run where a cgroup counts them,
                             // else user + system time of the process and the children it waited for
  double wall_s = 0;         // from launch to exit
  uint64_t memory_kib = 0;   // peak memory: of the whole tree (memory cgroup) where there is one, else ru_maxrss
  bool memory_group = false;      // the run's memory group capped the tree (else RLIMIT_AS capped each process)
  bool memory_limit_hit = false;  // the memory group refused the tree memory at least once, or OOM-killed in it
  std::string out;           // standard output (at most limits.output_bytes)
  std::string err;           // the first limits.stderr_keep bytes of standard error
  uint64_t err_bytes = 0;    // how many bytes standard error had in all
  std::string error;         // why it did not start
};

// Runs the program to its end or its limits, kills everything it started, and returns what happened.
RunResult run_process(const RunSpec& spec);

// Returns the seconds in a timeval (as rusage gives CPU times).
double seconds(const timeval& t);

// Returns a short description of how the run ended ("exit code 3", "signal 11 (SIGSEGV)", ...).
std::string describe_ending(const RunResult& r);

}  // namespace duck
