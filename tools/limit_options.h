// The limit options that grade and stress share, in the units of the command line; their defaults are
// grader/limits.h's (the contest's), written nowhere else.
#pragma once

#include <CLI/CLI.hpp>
#include <algorithm>

#include "grader/limits.h"
#include "tools/option_checks.h"

namespace duck {

// The options shared by grade and stress that set the limits, in the units of the command line.
struct LimitOptions {
  double time_s = Limits().cpu_s, wall_s = 0;
  uint64_t memory_mib = Limits().memory_bytes / MIB, output_mib = Limits().output_bytes / MIB;
  int processes = Limits().processes;
  // Returns the limits; the wall limit defaults to max(3 s, 3 x the CPU limit).
  Limits limits() const {
    Limits l;
    l.cpu_s = time_s;
    l.wall_s = wall_s > 0 ? wall_s : std::max(3.0, 3 * time_s);
    l.memory_bytes = memory_mib * MIB;
    l.output_bytes = output_mib * MIB;
    l.processes = processes;
    return l;
  }
};

// Adds the limit options to a subcommand.
inline void add_limit_options(CLI::App* cmd, LimitOptions& o) {
  cmd->add_option("--time-limit", o.time_s, "CPU seconds per run")->capture_default_str()->check(seconds_up_to(3600, false));
  cmd->add_option("--wall-limit", o.wall_s, "wall-clock seconds per run (default: max(3, 3 x time limit))")->check(seconds_up_to(86400, true));
  cmd->add_option("--memory-limit", o.memory_mib, "MiB of memory per run (the whole process tree where a memory cgroup caps it)")->capture_default_str()->check(CLI::Range(1, 1 << 20));
  cmd->add_option("--output-limit", o.output_mib, "MiB of standard output per run")->capture_default_str()->check(CLI::Range(1, 1 << 16));
  cmd->add_option("--processes", o.processes, "processes and threads per run (enforced when root)")->capture_default_str()->check(CLI::Range(1, 4096));
}

}  // namespace duck
