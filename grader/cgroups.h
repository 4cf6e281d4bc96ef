// The control groups of the runs: where the machine offers them and the grader is root, each run's
// whole process tree is in a group of its own that caps its memory (page cache and tmpfs files
// included, no swap), counts the CPU time of every process and thread (reaped or not), records the
// peak and the refusals and OOM kills, and is killed as one. Two layouts:
//   cgroup v1: a memory group (memory.limit_in_bytes, memsw, failcnt, max_usage_in_bytes,
//              oom_control) and a cpuacct group (cpuacct.usage) per run;
//   cgroup v2: one group per run in the unified hierarchy (memory.max, memory.swap.max, memory.peak,
//              memory.events oom/oom_kill/max, cpu.stat usage_usec, cgroup.kill).
// The file-system root and /proc/self/cgroup are parameters, so a fake cgroupfs tests both layouts.
// v1 groups are pooled: a run's group is emptied, its counters reset, and reused by a later run.
#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

namespace duck {

// Which hierarchy the runs' groups live in.
enum class CgroupLayout { NONE, V1, V2 };

// One run's groups (directories) and the counters they had when the run began.
struct RunGroup {
  std::string memory_dir;          // v1 memory group, or the v2 group; "" without one
  std::string cpu_dir;             // v1 cpuacct group, or the v2 group; "" without CPU accounting
  std::vector<std::string> procs;  // the cgroup.procs files the child joins
  uint64_t limit_bytes = 0;        // the memory limit written to the group
  uint64_t oom_kills_before = 0;   // v1: oom_kill in memory.oom_control when the run began (it cannot be reset)
  bool valid() const { return !procs.empty(); }
};

// What a run's groups recorded.
struct CgroupUsage {
  uint64_t peak_bytes = 0;  // the most memory the tree held at once
  bool limit_hit = false;   // the tree asked for more than the limit, or had a process killed by the OOM killer
  double cpu_s = -1;        // CPU seconds of every process and thread of the run; -1 when not counted
};

class RunCgroups {
 public:
  // Probes the hierarchies under fs_root ("/sys/fs/cgroup") for a process whose /proc/PID/cgroup text is
  // self_cgroup, and makes the grader's groups (named duck-grader-PID) when `root` (euid 0).
  RunCgroups(const std::string& fs_root, const std::string& self_cgroup, bool root);
  // Probes this machine for this process.
  RunCgroups();
  ~RunCgroups();
  RunCgroups(const RunCgroups&) = delete;
  RunCgroups& operator=(const RunCgroups&) = delete;

  // Returns the layout in use (NONE: runs get no group).
  CgroupLayout layout() const { return layout_; }
  // Returns true when runs' memory is capped as a tree.
  bool memory() const { return !memory_root_.empty(); }
  // Returns true when the CPU time of every process of a run is counted.
  bool cpu() const { return !cpu_root_.empty(); }
  // Returns why something is missing ("" when everything is there).
  const std::string& why_not() const { return why_not_; }
  // Returns the grader's memory (or v2) group, "" without one.
  const std::string& memory_root() const { return memory_root_; }
  // Returns the grader's cpuacct (or v2) group, "" without one.
  const std::string& cpu_root() const { return cpu_root_; }

  // Returns groups for one run limited to limit_bytes of memory (and no swap), from the pool or fresh;
  // invalid when the machine offers none or they cannot be made.
  RunGroup acquire(uint64_t limit_bytes);
  // Gives back the groups of an ended run: kills what is left in them; an empty v1 group returns to the
  // pool, others are removed.
  void release(RunGroup& g);

 private:
  void probe_v2(const std::string& unified, const std::string& own);
  void probe_v1(const std::string& fs_root, const std::string& self_cgroup);
  bool make_fresh(RunGroup& g);
  bool reset(RunGroup& g, uint64_t limit_bytes);

  CgroupLayout layout_ = CgroupLayout::NONE;
  std::string memory_root_, cpu_root_, why_not_;
  uint64_t next_ = 0;
  std::mutex mutex_;
  std::vector<RunGroup> pool_;
};

// Returns what the run's groups recorded since it began.
CgroupUsage read_usage(const RunGroup& g);

// Returns the CPU seconds the run's group has counted since the run began (-1 without CPU accounting).
double read_cpu(const RunGroup& g);

// Sends SIGKILL to every process of the run (cgroup.kill in v2); returns how many v1 members were signalled.
int kill_members(const RunGroup& g);

// Returns the path of this process's group in the hierarchy of `controller` ("" for v2's "0::" line)
// from a /proc/PID/cgroup text, or "-" when the text has no such line.
std::string own_group(const std::string& self_cgroup, const std::string& controller);

// Removes a group directory, killing what is in it and waiting up to a second for it to empty; false
// when it could not.
bool remove_group(const std::string& dir);

}  // namespace duck
