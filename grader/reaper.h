// Bookkeeping of the processes the grader starts, so that none outlives its run.
//
// The grader makes itself a child subreaper (prctl PR_SET_CHILD_SUBREAPER): whatever a solver leaves
// behind (a daemon in its own session, a double fork) is reparented to the grader instead of init.
// Every process the grader launches is registered while the launch lock is held; any other child of
// the grader is therefore an orphan of some run, and sweep_orphans() kills and reaps it.
#pragma once

#include <sys/types.h>

#include <mutex>
#include <string>

namespace duck {

// Makes this process a child subreaper and installs the SIGINT/SIGTERM/SIGHUP handler that kills
// every registered process group before exiting; ignores SIGPIPE. Idempotent.
void init_reaper();

// Sets a function the fatal-signal handler calls after killing the registered groups (it must be
// async-signal-safe); the sandbox uses it to kill the processes of the sandbox users in use.
void set_fatal_signal_hook(void (*hook)());

// Returns the lock held while forking a child and registering it, and while sweeping orphans.
std::mutex& launch_lock();

// Records pid as a live direct child whose process group (pid) is ours to kill; call with launch_lock held.
void register_child(pid_t pid);

// Records pid as a child of the grader's own that the orphan sweep must leave alone (the guardian).
void keep_child(pid_t pid);

// Forgets pid after it has been reaped.
void unregister_child(pid_t pid);

// Sends SIGKILL to the process group pgid; returns false when the group no longer exists.
bool kill_group(pid_t pgid);

// Returns true when name is prefix followed by the id of a process that no longer exists: what a
// grader that died without cleaning up left behind (work directories, memory cgroups).
bool left_by_dead_process(const std::string& name, const std::string& prefix);

// Kills and reaps every child of this process that is not registered, and the children those leave
// behind, until none is left (bounded); returns how many were killed or reaped.
int sweep_orphans();

}  // namespace duck
