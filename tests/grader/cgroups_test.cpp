// The runs' control groups on a fake cgroupfs: the cgroup v2 and v1 layouts, read and written as the
// kernel's files would be (this machine has v1 only, so v2 is tested here).
#include "grader/cgroups.h"
#include "grader/limits.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <boost/filesystem.hpp>
#include <chrono>
#include <thread>
#include <fstream>
#include <sstream>

namespace duck {
namespace {

namespace fs = boost::filesystem;

// Writes text to path.
void put(const fs::path& path, const std::string& text) { std::ofstream(path.string()) << text; }

// Returns the contents of path.
std::string get(const fs::path& path) {
  std::ifstream in(path.string());
  std::ostringstream all;
  all << in.rdbuf();
  return all.str();
}

// A fake cgroupfs root in a fresh directory, removed at the end.
struct FakeRoot {
  fs::path dir = fs::temp_directory_path() / fs::unique_path("duck-cgroupfs-%%%%%%%%");
  FakeRoot() { fs::create_directories(dir); }
  ~FakeRoot() { fs::remove_all(dir); }
};

TEST(Cgroups, OwnGroupIsReadFromProcSelfCgroup) {
  const std::string text = "4:memory:/a/b\n2:cpu,cpuacct:/c\n0::/user.slice\n";
  EXPECT_EQ(own_group(text, "memory"), "/a/b");
  EXPECT_EQ(own_group(text, "cpuacct"), "/c");
  EXPECT_EQ(own_group(text, ""), "/user.slice");
  EXPECT_EQ(own_group(text, "pids"), "-");
  EXPECT_EQ(own_group("1:memory:/\n", "memory"), "");
}

TEST(Cgroups, NotRootMeansNoGroups) {
  FakeRoot root;
  put(root.dir / "cgroup.controllers", "cpu memory pids");
  RunCgroups cg(root.dir.string(), "0::/\n", false);
  EXPECT_EQ(cg.layout(), CgroupLayout::NONE);
  EXPECT_FALSE(cg.acquire(MIB).valid());
  EXPECT_NE(cg.why_not(), "");
}

TEST(Cgroups, NeitherHierarchyIsSaid) {
  FakeRoot root;
  RunCgroups cg(root.dir.string(), "0::/\n", true);
  EXPECT_EQ(cg.layout(), CgroupLayout::NONE);
  EXPECT_FALSE(cg.memory());
  EXPECT_FALSE(cg.cpu());
  EXPECT_NE(cg.why_not().find("memory"), std::string::npos);
  EXPECT_NE(cg.why_not().find("cpuacct"), std::string::npos);
}

TEST(Cgroups, UnifiedHierarchyGivesMemoryCpuAndKill) {
  FakeRoot root;
  put(root.dir / "cgroup.controllers", "cpuset cpu io memory pids");
  RunCgroups cg(root.dir.string(), "0::/\n", true);
  ASSERT_EQ(cg.layout(), CgroupLayout::V2) << cg.why_not();
  const fs::path grader = root.dir / ("duck-grader-" + std::to_string(getpid()));
  EXPECT_TRUE(fs::exists(grader / "cgroup.subtree_control")) << "controllers handed to the run groups";
  EXPECT_EQ(cg.memory_root(), grader.string());
  RunGroup g = cg.acquire(64 * MIB);
  ASSERT_TRUE(g.valid());
  EXPECT_EQ(g.memory_dir, g.cpu_dir);
  ASSERT_EQ(g.procs.size(), 1u);
  EXPECT_EQ(get(fs::path(g.memory_dir) / "memory.max"), std::to_string(64 * MIB));
  put(fs::path(g.memory_dir) / "memory.swap.max", "max");
  EXPECT_TRUE(cg.acquire(MIB).valid());  // a second group, fresh
  // What the kernel would record during a run.
  put(fs::path(g.memory_dir) / "cpu.stat", "usage_usec 1500000\nuser_usec 1000000\nsystem_usec 500000\n");
  put(fs::path(g.memory_dir) / "memory.peak", "12345678\n");
  put(fs::path(g.memory_dir) / "memory.events", "low 0\nhigh 0\nmax 0\noom 0\noom_kill 0\n");
  CgroupUsage u = read_usage(g);
  EXPECT_DOUBLE_EQ(u.cpu_s, 1.5);
  EXPECT_EQ(u.peak_bytes, 12345678u);
  EXPECT_FALSE(u.limit_hit);
  put(fs::path(g.memory_dir) / "memory.events", "low 0\nhigh 0\nmax 3\noom 1\noom_kill 1\n");
  EXPECT_TRUE(read_usage(g).limit_hit);
  put(fs::path(g.memory_dir) / "cgroup.kill", "");
  kill_members(g);
  EXPECT_EQ(get(fs::path(g.memory_dir) / "cgroup.kill"), "1");
}

TEST(Cgroups, VersionOneUsesMemoryAndCpuacctAndResetsAPooledGroup) {
  FakeRoot root;
  fs::create_directories(root.dir / "memory" / "job");
  fs::create_directories(root.dir / "cpu,cpuacct");
  put(root.dir / "memory" / "memory.limit_in_bytes", "9223372036854771712");
  put(root.dir / "cpu,cpuacct" / "cpuacct.usage", "0");
  RunCgroups cg(root.dir.string(), "4:memory:/job\n2:cpu,cpuacct:/\n0::/\n", true);
  ASSERT_EQ(cg.layout(), CgroupLayout::V1) << cg.why_not();
  EXPECT_EQ(cg.memory_root(), (root.dir / "memory" / "job" / ("duck-grader-" + std::to_string(getpid()))).string());
  RunGroup g = cg.acquire(32 * MIB);
  ASSERT_TRUE(g.valid());
  EXPECT_EQ(g.procs.size(), 2u);
  EXPECT_EQ(get(fs::path(g.memory_dir) / "memory.limit_in_bytes"), std::to_string(32 * MIB));
  put(fs::path(g.cpu_dir) / "cpuacct.usage", "2500000000\n");
  put(fs::path(g.memory_dir) / "memory.max_usage_in_bytes", "1048576\n");
  put(fs::path(g.memory_dir) / "memory.failcnt", "2\n");
  put(fs::path(g.memory_dir) / "memory.oom_control", "oom_kill_disable 0\nunder_oom 0\noom_kill 4\n");
  CgroupUsage u = read_usage(g);
  EXPECT_DOUBLE_EQ(u.cpu_s, 2.5);
  EXPECT_EQ(u.peak_bytes, MIB);
  EXPECT_TRUE(u.limit_hit);
  const std::string dir = g.memory_dir;
  EXPECT_FALSE(fs::exists(fs::path(dir) / "memory.force_empty")) << "nothing charged: nothing to reclaim";
  put(fs::path(dir) / "memory.usage_in_bytes", std::to_string(64 * MIB));  // page cache an earlier run left
  cg.release(g);
  RunGroup again = cg.acquire(16 * MIB);  // the pooled group, its counters reset
  EXPECT_EQ(again.memory_dir, dir);
  EXPECT_EQ(get(fs::path(again.cpu_dir) / "cpuacct.usage"), "0");
  EXPECT_EQ(get(fs::path(again.memory_dir) / "memory.failcnt"), "0");
  EXPECT_EQ(again.oom_kills_before, 4u);
  EXPECT_FALSE(read_usage(again).limit_hit) << "an OOM kill of an earlier run does not count";
  EXPECT_EQ(get(fs::path(again.memory_dir) / "memory.limit_in_bytes"), std::to_string(16 * MIB));
  EXPECT_EQ(get(fs::path(again.memory_dir) / "memory.force_empty"), "0") << "what an earlier run left charged is reclaimed";
}

}  // namespace
}  // namespace duck

