// The runner: input and output, limits, verdict-relevant endings, and what the sandbox promises.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <sys/stat.h>

#include <cerrno>
#include <cstdlib>
#include <csignal>
#include <cstdio>
#include <sstream>

#include "grader/runner.h"
#include "grader/sandbox.h"

namespace duck {
namespace {

// Runs the fixture in mode (with arg) on input under limits.
RunResult fixture(const std::string& mode, const std::string& input = "", Limits limits = Limits(), const std::string& arg = "") {
  RunSpec spec;
  spec.argv = {GRADER_FIXTURE, mode};
  if (!arg.empty()) spec.argv.push_back(arg);
  spec.input = input;
  spec.limits = limits;
  return run_process(spec);
}

TEST(Runner, InputGoesInAndOutputComesOut) {
  const RunResult r = fixture("cat", "2\n0 0 1 0\n9 0 8 0\n");
  EXPECT_EQ(r.ending, Ending::EXITED);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "2\n0 0 1 0\n9 0 8 0\n");
  EXPECT_GT(r.memory_kib, 0u);
  const std::string big(3 << 20, 'x');  // more than a pipe holds
  EXPECT_EQ(fixture("cat", big).out, big);
}

TEST(Runner, AProgramThatReadsNothingStillEnds) {
  const RunResult r = fixture("ignore_input", std::string(1 << 20, '1'));
  EXPECT_EQ(r.ending, Ending::EXITED);
  EXPECT_EQ(r.exit_code, 0);
}

TEST(Runner, ExitCodesAndSignals) {
  const RunResult e = fixture("exit", "", Limits(), "7");
  EXPECT_EQ(e.ending, Ending::EXITED);
  EXPECT_EQ(e.exit_code, 7);
  EXPECT_EQ(describe_ending(e), "exit code 7");
  const RunResult s = fixture("segv");
  EXPECT_EQ(s.ending, Ending::SIGNALED);
  EXPECT_EQ(s.signal, SIGSEGV);
  EXPECT_EQ(describe_ending(s), "signal 11 (SIGSEGV)");
}

TEST(Runner, CpuLimitStopsASpinner) {
  Limits l;
  l.cpu_s = 0.3;
  l.wall_s = 10;
  const RunResult r = fixture("spin", "", l);
  EXPECT_EQ(r.ending, Ending::CPU_LIMIT);
  EXPECT_GE(r.cpu_s, 0.25);
  EXPECT_LT(r.wall_s, 5);
}

TEST(Runner, WallLimitStopsASleeper) {
  Limits l;
  l.wall_s = 0.3;
  const RunResult r = fixture("sleep", "", l);
  EXPECT_EQ(r.ending, Ending::WALL_LIMIT);
  EXPECT_GE(r.wall_s, 0.3);
  EXPECT_LT(r.wall_s, 2);
  EXPECT_LT(r.cpu_s, 0.2);
}

TEST(Runner, OutputLimitStopsAFlood) {
  Limits l;
  l.output_bytes = 1 << 20;
  const RunResult r = fixture("flood", "", l);
  EXPECT_EQ(r.ending, Ending::OUTPUT_LIMIT);
  EXPECT_EQ(r.out.size(), size_t(1) << 20);
}

TEST(Runner, StandardErrorIsCappedButDrained) {
  Limits l;
  l.stderr_keep = 4096;
  const RunResult r = fixture("stderr", "", l, "300");
  EXPECT_EQ(r.ending, Ending::EXITED);
  EXPECT_EQ(r.out, "done\n");
  EXPECT_EQ(r.err.size(), 4096u);
  EXPECT_EQ(r.err_bytes, 300u * 1024);
}

TEST(Runner, MemoryLimitRefusesLargeAllocations) {
  Limits l;
  l.memory_bytes = 64 * MIB;
  const RunResult small = fixture("memory", "", l, "8");
  EXPECT_EQ(small.out, "ok\n");
  EXPECT_GE(small.memory_kib, 8u * 1024);
  const RunResult big = fixture("memory", "", l, "128");
  EXPECT_NE(big.out, "ok\n");
  EXPECT_TRUE(big.ending == Ending::SIGNALED || big.exit_code != 0);
}

// RLIMIT_AS caps each process alone; the run's memory cgroup caps the whole tree.
TEST(Runner, MemoryLimitCoversTheWholeProcessTree) {
  if (!Sandbox::get().cgroups().memory())
    GTEST_SKIP() << "no memory cgroup: " << Sandbox::get().cgroups().why_not();
  Limits l;
  l.memory_bytes = 96 * MIB;
  const RunResult within = fixture("tree", "", l, "16");  // 4 x 16 MiB
  EXPECT_EQ(within.out, "ok\n");
  EXPECT_FALSE(within.memory_limit_hit);
  EXPECT_GE(within.memory_kib, 4u * 16 * 1024) << "the peak counts the whole tree";
  const RunResult over = fixture("tree", "", l, "40");  // each under the limit, 160 MiB together
  EXPECT_NE(over.out, "ok\n");
  EXPECT_TRUE(over.memory_limit_hit);
  EXPECT_LE(over.memory_kib, 96u * 1024 + 1024);
}

TEST(Runner, EnvironmentIsClean) {
  const RunResult r = fixture("env");
  std::string names;
  for (size_t start = 0; start < r.out.size();) {
    const size_t end = r.out.find('\n', start);
    names += r.out.substr(start, r.out.find('=', start) - start) + " ";
    start = end + 1;
  }
  EXPECT_EQ(names, "PATH HOME TMPDIR LANG ");
}

TEST(Runner, NoDescriptorIsInherited) {
  const int leaked = open("/dev/null", O_RDONLY);  // deliberately without O_CLOEXEC
  ASSERT_GE(leaked, 3);
  const RunResult r = fixture("fds");
  close(leaked);
  EXPECT_EQ(r.out, "");
}

TEST(Runner, NothingOutlivesTheRun) {
  const RunResult r = fixture("orphan");
  ASSERT_EQ(r.ending, Ending::EXITED);
  const pid_t orphan = pid_t(std::stol(r.out));
  ASSERT_GT(orphan, 1);
  EXPECT_EQ(kill(orphan, 0), -1);
  EXPECT_EQ(errno, ESRCH);
}

TEST(Runner, RunsAsASandboxUserWhenRoot) {
  if (!Sandbox::get().private_user()) GTEST_SKIP() << "not root: " << Sandbox::get().probe_error();
  const long uid = std::stol(fixture("id").out);
  EXPECT_GE(uid, 62000);
  EXPECT_LT(uid, 63000);
}

// A program that lives under /tmp starts although the solver gets a private /tmp of its own
// (a fresh clone in /tmp once failed every runner test this way).
TEST(Runner, AProgramUnderTmpStarts) {
  char dir[] = "/tmp/duck-runner-test-XXXXXX";
  ASSERT_NE(mkdtemp(dir), nullptr);
  chmod(dir, 0755);
  const std::string copy = std::string(dir) + "/fixture";
  ASSERT_EQ(std::system(("cp " + std::string(GRADER_FIXTURE) + " " + copy).c_str()), 0);
  RunSpec spec;
  spec.argv = {copy, "cat"};
  spec.input = "1\n0 0 1 0\n";
  const RunResult r = run_process(spec);
  unlink(copy.c_str());
  rmdir(dir);
  EXPECT_EQ(r.ending, Ending::EXITED) << describe_ending(r);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "1\n0 0 1 0\n");
}

