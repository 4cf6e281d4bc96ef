// The guardian: a small process the grader starts once, which outlives it. When the grader dies in any
// way (SIGKILL included: the guardian waits for the end of a pipe only the grader holds), it kills every
// process left in the runs' control groups and removes the groups; without groups, it kills the
// processes of every sandbox uid that no live grader has reserved. The solver itself also has
// PR_SET_PDEATHSIG; the guardian reaches what the solver started.
#pragma once

#include <sys/types.h>

#include <string>
#include <vector>

namespace duck {

// Where the guardian looks when the grader dies.
struct GuardianPlan {
  std::vector<std::string> group_roots;  // the grader's cgroup directories (run groups are their run-* subdirectories)
  std::string uid_lock_dir;              // "": no uid sweep; else the sandbox uids' lock files (uid_first + i)
  uid_t uid_first = 0, uid_count = 0;
};

// Starts the guardian (only system calls after the fork); returns its pid, or -1 when it cannot.
pid_t start_guardian(const GuardianPlan& plan);

}  // namespace duck