namespace duck {
namespace {

// On a machine whose unified hierarchy is mounted beside v1 (as here, at /sys/fs/cgroup/unified), the v2
// CPU count and cgroup.kill work without the memory controller: tested for real (root only).
TEST(Cgroups, RealUnifiedHierarchyCountsCpuAndKills) {
  const std::string unified = "/sys/fs/cgroup/unified";
  const std::string dir = unified + "/duck-test-" + std::to_string(getpid());
  if (geteuid() != 0 || access((unified + "/cgroup.procs").c_str(), F_OK) != 0 || mkdir(dir.c_str(), 0755) != 0)
    GTEST_SKIP() << "no writable cgroup v2 hierarchy at " << unified;
  if (access((dir + "/cgroup.kill").c_str(), F_OK) != 0 || access((dir + "/cpu.stat").c_str(), F_OK) != 0) {
    rmdir(dir.c_str());
    GTEST_SKIP() << "this kernel's cgroup v2 has no cgroup.kill or cpu.stat";
  }
  RunGroup g;
  g.memory_dir = g.cpu_dir = dir;
  g.procs = {dir + "/cgroup.procs"};
  const pid_t child = fork();
  if (child == 0) {  // joins the group, then three processes spin until killed
    std::ofstream(dir + "/cgroup.procs") << 0;
    fork(), fork();
    for (volatile unsigned long spin = 0;; spin = spin + 1) {}
  }
  const auto start = std::chrono::steady_clock::now();
  while (read_cpu(g) < 0.3 && std::chrono::steady_clock::now() - start < std::chrono::seconds(20))
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_GE(read_cpu(g), 0.3) << "cpu.stat usage_usec counts the group's processes";
  kill_members(g);
  int status = 0;
  waitpid(child, &status, 0);
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL);
  EXPECT_TRUE(remove_group(dir)) << "cgroup.kill emptied the group (its orphans are reaped by init)";
}

}  // namespace
}  // namespace duck
