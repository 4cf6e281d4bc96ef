// What this machine lets the grader enforce, the sandbox users, and the grader's work directory.
//
// As root the grader runs each solver as a user of its own (uid 62000 and up, never one listed in
// /etc/passwd; a lock file under /run/duck-grader/uids reserves it for one run at a time, across
// graders), with RLIMIT_NPROC, in the minimal file-system view of root_view.h (entered per run, with a
// private /tmp), fresh IPC and UTS namespaces, and the network namespace of its uid (no interface up);
// its process tree is in the run's control groups (cgroups.h), and a guardian (guardian.h) cleans up
// if the grader dies. Otherwise it runs solvers as the invoking user and says which promises it cannot
// keep (explain(), in explain_sandbox.cpp).
#pragma once

#include <sys/types.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "grader/limits.h"
#include "grader/cgroups.h"

namespace duck {

// One promise of the sandbox and whether this machine keeps it.
struct SandboxItem {
  std::string key;   // short name for --require: session, cleanup, cpu, wall, memory, output, processes, core,
                     // descriptors, environment, privileges, user, network, answers, tmp
  std::string what;
  bool enforced;
  std::string how;
};

// A sandbox user reserved for one run; releasing it kills every process left running as that user
// (unless kill_all() already did, after the run ended).
class UidLease {
 public:
  // Takes over a uid whose lock file descriptor (flock held) is lock_fd.
  UidLease(uid_t uid, int lock_fd);
  ~UidLease();
  UidLease(const UidLease&) = delete;
  UidLease& operator=(const UidLease&) = delete;
  // Returns the reserved uid (also used as gid).
  uid_t uid() const { return uid_; }
  // Kills every process whose real or saved uid is this uid (kill(-1) from a helper running as it).
  void kill_all();
  // Records that nothing of this uid can be left (the run's orphan sweep found none), so that releasing
  // the lease needs no helper process.
  void settle() { killed_ = true; }

 private:
  uid_t uid_;
  int lock_fd_;
  bool killed_ = false;  // kill_all() ran and nothing of this uid has run since
};

class Sandbox {
 public:
  // Returns the process-wide sandbox, probing the machine on first use.
  static Sandbox& get();
  ~Sandbox();

  // Returns true when solvers run as a sandbox user of their own (the grader is root and the probe passed).
  bool private_user() const { return private_user_; }
  // Returns true when solvers get fresh mount/IPC/UTS namespaces and the grader's empty network namespace.
  bool namespaces() const { return namespaces_; }
  // Returns a descriptor of the network namespace of the sandbox user uid: no interface up, made on the
  // uid's first run and joined by every run of that uid, so that runs at the same time (which have
  // different uids) are in different namespaces and cannot meet even over abstract unix sockets, while
  // no run pays the 1 ms a fresh namespace costs; -1 without namespaces or when it cannot be made.
  int netns_for(uid_t uid);
  // Returns the grader's own directory for compiled solvers and boxes (removed when the grader exits).
  const std::string& work_root() const { return work_root_; }
  // Returns a fresh directory under work_root() (mode 0700, owned by `owner` when one is given).
  std::string make_dir(const std::string& stem, uid_t owner = uid_t(-1)) const;
  // Reserves a sandbox user for one run; nullptr when solvers run as the invoking user.
  std::unique_ptr<UidLease> lease_uid();
  // Returns a descriptor of the mount namespace of the solver's file system view (grader/root_view.h),
  // or -1 where it could not be built (then runs see the host's tree with the test directories hidden).
  int view_fd() const { return view_fd_; }
  // Returns why there is no view ("" when there is one).
  const std::string& view_error() const { return view_error_; }
  // Returns true when a guardian process kills what the runs left if the grader dies, even by SIGKILL.
  bool guarded() const { return guardian_ > 0; }
  // Returns every promise of the sandbox and whether it is kept here, with these limits.
  std::vector<SandboxItem> explain(const Limits& limits) const;
  // Returns the control groups of the runs (layout NONE where the machine offers none).
  RunCgroups& cgroups() { return *cgroups_; }
  const RunCgroups& cgroups() const { return *cgroups_; }
  // Returns a one-line reason when something the grader would like is missing here ("" if none).
  const std::string& probe_error() const { return probe_error_; }

 private:
  Sandbox();
  bool probe_namespaces(uid_t uid);
  int make_network_namespace();

  bool root_ = false;
  bool private_user_ = false;
  bool namespaces_ = false;
  pid_t guardian_ = -1;
  int view_fd_ = -1;
  std::string view_error_;  // kills what runs left when the grader dies (grader/guardian.h)
  int netns_fd_ = -1;  // the probe's namespace, kept for the first uid
  std::map<uid_t, int> netns_;
  std::string work_root_;
  std::string probe_error_;
  std::unique_ptr<RunCgroups> cgroups_;
  std::vector<uid_t> free_uids_;
  std::vector<bool> swept_;
};

}  // namespace duck
