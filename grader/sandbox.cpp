#include "grader/sandbox.h"

#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/filesystem.hpp>
#include <cerrno>
#include <cstring>
#include <atomic>
#include <mutex>
#include <set>
#include <sstream>

#include "grader/guardian.h"
#include "grader/reaper.h"
#include "grader/root_view.h"

namespace duck {

namespace {

constexpr uid_t UID_BASE = 62000;
constexpr uid_t UID_COUNT = 1000;
const char ROOT_DIR[] = "/run/duck-grader";
const char UID_LOCK_DIR[] = "/run/duck-grader/uids";
const int NAMESPACE_FLAGS = CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS;

std::mutex& lease_mutex() {
  static std::mutex m;
  return m;
}

// Returns the uids in [UID_BASE, UID_BASE + UID_COUNT) that no user or group of this machine has.
std::vector<uid_t> unlisted_uids() {
  std::set<uid_t> taken;
  setpwent();
  while (const passwd* p = getpwent()) taken.insert(p->pw_uid);
  endpwent();
  setgrent();
  while (const group* g = getgrent()) taken.insert(g->gr_gid);
  endgrent();
  std::vector<uid_t> free;
  for (uid_t u = UID_BASE; u < UID_BASE + UID_COUNT; ++u)
    if (!taken.count(u)) free.push_back(u);
  return free;
}

// Removes the work directories (ROOT_DIR/grade-PID-XXXXXX) of graders that died without cleaning up
// (a fatal signal exits at once): those whose PID is not a running process.
void remove_stale_work_roots() {
  boost::system::error_code ec;
  for (const auto& entry : boost::filesystem::directory_iterator(ROOT_DIR, ec)) {
    if (left_by_dead_process(entry.path().filename().string(), "grade-")) boost::filesystem::remove_all(entry.path(), ec);
  }
}

// Returns a new directory made from a mkdtemp template, or "" on failure.
std::string make_temp_dir(const std::string& stem) {
  std::string path = stem + "-XXXXXX";
  return mkdtemp(path.data()) ? path : std::string();
}

// The sandbox uids leased right now (0 = free slot), for the fatal-signal hook.
std::atomic<uid_t> leased_uids[256];

// Kills every process whose real or saved uid is uid, from a helper process running as that uid.
// The helper is a vfork() child that only makes raw system calls (glibc's set*id wrappers would signal
// the parent's threads, whose memory it shares), so it costs no copy of the grader's page tables.
void kill_processes_of(uid_t uid) {
  std::lock_guard<std::mutex> hold(launch_lock());
  const pid_t helper = vfork();
  if (helper == 0) {
    if (syscall(SYS_setgroups, 0, nullptr) != 0 || syscall(SYS_setresgid, uid, uid, uid) != 0 ||
        syscall(SYS_setresuid, uid, uid, uid) != 0)
      _exit(1);
    // One pass of kill(-1) reaches every process of this uid, including those forked during the pass
    // (they join the end of the task list); a second pass is for safety. Its return value cannot tell
    // whether any was found (processes it may not signal count too), so there is no loop on it.
    syscall(SYS_kill, -1, SIGKILL);
    syscall(SYS_sched_yield);
    syscall(SYS_kill, -1, SIGKILL);
    _exit(0);
  }
  if (helper > 0) waitpid(helper, nullptr, 0);
}

}  // namespace

namespace {

// Kills the processes of every leased uid; runs in the fatal-signal handler, so only vfork and raw calls.
void kill_leased_users() {
  for (auto& slot : leased_uids) {
    const uid_t uid = slot.load();
    if (uid == 0) continue;
    if (vfork() == 0) {
      if (syscall(SYS_setresgid, uid, uid, uid) == 0 && syscall(SYS_setresuid, uid, uid, uid) == 0) syscall(SYS_kill, -1, SIGKILL);
      _exit(0);
    }
  }
}

}  // namespace

UidLease::UidLease(uid_t uid, int lock_fd) : uid_(uid), lock_fd_(lock_fd) {
  for (auto& slot : leased_uids) {
    uid_t free = 0;
    if (slot.compare_exchange_strong(free, uid)) break;
  }
}

UidLease::~UidLease() {
  if (!killed_) kill_all();
  for (auto& slot : leased_uids) {
    uid_t mine = uid_;
    if (slot.compare_exchange_strong(mine, 0)) break;
  }
  close(lock_fd_);
}

void UidLease::kill_all() {
  kill_processes_of(uid_);
  killed_ = true;
}

Sandbox& Sandbox::get() {
  static Sandbox sandbox;
  return sandbox;
}

Sandbox::Sandbox() : cgroups_(new RunCgroups()) {
  init_reaper();
  root_ = geteuid() == 0;
  if (root_) set_fatal_signal_hook(kill_leased_users);
  if (root_) {
    mkdir(ROOT_DIR, 0711);
    mkdir(UID_LOCK_DIR, 0700);
    remove_stale_work_roots();
    work_root_ = make_temp_dir(std::string(ROOT_DIR) + "/grade-" + std::to_string(getpid()));
  }
  if (work_root_.empty()) {
    const char* tmp = getenv("TMPDIR");
    work_root_ = make_temp_dir(std::string(tmp && *tmp ? tmp : "/tmp") + "/duck-grader");
  }
  chmod(work_root_.c_str(), 0711);
  if (!root_) {
    probe_error_ = "not running as root: solvers run as the invoking user";
    return;
  }
  free_uids_ = unlisted_uids();
  swept_.assign(free_uids_.size(), false);
  if (free_uids_.empty()) {
    probe_error_ = "no free uid in 62000..62999";
    return;
  }
  private_user_ = true;
  GuardianPlan guardian{{cgroups_->memory_root(), cgroups_->cpu_root()}, UID_LOCK_DIR, UID_BASE, UID_COUNT};
  guardian_ = start_guardian(guardian);
  if (guardian_ > 0) keep_child(guardian_);
  namespaces_ = probe_namespaces(free_uids_.front()) && (netns_fd_ = make_network_namespace()) >= 0;
  if (namespaces_) netns_[free_uids_.front()] = netns_fd_;
  if (namespaces_) {
    const std::string stage = make_dir("view");
    view_fd_ = stage.empty() ? -1 : make_root_view(stage, view_steps(stage, work_root_), view_error_);
  }
}

int Sandbox::netns_for(uid_t uid) {
  if (!namespaces_) return -1;
  std::lock_guard<std::mutex> hold(lease_mutex());
  const auto found = netns_.find(uid);
  if (found != netns_.end()) return found->second;
  const int fd = make_network_namespace();
  if (fd >= 0) netns_[uid] = fd;
  return fd;
}

int Sandbox::make_network_namespace() {
  int ready[2];
  if (pipe2(ready, O_CLOEXEC) != 0) return -1;
  std::lock_guard<std::mutex> hold(launch_lock());
  const pid_t holder = fork();
  if (holder == 0) {
    const char ok = unshare(CLONE_NEWNET) == 0 ? 1 : 0;
    if (write(ready[1], &ok, 1) != 1) _exit(1);
    for (;;) pause();
  }
  close(ready[1]);
  char ok = 0;
  const bool made = holder > 0 && read(ready[0], &ok, 1) == 1 && ok == 1;
  close(ready[0]);
  const int fd = made ? open(("/proc/" + std::to_string(holder) + "/ns/net").c_str(), O_RDONLY | O_CLOEXEC) : -1;
  if (holder > 0) kill(holder, SIGKILL), waitpid(holder, nullptr, 0);
  if (fd < 0) probe_error_ = "cannot make a network namespace";
  return fd;
}

Sandbox::~Sandbox() {
  for (const auto& ns : netns_) close(ns.second);
  if (view_fd_ >= 0) close(view_fd_);
  boost::system::error_code ignored;
  if (!work_root_.empty()) boost::filesystem::remove_all(work_root_, ignored);
}

bool Sandbox::probe_namespaces(uid_t uid) {
  const std::string target = make_dir("probe");
  std::lock_guard<std::mutex> hold(launch_lock());
  const pid_t child = fork();
  if (child == 0) {
    if (unshare(NAMESPACE_FLAGS) != 0) _exit(10);
    if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) _exit(11);
    if (mount("duck", target.c_str(), "tmpfs", MS_NOSUID | MS_NODEV, "size=64k,mode=0700") != 0) _exit(12);
    if (setgroups(0, nullptr) != 0 || setresgid(uid, uid, uid) != 0 || setresuid(uid, uid, uid) != 0) _exit(13);
    _exit(0);
  }
  int status = 0;
  if (child < 0 || waitpid(child, &status, 0) != child) {
    probe_error_ = "cannot fork the namespace probe";
    return false;
  }
  rmdir(target.c_str());
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return true;
  const int step = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
  probe_error_ = step == 10   ? "unshare(CLONE_NEWNS|CLONE_NEWNET|CLONE_NEWIPC|CLONE_NEWUTS) is refused here"
                 : step == 11 ? "cannot make / a private mount"
                 : step == 12 ? "cannot mount a tmpfs"
                 : step == 13 ? "cannot switch to a sandbox user"
                              : "the namespace probe failed";
  return false;
}

std::string Sandbox::make_dir(const std::string& stem, uid_t owner) const {
  const std::string dir = make_temp_dir(work_root_ + "/" + stem);
  if (!dir.empty() && owner != uid_t(-1) && chown(dir.c_str(), owner, owner) != 0) return std::string();
  return dir;
}

std::unique_ptr<UidLease> Sandbox::lease_uid() {
  if (!private_user_) return nullptr;
  std::lock_guard<std::mutex> hold(lease_mutex());
  // The lowest free uid: a few uids serve all runs, so each is swept for leftovers of a dead grader
  // only on its first use by this grader.
  for (size_t i = 0; i < free_uids_.size(); ++i) {
    const uid_t uid = free_uids_[i];
    const std::string lock_path = std::string(UID_LOCK_DIR) + "/" + std::to_string(uid);
    const int fd = open(lock_path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (fd < 0) continue;
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
      close(fd);
      continue;
    }
    auto lease = std::make_unique<UidLease>(uid, fd);
    if (!swept_[i]) kill_processes_of(uid);  // leftovers of a grader that died without cleaning up
    swept_[i] = true;
    return lease;
  }
  return nullptr;
}

}  // namespace duck
