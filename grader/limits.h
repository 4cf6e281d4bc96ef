// The limits of one run, with the contest's defaults (THUPC 2019: 1 s, 512 MiB).
#pragma once

#include <cmath>
#include <cstdint>

namespace duck {

constexpr uint64_t MIB = 1024 * 1024;

struct Limits {
  double cpu_s = 1.0;                  // CPU seconds, measured for the whole run (RLIMIT_CPU only as a backstop)
  double wall_s = 3.0;                 // wall-clock seconds, the backstop
  uint64_t memory_bytes = 512 * MIB;   // the run's memory group, else RLIMIT_AS of each process
  uint64_t output_bytes = 64 * MIB;    // standard output kept before OLE; also RLIMIT_FSIZE
  uint64_t stderr_keep = 64 * 1024;    // standard error kept (the rest is read and dropped)
  int processes = 16;                  // RLIMIT_NPROC of the sandbox user (threads count)
  int open_files = 64;                 // RLIMIT_NOFILE
  uint64_t tmp_bytes = 16 * MIB;       // size of the private /tmp when namespaces are available
};

// Returns the kernel's CPU limit (RLIMIT_CPU, whole seconds) for a CPU limit of cpu_s: a backstop well
// above it, as the grader decides TLE from the CPU it measures (the kernel's accounting can run ahead of
// it on a loaded machine).
inline uint64_t cpu_backstop_s(double cpu_s) { return uint64_t(std::ceil(cpu_s * 1.25)) + 1; }

}  // namespace duck
