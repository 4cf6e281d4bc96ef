#include "grader/cgroups.h"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <thread>

#include "grader/reaper.h"

namespace duck {

namespace {

const char GROUP_PREFIX[] = "duck-grader-";

// Returns the contents of a small file ("" when it cannot be read); raw calls, as runs read these often.
std::string read_small(const std::string& path) {
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return "";
  char buffer[4096];
  const ssize_t n = read(fd, buffer, sizeof buffer);
  close(fd);
  return n > 0 ? std::string(buffer, size_t(n)) : std::string();
}

// Returns the number a control file starts with (0 when it cannot be read).
uint64_t read_number(const std::string& path) { return std::strtoull(read_small(path).c_str(), nullptr, 10); }

// Returns the value of `key` in a flat-keyed file ("key value" lines, as memory.events or cpu.stat), or 0.
uint64_t read_key(const std::string& path, const std::string& key) {
  std::istringstream in(read_small(path));
  std::string k;
  for (unsigned long long v = 0; in >> k >> v;)
    if (k == key) return v;
  return 0;
}

// Writes text to a control file; returns false on failure.
bool write_text(const std::string& path, const std::string& text) {
  const int fd = open(path.c_str(), O_WRONLY | O_CLOEXEC | O_CREAT | O_TRUNC, 0644);  // O_CREAT, O_TRUNC: for a fake cgroupfs
  if (fd < 0) return false;
  const bool ok = write(fd, text.data(), text.size()) == ssize_t(text.size());
  close(fd);
  return ok;
}

// Returns true when path exists.
bool exists(const std::string& path) { return access(path.c_str(), F_OK) == 0; }

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
  if (dir.empty()) return;
  for (const std::string& run : subgroups(dir)) remove_group(dir + "/" + run);
  rmdir(dir.c_str());
}

// Makes the grader's group under parent, removing those of graders that died; "" when it cannot.
std::string make_grader_group(const std::string& parent) {
  for (const std::string& name : subgroups(parent))
    if (left_by_dead_process(name, GROUP_PREFIX)) remove_grader_group(parent + "/" + name);
  const std::string dir = parent + "/" + GROUP_PREFIX + std::to_string(getpid());
  return mkdir(dir.c_str(), 0755) == 0 || errno == EEXIST ? dir : std::string();
}

// Returns true when the space-separated list contains word.
bool lists(const std::string& list, const std::string& word) {
  std::istringstream in(list);
  for (std::string w; in >> w;)
    if (w == word || w == "+" + word) return true;
  return false;
}

}  // namespace

std::string own_group(const std::string& self_cgroup, const std::string& controller) {
  std::istringstream in(self_cgroup);
  for (std::string line; std::getline(in, line);) {
    // "4:memory:/process_api/86a2" (several controllers may share a line, comma-separated); "0::/a/b" is v2.
    const size_t a = line.find(':'), b = line.find(':', a + 1);
    if (a == std::string::npos || b == std::string::npos) continue;
    const std::string controllers = line.substr(a + 1, b - a - 1), path = line.substr(b + 1);
    std::stringstream split(controllers);
    bool match = controller.empty() && controllers.empty();
    for (std::string c; !match && std::getline(split, c, ',');) match = c == controller;
    if (match) return path == "/" ? "" : path;
  }
  return "-";
}

RunCgroups::RunCgroups() : RunCgroups("/sys/fs/cgroup", read_small("/proc/self/cgroup"), geteuid() == 0) {}

RunCgroups::RunCgroups(const std::string& fs_root, const std::string& self_cgroup, bool root) {
  if (!root) {
    why_not_ = "not running as root";
    return;
  }
  const std::string unified = exists(fs_root + "/cgroup.controllers") ? fs_root : fs_root + "/unified";
  if (lists(read_small(unified + "/cgroup.controllers"), "memory")) probe_v2(unified, own_group(self_cgroup, ""));
  else probe_v1(fs_root, self_cgroup);
}

// Uses the unified hierarchy: the grader's group at its top (the only place free of the rule that a
// group with processes cannot hand controllers to its children), with memory (and cpu) delegated.
void RunCgroups::probe_v2(const std::string& unified, const std::string& own) {
  (void)own;
  write_text(unified + "/cgroup.subtree_control", "+memory");
  write_text(unified + "/cgroup.subtree_control", "+cpu");
  const std::string dir = make_grader_group(unified);
  if (dir.empty() || !write_text(dir + "/cgroup.subtree_control", "+memory")) {
    why_not_ = "cannot make a cgroup v2 group with the memory controller under " + unified;
    if (!dir.empty()) rmdir(dir.c_str());
    return;
  }
  write_text(dir + "/cgroup.subtree_control", "+cpu");
  layout_ = CgroupLayout::V2;
  memory_root_ = cpu_root_ = dir;
}

