// The file system a solver sees, like isolate's default rules: a new root (a read-only tmpfs) holding
// read-only binds of /usr, /lib*, /bin, /sbin (symbolic links where the host has them), the essentials of
// /etc (the loader's cache and configuration, alternatives, passwd, group, localtime), /dev/null, zero,
// full, random and urandom, /proc mounted with hidepid=2 (a run sees only its own processes), an empty
// /tmp for the run's private tmpfs (/var/tmp and /dev/shm are links to it), and the grader's work
// directory (solver copies in 0711 directories, the compile boxes) at its own path. Nothing else of
// the host: no /run, /var, /home, no test directory, no copy of the tests.
//
// It is built once, in the mount namespace of a short-lived holder process (made with only system calls);
// each run enters it and unshares a copy (a few mounts: cheap), where it mounts its own /tmp.
#pragma once

#include <string>
#include <vector>

namespace duck {

// One step of building the view, inside the stage directory.
struct ViewStep {
  enum Kind { DIR, FILE, LINK, BIND, PROC };
  Kind kind;
  std::string path;    // the absolute path of the new entry, under the stage directory
  std::string source;  // BIND: the host path; LINK: the link's target
};

// Returns the steps that build the view in stage (an empty directory), with work_root bound at its path.
std::vector<ViewStep> view_steps(const std::string& stage, const std::string& work_root);

// Builds the view in a fresh mount namespace and returns a descriptor of that namespace (to setns), or
// -1 with a one-line reason in error.
int make_root_view(const std::string& stage, const std::vector<ViewStep>& steps, std::string& error);

}  // namespace duck
