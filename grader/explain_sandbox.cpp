// Sandbox::explain: every promise of the sandbox, and exactly how (or whether) this machine keeps it.
#include <unistd.h>

#include <sstream>

#include "grader/sandbox.h"

namespace duck {

namespace {

// Returns x in its shortest decimal form ("1", "0.5").
std::string number(double x) {
  std::ostringstream out;
  out << x;
  return out.str();
}

// Returns bytes as "N MiB".
std::string mib(uint64_t bytes) { return std::to_string(bytes / MIB) + " MiB"; }

// Returns the name of the cgroup layout with its files, as the explanation quotes it.
std::string layout_name(CgroupLayout layout) {
  return layout == CgroupLayout::V2 ? "a cgroup v2 group per run" : "a cgroup v1 memory group per run";
}

// Returns the memory promises: the per-process cap, and the cap of the whole tree where a group gives it.
std::vector<SandboxItem> memory_items(const RunCgroups& cg, const Limits& l) {
  const std::string v2 = "memory.max " + mib(l.memory_bytes) + ", memory.swap.max 0; MLE from memory.events max/oom/oom_kill; peak = memory.peak";
  const std::string v1 = "memory.limit_in_bytes = memory.memsw.limit_in_bytes = " + mib(l.memory_bytes) +
                         "; MLE from failcnt or an OOM kill in memory.oom_control; peak = memory.max_usage_in_bytes";
  if (cg.memory())
    return {{"memory", "memory limit", true,
             layout_name(cg.layout()) + " caps the whole process tree (page cache and tmpfs files included, no swap): " +
                 (cg.layout() == CgroupLayout::V2 ? v2 : v1) + "; no RLIMIT_AS and no RLIMIT_STACK: the stack grows within the group's limit, threads get 8 MiB stacks"},
            {"memory_tree", "memory of the whole process tree capped", true, "the run's memory group (" + cg.memory_root() + "/run-N)"}};
  return {{"memory", "memory limit", true,
           "partial: RLIMIT_AS " + mib(l.memory_bytes) + " per process, RLIMIT_STACK " + mib(l.memory_bytes / 8) +
               " (an eighth, so that a few threads can reserve their stacks within RLIMIT_AS); MLE only when ru_maxrss reaches 90 % of the limit; peak = ru_maxrss"},
          {"memory_tree", "memory of the whole process tree capped", false,
           "not enforced: no memory cgroup (" + cg.why_not() + "): 16 processes could take 16 times the limit, tmpfs files and page cache are not charged"}};
}

// Returns the CPU promises: the limit, and whether every process's CPU counts.
std::vector<SandboxItem> cpu_items(const RunCgroups& cg, const Limits& l) {
  const std::string backstop = "; RLIMIT_CPU " + std::to_string(cpu_backstop_s(l.cpu_s)) + " s per process as a backstop only";
  if (cg.cpu())
    return {{"cpu", "CPU time limit", true,
             "TLE when the CPU measured for the run is over " + number(l.cpu_s) + " s, polled every 50 ms and read at the end" + backstop},
            {"cpu_tree", "CPU of every process and thread counted", true,
             cg.layout() == CgroupLayout::V2 ? "cpu.stat usage_usec of the run's cgroup v2 group" : "cpuacct.usage of the run's cgroup v1 cpuacct group (" + cg.cpu_root() + "/run-N)"}};
  return {{"cpu", "CPU time limit", true,
           "partial: TLE when the main process's CPU (with the children it waited for) is over " + number(l.cpu_s) + " s" + backstop},
          {"cpu_tree", "CPU of every process and thread counted", false,
           "not enforced: no cpuacct or cgroup v2 group (" + cg.why_not() + "): children never waited for are not counted"}};
}

}  // namespace

std::vector<SandboxItem> Sandbox::explain(const Limits& l) const {
  const std::string no_root = "not enforced: the grader is not root";
  const std::string ns_reason = private_user_ ? "not enforced: " + probe_error_ : no_root;
  std::vector<SandboxItem> items = {
      {"session", "own session and process group", true, "setsid() in the child; the whole group gets SIGKILL on a limit and when the run ends"},
      {"cleanup", "nothing left running", true,
       std::string(cgroups_->layout() != CgroupLayout::NONE ? "process group and run group killed" : "process group killed") +
           ", the grader is a child subreaper and kills every orphan" +
           (private_user_ ? ", and every process of the run's sandbox uid is killed" : "") +
           (guarded() ? "; if the grader dies, even by SIGKILL: the solver has PR_SET_PDEATHSIG, and a guardian process kills "
                        "what is left in the run groups and of the sandbox uids no grader holds"
                      : "; partial: if the grader is killed by SIGKILL, only the solver itself dies with it (PR_SET_PDEATHSIG), "
                        "not the processes it started")},
      {"wall", "wall-clock limit", true, "backstop timer, group killed: " + number(l.wall_s) + " s"}};
  for (auto& part : {cpu_items(*cgroups_, l), memory_items(*cgroups_, l)}) items.insert(items.end(), part.begin(), part.end());
  const std::vector<SandboxItem> rest = {
      {"output", "output limit", true, "standard output read up to " + mib(l.output_bytes) + ", then OLE; RLIMIT_FSIZE " + mib(l.output_bytes) +
                                           " on files; standard error: first " + std::to_string(l.stderr_keep / 1024) + " KiB kept"},
      {"processes", "process limit", private_user_,
       private_user_ ? "RLIMIT_NPROC " + std::to_string(l.processes) + " processes/threads on the run's own uid"
                     : "not enforced: RLIMIT_NPROC counts every process of the invoking user, and root is exempt"},
      {"core", "no core dumps", true, "RLIMIT_CORE 0"},
      {"descriptors", "no inherited descriptors", true, "every descriptor above 2 is close-on-exec (close_range) in the child"},
      {"environment", "clean environment", true, "only PATH, HOME, TMPDIR, LANG"},
      {"privileges", "no new privileges", true, "PR_SET_NO_NEW_PRIVS: set-uid programs cannot raise privileges"},
      {"user", "unprivileged user", private_user_ || !root_,
       private_user_ ? "uids 62000-62999, one per run"
       : root_       ? "not enforced: " + probe_error_ + ", so solvers would run as root"
                     : "the invoking user (uid " + std::to_string(geteuid()) + "), not a user of the solver's own"},
      {"network", "no network", namespaces_,
       namespaces_ ? "a network namespace per sandbox uid (made on its first run), no interface up (not even lo): runs at the "
                     "same time never share one, so they cannot meet (not even over abstract unix sockets); fresh IPC and UTS "
                     "namespaces per run; the solver cannot configure them"
                   : ns_reason},
      {"filesystem", "minimal file system, nothing of the host writable", view_fd_ >= 0,
       view_fd_ >= 0 ? "a new root (read-only tmpfs) with read-only /usr, /bin, /sbin, /lib*, the loader's files, alternatives, passwd, "
                       "group, localtime of /etc, /dev/null|zero|full|random|urandom, /proc with hidepid=2, the run's /tmp and "
                       "the grader's work directory (solver copies, compile boxes); nothing else of the host (no /run/lock, "
                       "/var, /home, copies of the tests)"
       : namespaces_ ? "not enforced: " + view_error_ + "; solvers see the host's tree (test directories hidden), and can write "
                       "where the host lets their uid (/run/lock...)"
                     : ns_reason + " (solvers see and write the host's tree as the invoking user)"},
      {"answers", "answers unreadable", namespaces_,
       view_fd_ >= 0 ? "input only on stdin; no test directory nor any other copy of the host's files is in the solver's view"
       : namespaces_ ? "partial: input only on stdin; the solver runs as its own uid in a mount namespace where every test "
                       "directory is an empty read-only tmpfs (copies elsewhere on disk are not hidden)"
                     : ns_reason + " (the solver can read whatever the invoking user can)"},
      {"tmp", "private temporary files", namespaces_,
       namespaces_ ? "/tmp (the working directory) is a private tmpfs of " + mib(l.tmp_bytes) + ", discarded after the run; " +
                         (view_fd_ >= 0 ? "/var/tmp and /dev/shm link to it" : "also bound on /var/tmp and /dev/shm")
                   : "the working directory is a fresh directory under " + work_root_},
  };
  items.insert(items.end(), rest.begin(), rest.end());
  return items;
}

}  // namespace duck