// The kernel's CPU limit is a backstop above the limit (TLE is decided from the measured CPU); where the
// memory group caps the tree there is no RLIMIT_AS and no RLIMIT_STACK (the group counts the stack; threads
// get default-sized stacks), never a stack limit equal to the memory limit.
TEST(Runner, KernelLimitsAreBackstops) {
  Limits l;
  l.cpu_s = 1.0;
  l.memory_bytes = 256 * MIB;
  const RunResult r = fixture("limits", "", l);
  long long cpu = 0, as = 0, stack = 0;
  ASSERT_EQ(std::sscanf(r.out.c_str(), "%lld %lld %lld", &cpu, &as, &stack), 3) << r.out << r.error;
  EXPECT_EQ(cpu, 3);
  EXPECT_GT(double(cpu), l.cpu_s);
  if (Sandbox::get().cgroups().memory()) {
    EXPECT_EQ(as, -1);
    EXPECT_EQ(stack, -1);
  } else {
    EXPECT_EQ(as, (long long)l.memory_bytes);
    EXPECT_EQ(stack, (long long)l.memory_bytes / 8);
  }
}

// The solver's view of the file system is minimal: what programs need, its /tmp, nothing else of the host.
TEST(Runner, TheSolverSeesAMinimalFileSystem) {
  if (Sandbox::get().view_fd() < 0) GTEST_SKIP() << "no file system view here: " << Sandbox::get().view_error();
  const std::string allowed = " bin dev etc lib lib32 lib64 libx32 proc run sbin tmp usr var ";
  const RunResult root = fixture("ls", "", Limits(), "/");
  ASSERT_EQ(root.ending, Ending::EXITED) << root.error;
  std::istringstream names(root.out);
  for (std::string name; std::getline(names, name);) EXPECT_NE(allowed.find(" " + name + " "), std::string::npos) << "/" << name;
  EXPECT_EQ(fixture("ls", "", Limits(), "/run").out, "duck-grader\n") << "only the grader's work directory, no /run/lock";
  EXPECT_EQ(fixture("ls", "", Limits(), "/var").out, "tmp\n");
  EXPECT_EQ(fixture("ls", "", Limits(), "/home").out, "none\n");
  EXPECT_EQ(fixture("ls", "", Limits(), "/tmp").out, "") << "a fresh /tmp";
  const std::string dev = fixture("ls", "", Limits(), "/dev").out;
  EXPECT_EQ(dev, "fd\nfull\nnull\nrandom\nshm\nstderr\nstdin\nstdout\nurandom\nzero\n");
}

TEST(Runner, AMissingProgramDoesNotStart) {
  RunSpec spec;
  spec.argv = {"/nonexistent/solver"};
  const RunResult r = run_process(spec);
  EXPECT_EQ(r.ending, Ending::NOT_STARTED);
  EXPECT_FALSE(r.error.empty());
}

}  // namespace
}  // namespace duck
