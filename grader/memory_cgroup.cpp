#include "grader/memory_cgroup.h"

#include "grader/reaper.h"

#include <dirent.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <fstream>
#include <sstream>
#include <thread>
#include <vector>

namespace duck {

namespace {

const char MEMORY_MOUNT[] = "/sys/fs/cgroup/memory";
const char GROUP_PREFIX[] = "duck-grader-";

// Returns the number a control file holds (0 when it cannot be read).
uint64_t read_counter(const std::string& path) {
  std::ifstream in(path);
  unsigned long long value = 0;
  in >> value;
  return value;
}

// Writes text to a control file; returns false on failure.
bool write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path);
  out << text;
  out.flush();
  return bool(out);
}

// Returns the path of this process's memory cgroup in the v1 hierarchy ("/a/b"), or "" without one.
std::string own_memory_group() {
  std::ifstream in("/proc/self/cgroup");
  for (std::string line; std::getline(in, line);) {
    // "4:memory:/process_api/86a2..." (the controllers field may list several, comma-separated)
    const size_t a = line.find(':'), b = line.find(':', a + 1);
    if (a == std::string::npos || b == std::string::npos) continue;
    std::stringstream controllers(line.substr(a + 1, b - a - 1));
    for (std::string c; std::getline(controllers, c, ',');)
      if (c == "memory") return line.substr(b + 1) == "/" ? "" : line.substr(b + 1);
  }
  return "";
}

// Returns the process ids listed in the group's cgroup.procs.
std::vector<pid_t> members(const std::string& dir) {
  std::vector<pid_t> pids;
  std::ifstream in(dir + "/cgroup.procs");
  for (long pid; in >> pid;) pids.push_back(pid_t(pid));
  return pids;
}

// Returns the names of the subdirectories of dir.
std::vector<std::string> subgroups(const std::string& dir) {
  std::vector<std::string> names;
  if (DIR* d = opendir(dir.c_str())) {
    while (const dirent* e = readdir(d))
      if (e->d_type == DT_DIR && e->d_name[0] != '.') names.push_back(e->d_name);
    closedir(d);
  }
  return names;
}

// Removes the grader group at dir with all its run groups.
void remove_grader_group(const std::string& dir) {
  for (const std::string& run : subgroups(dir)) remove_run_group(dir + "/" + run);
  rmdir(dir.c_str());
}

}  // namespace

MemoryCgroups::MemoryCgroups() {
  if (geteuid() != 0) {
    why_not_ = "not running as root";
    return;
  }
  if (access((std::string(MEMORY_MOUNT) + "/memory.limit_in_bytes").c_str(), F_OK) != 0) {
    why_not_ = "no cgroup v1 memory controller at /sys/fs/cgroup/memory";
    return;
  }
  const std::string parent = MEMORY_MOUNT + own_memory_group();
  // Groups of graders that died without cleaning up.
  for (const std::string& name : subgroups(parent))
    if (left_by_dead_process(name, GROUP_PREFIX)) remove_grader_group(parent + "/" + name);
  const std::string dir = parent + "/" + GROUP_PREFIX + std::to_string(getpid());
  if (mkdir(dir.c_str(), 0755) != 0 && errno != EEXIST) {
    why_not_ = "cannot make a memory cgroup under " + parent;
    return;
  }
  root_ = dir;
}

MemoryCgroups::~MemoryCgroups() {
  if (!root_.empty()) remove_grader_group(root_);
}

std::string MemoryCgroups::make_run_group(uint64_t limit_bytes) {
  if (root_.empty()) return "";
  const std::string dir = root_ + "/run-" + std::to_string(next_++);
  if (mkdir(dir.c_str(), 0755) != 0) return "";
  const std::string limit = std::to_string(limit_bytes);
  // memory+swap cannot be set below memory, and memory cannot be set above memory+swap: memory first.
  const bool ok = write_file(dir + "/memory.limit_in_bytes", limit) &&
                  (access((dir + "/memory.memsw.limit_in_bytes").c_str(), F_OK) != 0 ||
                   write_file(dir + "/memory.memsw.limit_in_bytes", limit));
  if (!ok) {
    rmdir(dir.c_str());
    return "";
  }
  return dir;
}

CgroupUsage read_run_group(const std::string& dir) {
  CgroupUsage u;
  u.peak_bytes = read_counter(dir + "/memory.max_usage_in_bytes");
  // A charge refused by the memory limit or by the memory+swap limit (whichever is hit first) counts in
  // its own failcnt; an OOM kill inside the group shows in memory.oom_control.
  for (const char* counter : {"/memory.failcnt", "/memory.memsw.failcnt"})
    u.limit_hit |= read_counter(dir + counter) > 0;
  std::ifstream oom(dir + "/memory.oom_control");
  for (std::string key; oom >> key;) {
    unsigned long long value = 0;
    oom >> value;
    if (key == "oom_kill") u.limit_hit |= value > 0;
  }
  return u;
}

int kill_run_group(const std::string& dir) {
  int killed = 0;
  for (pid_t pid : members(dir))
    if (kill(pid, SIGKILL) == 0) ++killed;
  return killed;
}

bool remove_run_group(const std::string& dir) {
  for (int attempt = 0; attempt < 200; ++attempt) {
    if (rmdir(dir.c_str()) == 0 || errno == ENOENT) return true;
    kill_run_group(dir);
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return false;
}

}  // namespace duck
