#include "grader/runner.h"

#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

// Boost.Process offers its vfork launcher only where the feature macros of an old POSIX say vfork exists;
// glibc has it whatever they say.
#ifndef BOOST_POSIX_HAS_VFORK
#define BOOST_POSIX_HAS_VFORK 1
#endif
#include <boost/process/args.hpp>
#include <boost/process/child.hpp>
#include <boost/process/env.hpp>
#include <boost/process/environment.hpp>
#include <boost/process/error.hpp>
#include <boost/process/exe.hpp>
#include <boost/process/extend.hpp>
#include <boost/process/io.hpp>
#include <boost/process/posix.hpp>
#include <boost/process/pipe.hpp>
#include <boost/process/search_path.hpp>
#include <boost/filesystem.hpp>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <memory>
#include <mutex>

#include "grader/cgroups.h"
#include "grader/reaper.h"
#include "grader/sandbox.h"

namespace bp = boost::process;

namespace duck {

namespace {

using Clock = std::chrono::steady_clock;
constexpr int CPU_POLL_MS = 50;
constexpr int DRAIN_MS = 100;

// Everything the child does between fork and exec, prepared in the parent so the child never allocates.
struct ChildPlan {
  std::vector<std::string> cgroup_procs;  // the run's groups' cgroup.procs, joined first (none without groups)
  bool namespaces = false;
  int netns_fd = -1;
  int view_fd = -1;  // the mount namespace of the solver's file system view (-1: the host's tree, test dirs hidden)
  std::vector<std::string> hidden;
  std::string tmp_options;
  std::string cwd;
  bool switch_user = false;
  uid_t uid = 0;
  rlim_t cpu_soft = 1, as = RLIM_INFINITY, stack = 0, fsize = 0, nofile = 64, nproc = 16;
};

// Sets resource limit `what` to soft/hard; returns false on failure.
bool limit(int what, rlim_t soft, rlim_t hard) {
  const rlimit r{soft, hard};
  return setrlimit(what, &r) == 0;
}

// Runs in the child after vfork (it shares the grader's memory until exec): session, namespaces, limits,
// user, descriptors. Only system calls: the user switch uses raw calls, as glibc's set*id wrappers would
// signal the threads of the grader, whose memory the child shares. Returns nullptr on success, or the
// name of the step that failed (errno tells why).
const char* setup_child(const ChildPlan& p) {
  for (const std::string& procs : p.cgroup_procs) {  // while still root; "0" is the writing process
    const int fd = open(procs.c_str(), O_WRONLY | O_CLOEXEC);
    const bool joined = fd >= 0 && write(fd, "0", 1) == 1;
    if (fd >= 0) close(fd);
    if (!joined) return "join the run's cgroup";
  }
  if (setsid() < 0) return "setsid";
  if (p.namespaces) {
    if (p.netns_fd < 0 || setns(p.netns_fd, CLONE_NEWNET) != 0) return "setns(network)";
    if (p.view_fd >= 0 && setns(p.view_fd, CLONE_NEWNS) != 0) return "enter the file system view";
    if (unshare(CLONE_NEWNS | CLONE_NEWIPC | CLONE_NEWUTS) != 0) return "unshare";
    if (p.view_fd < 0 && mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return "mount --make-rprivate /";
    for (const std::string& dir : p.hidden)  // those the view has (under /usr...), or all without a view
      if (access(dir.c_str(), F_OK) == 0 &&
          mount("duck-hidden", dir.c_str(), "tmpfs", MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, "size=4k,mode=000") != 0)
        return "hide a test directory";
    // One small tmpfs of the run's own on /tmp; in the view /var/tmp and /dev/shm are links to it, without
    // the view it is bound on them (a bind is cheaper than two more tmpfs).
    if (mount("duck-tmp", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, p.tmp_options.c_str()) != 0) return "mount a private tmpfs";
    for (const char* dir : {"/var/tmp", "/dev/shm"})
      if (p.view_fd < 0 && access(dir, F_OK) == 0 && mount("/tmp", dir, nullptr, MS_BIND, nullptr) != 0) return "bind the private tmpfs";
  }
  if (chdir(p.cwd.c_str()) != 0) return "chdir";
  if (!limit(RLIMIT_CORE, 0, 0) || !limit(RLIMIT_CPU, p.cpu_soft, p.cpu_soft + 1) || !limit(RLIMIT_AS, p.as, p.as) ||
      !limit(RLIMIT_STACK, p.stack, p.stack) || !limit(RLIMIT_FSIZE, p.fsize, p.fsize) || !limit(RLIMIT_NOFILE, p.nofile, p.nofile) ||
      !limit(RLIMIT_MSGQUEUE, 0, 0))
    return "setrlimit";
  if (p.switch_user) {
    if (!limit(RLIMIT_NPROC, p.nproc, p.nproc)) return "setrlimit(RLIMIT_NPROC)";
    if (syscall(SYS_setgroups, 0, nullptr) != 0 || syscall(SYS_setresgid, p.uid, p.uid, p.uid) != 0 ||
        syscall(SYS_setresuid, p.uid, p.uid, p.uid) != 0)
      return "switch to the sandbox user";
  }
  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return "prctl";
  for (int sig = 1; sig < NSIG; ++sig) signal(sig, SIG_DFL);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, nullptr);
  if (syscall(SYS_close_range, 3U, ~0U, 4U /* CLOSE_RANGE_CLOEXEC */) != 0)
    for (int fd = 3; fd < 65536; ++fd) fcntl(fd, F_SETFD, FD_CLOEXEC);
  return nullptr;
}

// Boost.Process initializer that applies a ChildPlan in the child; on failure reports the step and exits.
// The program was opened before the child's private /tmp and hidden directories were mounted, so it is
// executed through that descriptor: a program under /tmp still starts. When the descriptor cannot be
// executed (a #! script), Boost's execve by path follows.
struct SandboxInit : bp::extend::handler {
  const ChildPlan& plan;
  int exe_fd;
  SandboxInit(const ChildPlan& p, int fd) : plan(p), exe_fd(fd) {}
  template <class Executor>
  void on_exec_setup(Executor& exec) const {
    if (const char* failed = setup_child(plan)) {
      exec.set_error(std::error_code(errno, std::system_category()), failed);
      _exit(127);
    }
    if (exe_fd >= 0) syscall(SYS_execveat, exe_fd, "", exec.cmd_line, exec.env, AT_EMPTY_PATH);
  }
};

// Returns a close-on-exec O_PATH descriptor of the program argv0 (looked up in PATH when it has no
// slash), or -1 when it cannot be opened.
int open_program(const std::string& argv0) {
  std::string path = argv0;
  if (path.find('/') == std::string::npos) path = bp::search_path(argv0).string();
  return path.empty() ? -1 : open(path.c_str(), O_PATH | O_CLOEXEC);
}

// Returns the CPU seconds (user + system) a live process has used so far, or 0 if unknown.
double cpu_so_far(pid_t pid) {
  char path[64];
  std::snprintf(path, sizeof path, "/proc/%d/stat", int(pid));
  std::ifstream in(path);
  std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const size_t close_paren = stat.rfind(')');
  if (close_paren == std::string::npos) return 0;
  // After ") " come field 3 (state) ... field 14 (utime) and 15 (stime).
  const char* s = stat.c_str() + close_paren + 2;
  unsigned long long utime = 0, stime = 0;
  if (std::sscanf(s, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu", &utime, &stime) != 2) return 0;
  return double(utime + stime) / double(sysconf(_SC_CLK_TCK));
}

// Makes fd non-blocking.
void set_nonblocking(int fd) { fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); }

// The parent's ends of the three pipes and what has gone through them.
struct Streams {
  int in = -1, out = -1, err = -1;
  std::string_view input;
  size_t written = 0;
  uint64_t out_total = 0;  // bytes of standard output in all

  ~Streams() {
    for (int fd : {in, out, err})
      if (fd >= 0) close(fd);
  }
  // Writes what the pipe takes of the remaining input; closes it when done or when the reader is gone.
  void feed() {
    const ssize_t n = write(in, input.data() + written, input.size() - written);
    if (n > 0) written += size_t(n);
    if ((n < 0 && errno != EAGAIN && errno != EINTR) || written == input.size()) close(in), in = -1;
  }
  // Reads what fd has into keep (up to cap bytes, the rest counted in total); closes fd at end of file.
  // Returns false when more than cap bytes arrived.
  static bool pull(int& fd, std::string& keep, uint64_t cap, uint64_t& total) {
    char buffer[1 << 16];
    for (;;) {
      const ssize_t n = read(fd, buffer, sizeof buffer);
      if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
        close(fd), fd = -1;
        return total <= cap;
      }
      if (n < 0) return total <= cap;
      total += uint64_t(n);
      if (keep.size() < cap) keep.append(buffer, std::min(size_t(n), size_t(cap - keep.size())));
      if (total > cap) return false;
    }
  }
};

// Returns the poll descriptors of the open streams and the process (pidfd, -1 when absent).
std::vector<pollfd> poll_set(const Streams& s, int pidfd) {
  std::vector<pollfd> fds;
  if (s.in >= 0) fds.push_back({s.in, POLLOUT, 0});
  if (s.out >= 0) fds.push_back({s.out, POLLIN, 0});
  if (s.err >= 0) fds.push_back({s.err, POLLIN, 0});
  if (pidfd >= 0) fds.push_back({pidfd, POLLIN, 0});
  return fds;
}

// Returns true when the unreaped child pid has exited (without reaping it).
bool has_exited(pid_t pid) {
  siginfo_t info = {};
  return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid;
}

// Returns the plan for the child of spec, for the sandbox user uid (or none). Where the run's memory group
// caps the tree there is no RLIMIT_AS and no RLIMIT_STACK: the main stack may grow to the memory limit (the
// group counts it, so a runaway recursion is MLE), and threads get glibc's default 8 MiB stacks (with a
// stack limit, glibc would reserve that much for every thread); elsewhere RLIMIT_AS is the limit and the
// stack an eighth of it, so that a few threads can still reserve their stacks.
ChildPlan make_plan(const RunSpec& spec, const UidLease* lease, const std::string& cwd, bool namespaces, bool memory_group) {
  const Limits& l = spec.limits;
  ChildPlan p;
  p.namespaces = namespaces;
  p.netns_fd = lease ? Sandbox::get().netns_for(lease->uid()) : -1;
  p.view_fd = Sandbox::get().view_fd();
  p.hidden = spec.hidden;
  p.cwd = cwd;
  p.switch_user = lease != nullptr;
  p.uid = lease ? lease->uid() : 0;
  p.tmp_options = "size=" + std::to_string(l.tmp_bytes) + ",nr_inodes=4096,mode=0700,uid=" + std::to_string(p.uid) +
                  ",gid=" + std::to_string(p.uid);
  p.cpu_soft = rlim_t(cpu_backstop_s(l.cpu_s));
  p.as = memory_group ? RLIM_INFINITY : rlim_t(l.memory_bytes);
  p.stack = memory_group ? RLIM_INFINITY : rlim_t(l.memory_bytes / 8);
  p.fsize = rlim_t(l.output_bytes);
  p.nofile = rlim_t(l.open_files);
  p.nproc = rlim_t(l.processes);
  return p;
}

// Returns the clean environment of a solver working in cwd.
bp::environment clean_environment(const std::string& cwd) {
  bp::environment env;  // starts empty
  env["PATH"] = "/usr/local/bin:/usr/bin:/bin";
  env["HOME"] = cwd;
  env["TMPDIR"] = cwd;
  env["LANG"] = "C";
  return env;
}

// Starts argv with the plan through Boost.Process with its vfork launcher (no copy of the grader's page
// tables per run: the child borrows the grader's memory until it executes the program), the pipes of s
// connected; registers it and opens its pidfd.
// Returns its pid, or -1 with a reason in error.
pid_t launch(const RunSpec& spec, const ChildPlan& plan, const std::string& cwd, Streams& s, int& pidfd,
             std::string& error) {
  const std::vector<std::string>& argv = spec.argv;
  int in_p[2], out_p[2], err_p[2];
  if (pipe2(in_p, O_CLOEXEC) != 0) return error = "cannot create pipes", -1;
  if (pipe2(out_p, O_CLOEXEC) != 0) return close(in_p[0]), close(in_p[1]), error = "cannot create pipes", -1;
  if (pipe2(err_p, O_CLOEXEC) != 0) return close(in_p[0]), close(in_p[1]), close(out_p[0]), close(out_p[1]), error = "cannot create pipes", -1;
  bp::pipe in_pipe(in_p[0], in_p[1]), out_pipe(out_p[0], out_p[1]), err_pipe(err_p[0], err_p[1]);
  bp::environment env = clean_environment(cwd);
  for (const auto& [key, value] : spec.env) env[key] = value;
  std::error_code ec;
  pid_t pid = -1;
  const int exe_fd = open_program(argv.at(0));
  {
    std::lock_guard<std::mutex> hold(launch_lock());
    bp::child c(bp::exe = argv.at(0), bp::args = std::vector<std::string>(argv.begin() + 1, argv.end()), bp::std_in < in_pipe,
                bp::std_out > out_pipe, bp::std_err > err_pipe, env, ec, SandboxInit(plan, exe_fd),
                bp::posix::use_vfork);
    if (!ec && c.valid()) {
      pid = c.id();
      pidfd = int(syscall(SYS_pidfd_open, pid, 0));
      register_child(pid);
      c.detach();
    }
  }
  if (exe_fd >= 0) close(exe_fd);
  if (pid <= 0) {
    error = "cannot start " + argv.at(0) + ": " + (ec ? ec.message() : "unknown error");
    return -1;
  }
  // The parent keeps the writing end of stdin and the reading ends of stdout and stderr.
  s.in = in_pipe.native_sink(), s.out = out_pipe.native_source(), s.err = err_pipe.native_source();
  in_pipe.assign_sink(-1), out_pipe.assign_source(-1), err_pipe.assign_source(-1);
  for (int fd : {s.in, s.out, s.err}) set_nonblocking(fd);
  if (s.input.empty()) close(s.in), s.in = -1;
  return pid;
}

// Feeds input and collects output until the process pid exits, killing its group at a limit (and setting
// r.ending). Returns true when the grader killed it.
// The CPU is the run group's (every process and thread, reaped or not) where there is one, else the main
// process's; r.cpu_s keeps the highest reading.
bool supervise(pid_t pid, int pidfd, Clock::time_point start, const Limits& l, const RunGroup& group, Streams& s, RunResult& r) {
  const Clock::time_point deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(l.wall_s));
  Clock::time_point next_cpu_poll = start + std::chrono::milliseconds(CPU_POLL_MS);
  bool killed = false;
  // Records why the grader stops the process and kills its group.
  const auto stop = [&](Ending why) {
    if (killed) return;
    r.ending = why, killed = true;
    kill_group(pid);
  };
  for (;;) {
    const Clock::time_point now = Clock::now();
    if (now >= deadline) stop(Ending::WALL_LIMIT);
    if (now >= next_cpu_poll) {
      const double cpu = group.cpu_dir.empty() ? cpu_so_far(pid) : read_cpu(group);
      r.cpu_s = std::max(r.cpu_s, cpu);
      if (!killed && cpu > l.cpu_s) stop(Ending::CPU_LIMIT);
      next_cpu_poll = now + std::chrono::milliseconds(CPU_POLL_MS);
    }
    std::vector<pollfd> fds = poll_set(s, pidfd);
    const auto until = std::min(killed ? next_cpu_poll : deadline, next_cpu_poll);
    const int timeout = int(std::chrono::duration_cast<std::chrono::milliseconds>(until - now).count()) + 1;
    poll(fds.data(), nfds_t(fds.size()), pidfd >= 0 ? timeout : std::min(timeout, 5));
    bool exited = false;
    for (const pollfd& p : fds) {
      if (p.revents == 0) continue;
      if (p.fd == s.in) s.feed();
      else if (p.fd == s.out && !Streams::pull(s.out, r.out, l.output_bytes, s.out_total)) stop(Ending::OUTPUT_LIMIT);
      else if (p.fd == s.err) Streams::pull(s.err, r.err, l.stderr_keep, r.err_bytes);
      else if (p.fd == pidfd) exited = true;
    }
    if (exited || (pidfd < 0 && has_exited(pid))) return killed;
  }
}

// Reads what is left in stdout and stderr after the run, for at most DRAIN_MS (a writer might have escaped).
void drain(Streams& s, const Limits& l, RunResult& r) {
  const Clock::time_point until = Clock::now() + std::chrono::milliseconds(DRAIN_MS);
  while ((s.out >= 0 || s.err >= 0) && Clock::now() < until) {
    std::vector<pollfd> fds;
    if (s.out >= 0) fds.push_back({s.out, POLLIN, 0});
    if (s.err >= 0) fds.push_back({s.err, POLLIN, 0});
    if (poll(fds.data(), nfds_t(fds.size()), DRAIN_MS) <= 0) break;
    if (s.out >= 0 && !Streams::pull(s.out, r.out, l.output_bytes, s.out_total) && r.ending == Ending::NOT_STARTED)
      r.ending = Ending::OUTPUT_LIMIT;
    if (s.err >= 0) Streams::pull(s.err, r.err, l.stderr_keep, r.err_bytes);
  }
}

// Sets how a process the grader did not kill ended, from its wait status and r.cpu_s (measured): TLE only
// when the measured CPU is over the limit, whatever signal the kernel's backstop sent.
void classify(int status, const Limits& l, RunResult& r) {
  const bool over_output = r.ending == Ending::OUTPUT_LIMIT;  // found while draining
  if (WIFSIGNALED(status)) {
    r.signal = WTERMSIG(status);
    r.ending = r.signal == SIGXFSZ ? Ending::OUTPUT_LIMIT : Ending::SIGNALED;
  } else {
    r.exit_code = WEXITSTATUS(status);
    r.ending = Ending::EXITED;
  }
  if (over_output) r.ending = Ending::OUTPUT_LIMIT;
  if (r.cpu_s > l.cpu_s) r.ending = Ending::CPU_LIMIT;
}

}  // namespace

