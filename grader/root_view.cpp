#include "grader/root_view.h"

#include <fcntl.h>
#include <signal.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <mutex>

#include "grader/reaper.h"

namespace duck {

namespace {

const char* const TOP_DIRS[] = {"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};
const char* const ETC_ENTRIES[] = {"/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives", "/etc/passwd",
                                   "/etc/group",       "/etc/localtime", "/etc/nsswitch.conf"};
const char* const DEVICES[] = {"/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom"};

// Adds a host entry (directory, file or link) to the view at the same path under stage.
void add_host_entry(std::vector<ViewStep>& steps, const std::string& stage, const std::string& host) {
  struct stat st;
  if (lstat(host.c_str(), &st) != 0) return;
  if (S_ISLNK(st.st_mode)) {
    char target[4096];
    const ssize_t n = readlink(host.c_str(), target, sizeof target - 1);
    if (n > 0) steps.push_back({ViewStep::LINK, stage + host, std::string(target, size_t(n))});
    return;
  }
  steps.push_back({S_ISDIR(st.st_mode) ? ViewStep::DIR : ViewStep::FILE, stage + host, ""});
  steps.push_back({ViewStep::BIND, stage + host, host});
}

// Adds the directories leading to path (absolute) under stage, then path itself.
void add_dirs(std::vector<ViewStep>& steps, const std::string& stage, const std::string& path) {
  for (size_t slash = path.find('/', 1); slash != std::string::npos; slash = path.find('/', slash + 1))
    steps.push_back({ViewStep::DIR, stage + path.substr(0, slash), ""});
  steps.push_back({ViewStep::DIR, stage + path, ""});
}

// Returns the step's failure as a short phrase, or nullptr when it worked. Only system calls.
const char* apply(const ViewStep& s) {
  const unsigned long ro = MS_BIND | MS_REMOUNT | MS_RDONLY | MS_NOSUID;
  switch (s.kind) {
    case ViewStep::DIR: return mkdir(s.path.c_str(), 0755) == 0 || errno == EEXIST ? nullptr : "mkdir";
    case ViewStep::FILE: {
      const int fd = open(s.path.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
      return fd >= 0 && close(fd) == 0 ? nullptr : "create a mount point";
    }
    case ViewStep::LINK: return symlink(s.source.c_str(), s.path.c_str()) == 0 ? nullptr : "symlink";
    case ViewStep::BIND:
      if (mount(s.source.c_str(), s.path.c_str(), nullptr, MS_BIND, nullptr) != 0) return "bind";  // not what is mounted below
      // Devices stay usable (no MS_NODEV); the work directory stays writable (compiles write there).
      if (strncmp(s.source.c_str(), "/dev/", 5) == 0 || s.source.find("duck-grader") != std::string::npos) return nullptr;
      return mount(nullptr, s.path.c_str(), nullptr, ro | MS_NODEV, nullptr) == 0 ? nullptr : "remount read-only";
    case ViewStep::PROC:
      return mount("proc", s.path.c_str(), "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, "hidepid=2") == 0 ? nullptr : "mount proc";
  }
  return "unknown step";
}

// Builds the view and makes it the namespace's root; returns the failure or nullptr. Only system calls.
const char* build(const std::string& stage, const std::vector<ViewStep>& steps) {
  if (unshare(CLONE_NEWNS) != 0) return "unshare(CLONE_NEWNS)";
  if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return "make / private";
  if (mount("duck-root", stage.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,nr_inodes=256,mode=0755") != 0) return "mount the root tmpfs";
  for (const ViewStep& s : steps)
    if (const char* failed = apply(s)) return failed;
  if (mount(nullptr, stage.c_str(), nullptr, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr) != 0) return "remount the root read-only";
  if (chdir(stage.c_str()) != 0 || syscall(SYS_pivot_root, ".", ".") != 0) return "pivot_root";
  if (umount2(".", MNT_DETACH) != 0 || chdir("/") != 0) return "detach the host's tree";
  return nullptr;
}

}  // namespace

std::vector<ViewStep> view_steps(const std::string& stage, const std::string& work_root) {
  std::vector<ViewStep> steps;
  for (const char* dir : TOP_DIRS) add_host_entry(steps, stage, dir);
  for (const char* dir : {"/etc", "/dev", "/proc", "/tmp", "/var"}) steps.push_back({ViewStep::DIR, stage + dir, ""});
  for (const char* entry : ETC_ENTRIES) add_host_entry(steps, stage, entry);
  for (const char* device : DEVICES) add_host_entry(steps, stage, device);
  steps.push_back({ViewStep::LINK, stage + "/dev/fd", "/proc/self/fd"});
  steps.push_back({ViewStep::LINK, stage + "/dev/stdin", "/proc/self/fd/0"});
  steps.push_back({ViewStep::LINK, stage + "/dev/stdout", "/proc/self/fd/1"});
  steps.push_back({ViewStep::LINK, stage + "/dev/stderr", "/proc/self/fd/2"});
  steps.push_back({ViewStep::LINK, stage + "/dev/shm", "/tmp"});
  steps.push_back({ViewStep::LINK, stage + "/var/tmp", "/tmp"});
  steps.push_back({ViewStep::PROC, stage + "/proc", ""});
  add_dirs(steps, stage, work_root);
  steps.push_back({ViewStep::BIND, stage + work_root, work_root});
  return steps;
}

int make_root_view(const std::string& stage, const std::vector<ViewStep>& steps, std::string& error) {
  int ready[2];
  if (pipe2(ready, O_CLOEXEC) != 0) return error = "cannot create a pipe", -1;
  std::lock_guard<std::mutex> hold(launch_lock());
  const pid_t holder = fork();
  if (holder == 0) {
    const char* failed = build(stage, steps);
    char message[128] = {failed ? char(0) : char(1)};
    if (failed) strncpy(message + 1, failed, sizeof message - 2);
    if (write(ready[1], message, 1 + strlen(message + 1)) < 0) _exit(1);
    close(ready[1]);
    for (;;) pause();
  }
  close(ready[1]);
  char reply[128] = {};
  const ssize_t n = holder > 0 ? read(ready[0], reply, sizeof reply - 1) : -1;
  close(ready[0]);
  const int fd = n > 0 && reply[0] == 1 ? open(("/proc/" + std::to_string(holder) + "/ns/mnt").c_str(), O_RDONLY | O_CLOEXEC) : -1;
  if (holder > 0) kill(holder, SIGKILL), waitpid(holder, nullptr, 0);
  if (fd < 0) error = "cannot build the solver's file system view" + (n > 1 ? ": " + std::string(reply + 1) + " failed" : std::string());
  return fd;
}

}  // namespace duck
