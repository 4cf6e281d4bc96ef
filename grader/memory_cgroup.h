// A memory cgroup per run, where the machine offers the cgroup v1 memory controller and the grader
// is root: it caps the memory of the whole process tree (RLIMIT_AS caps each process alone, so 16
// processes could take 16 times the limit), page cache and tmpfs files included, and gives the
// tree's peak. Elsewhere the grader says why it has none (`duck grade --explain-sandbox`).
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

namespace duck {

// The grader's own group, parent of one group per run; removed with everything in it at the end.
class MemoryCgroups {
 public:
  // Probes /sys/fs/cgroup/memory and makes the grader's group there (root only).
  MemoryCgroups();
  ~MemoryCgroups();
  MemoryCgroups(const MemoryCgroups&) = delete;
  MemoryCgroups& operator=(const MemoryCgroups&) = delete;

  // Returns true when runs get a memory cgroup of their own.
  bool available() const { return !root_.empty(); }
  // Returns why runs get none ("" when they do).
  const std::string& why_not() const { return why_not_; }

  // Makes a fresh group for one run, limited to limit_bytes of memory (and as much memory plus swap,
  // so that nothing is swapped out). Returns its directory, or "" when it cannot.
  std::string make_run_group(uint64_t limit_bytes);

 private:
  std::string root_;     // the grader's group, "" when unavailable
  std::string why_not_;
  std::atomic<uint64_t> next_{0};  // number of the next run group (runs start from several threads)
};

// What a run's group recorded, read after the run and before remove_run_group.
struct CgroupUsage {
  uint64_t peak_bytes = 0;  // the most memory the tree held at once
  bool limit_hit = false;   // the tree asked for more than the limit at least once
};

// Returns what the group at dir recorded.
CgroupUsage read_run_group(const std::string& dir);

// Sends SIGKILL to every process in the group at dir; returns how many there were. They leave the
// group once reaped (orphans by the grader, as their subreaper: sweep_orphans()).
int kill_run_group(const std::string& dir);

// Removes the group at dir, killing what is still in it and waiting up to a second for it to empty;
// returns false when it could not.
bool remove_run_group(const std::string& dir);

}  // namespace duck