double seconds(const timeval& t) { return double(t.tv_sec) + double(t.tv_usec) / 1e6; }

namespace {

// Returns the directory the process works in: the given directory (given to the run's user), its private
// /tmp, or a fresh box of its own (then also in box, to remove); "" when it cannot be prepared.
std::string prepare_cwd(const RunSpec& spec, const UidLease* lease, std::string& box) {
  Sandbox& sandbox = Sandbox::get();
  const uid_t owner = lease ? lease->uid() : uid_t(-1);
  if (!spec.workdir.empty()) return lease && chown(spec.workdir.c_str(), owner, owner) != 0 ? std::string() : spec.workdir;
  if (sandbox.namespaces()) return "/tmp";
  return box = sandbox.make_dir("box", owner);
}

// After the main process ended: kills its group, reaps it, kills every orphan (the grader is their
// subreaper) and what is left in the run's groups or of its uid; then records CPU, memory and wall time.
void finish(pid_t pid, int pidfd, Clock::time_point start, UidLease* lease, const RunGroup& group, int& status, RunResult& r) {
  kill_group(pid);
  kill_members(group);
  rusage usage = {};
  wait4(pid, &status, 0, &usage);
  r.wall_s = std::chrono::duration<double>(Clock::now() - start).count();
  unregister_child(pid);
  if (pidfd >= 0) close(pidfd);
  // Only when the sweep found orphans is the run's uid swept as well (a second net, which costs a helper).
  const int left_behind = sweep_orphans();
  if (lease && left_behind > 0) lease->kill_all();
  else if (lease) lease->settle();
  r.cpu_s = std::max(r.cpu_s, seconds(usage.ru_utime) + seconds(usage.ru_stime));
  r.memory_kib = uint64_t(usage.ru_maxrss);
  r.memory_group = !group.memory_dir.empty();
  if (!group.valid()) return;
  const CgroupUsage used = read_usage(group);
  r.cpu_s = std::max(r.cpu_s, used.cpu_s);
  if (r.memory_group) r.memory_kib = std::max(r.memory_kib, used.peak_bytes / 1024);
  r.memory_limit_hit = used.limit_hit;
  if (kill_members(group) > 0) sweep_orphans();  // a straggler that escaped the group kill and the sweep
}

}  // namespace