// Uses the v1 memory and cpuacct controllers, under the grader's own groups there.
void RunCgroups::probe_v1(const std::string& fs_root, const std::string& self_cgroup) {
  const std::string memory = fs_root + "/memory", own_memory = own_group(self_cgroup, "memory");
  if (!exists(memory + "/memory.limit_in_bytes") || own_memory == "-") why_not_ = "no cgroup memory controller (neither v1 nor v2)";
  else if ((memory_root_ = make_grader_group(memory + own_memory)).empty()) why_not_ = "cannot make a memory cgroup under " + memory + own_memory;
  std::string cpuacct = fs_root + "/cpuacct";
  if (!exists(cpuacct + "/cpuacct.usage")) cpuacct = fs_root + "/cpu,cpuacct";
  const std::string own_cpu = own_group(self_cgroup, "cpuacct");
  const std::string no_cpu = "no cgroup v1 cpuacct controller";
  if (!exists(cpuacct + "/cpuacct.usage") || own_cpu == "-") why_not_ += (why_not_.empty() ? "" : "; ") + no_cpu;
  else if ((cpu_root_ = make_grader_group(cpuacct + own_cpu)).empty()) why_not_ += (why_not_.empty() ? "" : "; ") + no_cpu + " group";
  if (!memory_root_.empty() || !cpu_root_.empty()) layout_ = CgroupLayout::V1;
}

RunCgroups::~RunCgroups() {
  for (RunGroup& g : pool_) g.procs.clear();
  remove_grader_group(memory_root_);
  if (cpu_root_ != memory_root_) remove_grader_group(cpu_root_);
}

// Makes the run's directories (fresh names); returns false when one cannot be made.
bool RunCgroups::make_fresh(RunGroup& g) {
  std::string name;
  {
    std::lock_guard<std::mutex> hold(mutex_);
    name = "/run-" + std::to_string(next_++);
  }
  if (!memory_root_.empty()) {
    g.memory_dir = memory_root_ + name;
    if (mkdir(g.memory_dir.c_str(), 0755) != 0) return false;
    g.procs.push_back(g.memory_dir + "/cgroup.procs");
  }
  if (!cpu_root_.empty()) {
    g.cpu_dir = cpu_root_ + name;
    if (g.cpu_dir != g.memory_dir) {
      if (mkdir(g.cpu_dir.c_str(), 0755) != 0) return false;
      g.procs.push_back(g.cpu_dir + "/cgroup.procs");
    }
  }
  return true;
}

// Sets the memory limit and resets (v1) or records (v2) the counters for a new run; false on failure.
bool RunCgroups::reset(RunGroup& g, uint64_t limit_bytes) {
  const std::string limit = std::to_string(limit_bytes);
  if (layout_ == CgroupLayout::V2)
    return write_text(g.memory_dir + "/memory.max", limit) && (!exists(g.memory_dir + "/memory.swap.max") || write_text(g.memory_dir + "/memory.swap.max", "0"));
  // What earlier runs left charged (page cache of the files they read, a compiler's headers) is reclaimed
  // first when it passes 4 MiB, so that it neither inflates this run's peak much nor presses it against the
  // limit (reclaiming every time would cost 0.2 ms a run).
  if (!g.memory_dir.empty() && read_number(g.memory_dir + "/memory.usage_in_bytes") > 4 * 1024 * 1024)
    write_text(g.memory_dir + "/memory.force_empty", "0");
  if (!g.memory_dir.empty() && g.limit_bytes != limit_bytes) {
    // memory+swap cannot be set below memory, nor memory above memory+swap: the order depends on the way.
    const std::string m = g.memory_dir + "/memory.limit_in_bytes", ms = g.memory_dir + "/memory.memsw.limit_in_bytes";
    const bool has_swap = exists(ms), lower = g.limit_bytes == 0 || limit_bytes < g.limit_bytes;  // 0: unlimited
    const bool ok = lower ? write_text(m, limit) && (!has_swap || write_text(ms, limit))
                          : (!has_swap || write_text(ms, limit)) && write_text(m, limit);
    if (!ok) return false;
  }
  g.limit_bytes = limit_bytes;
  if (!g.memory_dir.empty()) {
    for (const char* f : {"/memory.max_usage_in_bytes", "/memory.failcnt", "/memory.memsw.max_usage_in_bytes", "/memory.memsw.failcnt"})
      if (exists(g.memory_dir + f)) write_text(g.memory_dir + f, "0");
    g.oom_kills_before = read_key(g.memory_dir + "/memory.oom_control", "oom_kill");
  }
  return g.cpu_dir.empty() || write_text(g.cpu_dir + "/cpuacct.usage", "0");
}

