#include "grader/guardian.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cstring>
#include <utility>

namespace duck {

namespace {

// Writes a + b into out (size PATH_MAX); returns out. No allocation: runs in the guardian after fork.
char* join(char* out, const char* a, const char* b) {
  const size_t n = strnlen(a, 2048), m = strnlen(b, 2000);
  memcpy(out, a, n);
  memcpy(out + n, b, m);
  out[n + m] = 0;
  return out;
}

// Sends SIGKILL to every pid listed in the file at path; returns how many were listed.
int kill_listed(const char* path) {
  const int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char buffer[8192];
  const ssize_t n = read(fd, buffer, sizeof buffer - 1);
  close(fd);
  int listed = 0;
  long pid = 0;
  for (ssize_t i = 0; i < n; ++i) {
    if (buffer[i] >= '0' && buffer[i] <= '9') pid = pid * 10 + (buffer[i] - '0');
    else if (pid > 0) kill(pid_t(pid), SIGKILL), ++listed, pid = 0;
  }
  return listed;
}

// Kills what is in every run group under root and removes the empty groups; returns how many processes
// were still listed.
int sweep_groups(const char* root) {
  const int dir = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir < 0) return 0;
  int listed = 0;
  char entries[8192], path[4096], file[4096];
  for (long n; (n = syscall(SYS_getdents64, dir, entries, sizeof entries)) > 0;)
    for (long at = 0; at < n;) {
      const auto* e = reinterpret_cast<const dirent64*>(entries + at);
      at += e->d_reclen;
      if (e->d_type != DT_DIR || strncmp(e->d_name, "run-", 4) != 0) continue;
      join(path, join(file, root, "/"), e->d_name);
      listed += kill_listed(join(file, path, "/cgroup.procs"));
      rmdir(path);
    }
  close(dir);
  return listed;
}

// Kills the processes of every sandbox uid whose lock file no grader holds.
void sweep_uids(const GuardianPlan& plan) {
  for (uid_t uid = plan.uid_first; uid < plan.uid_first + plan.uid_count; ++uid) {
    char number[16], path[4096];
    int len = 0;
    for (uid_t u = uid; u > 0 || len == 0; u /= 10) number[len++] = char('0' + u % 10);
    for (int i = 0; i < len / 2; ++i) std::swap(number[i], number[len - 1 - i]);
    number[len] = 0;
    join(path, plan.uid_lock_dir.c_str(), "/");
    char lock[4096];
    const int lock_fd = open(join(lock, path, number), O_RDWR | O_CLOEXEC);
    if (lock_fd < 0) continue;
    if (flock(lock_fd, LOCK_EX | LOCK_NB) == 0) {
      const pid_t helper = fork();
      if (helper == 0) {
        if (syscall(SYS_setresgid, uid, uid, uid) == 0 && syscall(SYS_setresuid, uid, uid, uid) == 0) syscall(SYS_kill, -1, SIGKILL);
        _exit(0);
      }
      if (helper > 0) waitpid(helper, nullptr, 0);
    }
    close(lock_fd);
  }
}

// The guardian's life: waits for the grader's end of the pipe to close, then sweeps; never returns.
[[noreturn]] void guard(int pipe_fd, const GuardianPlan& plan) {
  setsid();
  for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGPIPE}) signal(sig, SIG_IGN);
  const int null = open("/dev/null", O_RDWR);
  for (int fd = 0; fd < 3 && null >= 0; ++fd) dup2(null, fd);
  dup2(pipe_fd, 3);
  syscall(SYS_close_range, 4U, ~0U, 0U);
  char byte;
  while (read(3, &byte, 1) != 0) {}  // EOF: the grader is gone (error EINTR: read again)
  for (int round = 0; round < 100; ++round) {
    int listed = 0;
    for (const std::string& root : plan.group_roots) listed += sweep_groups(root.c_str());
    if (listed == 0) break;
    const timespec pause = {0, 10 * 1000 * 1000};
    nanosleep(&pause, nullptr);
  }
  for (const std::string& root : plan.group_roots) rmdir(root.c_str());
  if (!plan.uid_lock_dir.empty()) sweep_uids(plan);
  _exit(0);
}

}  // namespace

pid_t start_guardian(const GuardianPlan& plan) {
  int ends[2];
  if (pipe2(ends, O_CLOEXEC) != 0) return -1;
  const pid_t pid = fork();
  if (pid == 0) {
    close(ends[1]);
    guard(ends[0], plan);
  }
  close(ends[0]);
  if (pid < 0) close(ends[1]);
  return pid;  // ends[1] stays open (close-on-exec) for the grader's life
}

}  // namespace duck