RunResult run_process(const RunSpec& spec) {
  Sandbox& sandbox = Sandbox::get();
  RunResult r;
  std::unique_ptr<UidLease> lease = sandbox.lease_uid();
  if (sandbox.private_user() && !lease) return r.error = "no free sandbox uid", r;
  RunGroup group = sandbox.cgroups().acquire(spec.limits.memory_bytes);
  if (sandbox.cgroups().layout() != CgroupLayout::NONE && !group.valid()) return r.error = "cannot make the run's cgroup", r;
  std::string box;
  const std::string cwd = prepare_cwd(spec, lease.get(), box);
  if (cwd.empty()) return sandbox.cgroups().release(group), r.error = "cannot prepare the working directory", r;
  ChildPlan plan = make_plan(spec, lease.get(), cwd, sandbox.namespaces(), !group.memory_dir.empty());
  plan.cgroup_procs = group.procs;
  Streams s;
  s.input = spec.input;
  int pidfd = -1;
  const Clock::time_point start = Clock::now();
  const pid_t pid = launch(spec, plan, cwd, s, pidfd, r.error);
  if (pid > 0) {
    const bool killed = supervise(pid, pidfd, start, spec.limits, group, s, r);
    int status = 0;
    finish(pid, pidfd, start, lease.get(), group, status, r);
    drain(s, spec.limits, r);
    if (!killed) classify(status, spec.limits, r);
  } else {
    sweep_orphans();  // a child that failed before exec is a zombie nobody registered
  }
  lease.reset();
  sandbox.cgroups().release(group);
  if (!box.empty()) {
    boost::system::error_code ignored;
    boost::filesystem::remove_all(box, ignored);
  }
  return r;
}

}  // namespace duck