RunGroup RunCgroups::acquire(uint64_t limit_bytes) {
  RunGroup g;
  if (layout_ == CgroupLayout::NONE) return g;
  {
    std::lock_guard<std::mutex> hold(mutex_);
    if (!pool_.empty()) g = std::move(pool_.back()), pool_.pop_back();
  }
  if (g.valid() && reset(g, limit_bytes)) return g;
  for (int fresh = 0; fresh < 2; ++fresh) {  // a pooled group that cannot be reset, then a fresh one
    for (const std::string* d : {&g.memory_dir, &g.cpu_dir})
      if (!d->empty()) remove_group(*d);
    if (fresh == 1) return RunGroup();
    g = RunGroup();
    if (make_fresh(g) && reset(g, limit_bytes)) return g;
  }
  return RunGroup();
}

void RunCgroups::release(RunGroup& g) {
  if (!g.valid()) return;
  kill_members(g);
  const bool empty = (g.memory_dir.empty() || members(g.memory_dir).empty()) && (g.cpu_dir.empty() || members(g.cpu_dir).empty());
  if (layout_ == CgroupLayout::V1 && empty) {
    std::lock_guard<std::mutex> hold(mutex_);
    pool_.push_back(std::move(g));
  } else {
    if (!g.memory_dir.empty()) remove_group(g.memory_dir);
    if (!g.cpu_dir.empty() && g.cpu_dir != g.memory_dir) remove_group(g.cpu_dir);
  }
  g = RunGroup();
}

double read_cpu(const RunGroup& g) {
  if (g.cpu_dir.empty()) return -1;
  if (g.cpu_dir == g.memory_dir && exists(g.cpu_dir + "/cpu.stat")) return double(read_key(g.cpu_dir + "/cpu.stat", "usage_usec")) / 1e6;
  return double(read_number(g.cpu_dir + "/cpuacct.usage")) / 1e9;
}

CgroupUsage read_usage(const RunGroup& g) {
  CgroupUsage u;
  u.cpu_s = read_cpu(g);
  const std::string& d = g.memory_dir;
  if (d.empty()) return u;
  if (exists(d + "/memory.events")) {  // v2
    u.peak_bytes = read_number(d + "/memory.peak");
    for (const char* key : {"max", "oom", "oom_kill"}) u.limit_hit |= read_key(d + "/memory.events", key) > 0;
    return u;
  }
  // A charge refused by the memory or the memory+swap limit counts in its own failcnt.
  u.peak_bytes = read_number(d + "/memory.max_usage_in_bytes");
  for (const char* counter : {"/memory.failcnt", "/memory.memsw.failcnt"}) u.limit_hit |= read_number(d + counter) > 0;
  u.limit_hit |= read_key(d + "/memory.oom_control", "oom_kill") > g.oom_kills_before;
  return u;
}

int kill_members(const RunGroup& g) {
  if (!g.memory_dir.empty() && exists(g.memory_dir + "/cgroup.kill")) {
    write_text(g.memory_dir + "/cgroup.kill", "1");
    return 0;
  }
  int killed = 0;
  for (const std::string* d : {&g.memory_dir, &g.cpu_dir})
    if (!d->empty())
      for (pid_t pid : members(*d))
        if (kill(pid, SIGKILL) == 0) ++killed;
  return killed;
}

bool remove_group(const std::string& dir) {
  for (int attempt = 0; attempt < 200; ++attempt) {
    if (rmdir(dir.c_str()) == 0 || errno == ENOENT) return true;
    if (errno != EBUSY) return false;  // not a group (a test's fake directory), or not ours to remove
    if (exists(dir + "/cgroup.kill")) write_text(dir + "/cgroup.kill", "1");
    for (pid_t pid : members(dir)) kill(pid, SIGKILL);
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  }
  return false;
}

}  // namespace duck
