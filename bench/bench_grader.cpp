// grader_bench: the figures of the grader, each timed as whole processes over several rounds that
// alternate the things compared (the machine is shared and noisy), quoting medians.
//   grader_bench overhead DUCK SOLVER [TESTS=200] [ROUNDS=7]
//       per-test cost of `duck grade SOLVER --jobs 1` over running SOLVER bare (posix_spawn, stdin from
//       the file, stdout drained) on TESTS copies of the sample; duck's fixed start-up is removed by also
//       timing a 1-test grade.
//   grader_bench jobs DUCK SOLVER TESTS_DIR [ROUNDS=5]
//       time of `duck grade --jobs 1` against `--jobs 2` on the same tests; the speed-up.
//   grader_bench shrink SEEDS SOLVER...
//       for each solver and seed 1..SEEDS: a stress session (legal walk, 100 commands, up to 2000 inputs)
//       against the reference; the shrunk size and the time the shrinking took.
//   grader_bench rate SOLVER SECONDS
//       stress comparisons per second on 100-command inputs against the in-process reference.
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <boost/filesystem.hpp>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "grader/checker.h"
#include "grader/runner.h"
#include "grader/stress.h"
#include "generators/generate.h"

extern char** environ;

namespace {

namespace fs = boost::filesystem;
using Clock = std::chrono::steady_clock;

// Returns the seconds since t.
double since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// Returns the median of xs.
double median(std::vector<double> xs) {
  std::sort(xs.begin(), xs.end());
  return xs.empty() ? 0 : xs.size() % 2 ? xs[xs.size() / 2] : (xs[xs.size() / 2 - 1] + xs[xs.size() / 2]) / 2;
}

// Runs argv with stdin from `input` (or /dev/null) and stdout drained into out; returns the exit status.
int spawn(const std::vector<std::string>& argv, const std::string& input, std::string* out = nullptr) {
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  int pipe_fds[2];
  if (pipe2(pipe_fds, O_CLOEXEC) != 0) return -1;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, input.empty() ? "/dev/null" : input.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, pipe_fds[1], 1);
  pid_t pid = -1;
  const int spawned = posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  close(pipe_fds[1]);
  char buffer[1 << 16];
  for (ssize_t n; (n = read(pipe_fds[0], buffer, sizeof buffer)) > 0;)
    if (out) out->append(buffer, size_t(n));
  close(pipe_fds[0]);
  int status = -1;
  if (spawned == 0) waitpid(pid, &status, 0);
  return status;
}

// Returns the CPU seconds used so far by this process and its reaped children.
double cpu_seconds() {
  rusage self = {}, children = {};
  getrusage(RUSAGE_SELF, &self);
  getrusage(RUSAGE_CHILDREN, &children);
  return duck::seconds(self.ru_utime) + duck::seconds(self.ru_stime) + duck::seconds(children.ru_utime) +
         duck::seconds(children.ru_stime);
}

// Returns the CPU seconds of the reaped children alone (the solvers, from vfork to exit: the sandbox's set-up
// in the child, exec, the solver's work, its exit).
double children_cpu_seconds() {
  rusage children = {};
  getrusage(RUSAGE_CHILDREN, &children);
  return duck::seconds(children.ru_utime) + duck::seconds(children.ru_stime);
}

// Returns the seconds one spawn of argv took; adds the CPU seconds it used (with its children) to *cpu.
double timed(const std::vector<std::string>& argv, double* cpu = nullptr) {
  const double cpu_before = cpu_seconds();
  const Clock::time_point start = Clock::now();
  spawn(argv, "");
  const double wall = since(start);
  if (cpu) *cpu = cpu_seconds() - cpu_before;
  return wall;
}

// Writes copies of the sample input (and the solver's bare output as the answer) as 1..n into dir.
void make_tests(const std::string& dir, int n, const std::string& solver, const std::string& input_text) {
  fs::create_directories(dir);
  std::ofstream(dir + "/1.in", std::ios::binary) << input_text;
  std::string answer;
  spawn({solver}, dir + "/1.in", &answer);
  for (int i = 1; i <= n; ++i) {
    std::ofstream(dir + "/" + std::to_string(i) + ".in", std::ios::binary) << input_text;
    std::ofstream(dir + "/" + std::to_string(i) + ".ans", std::ios::binary) << answer;
  }
}

// `overhead`: see the file comment.
int overhead(const std::string& duck, const std::string& solver, int tests, int rounds) {
  const std::string root = (fs::temp_directory_path() / fs::unique_path("duck-bench-%%%%%%")).string();
  const std::string input = "18\n0 0 7 0\n9 0 8 0\n0 1 1 3\n0 2 2 0\n0 3 1 2\n0 4 0 3\n9 4 8 4\n3 2 2 2\n7 0 4 2\n7 0 5 3\n"
                            "9 2 7 4\n2 0 4 3\n9 1 8 3\n8 4 7 4\n2 2 3 2\n4 3 8 4\n7 4 6 4\n8 4 9 4\n";
  make_tests(root + "/many", tests, solver, input);
  make_tests(root + "/one", 1, solver, input);
  std::vector<double> bare, graded, per_test, cpu_per_test;
  for (int r = 0; r < rounds; ++r) {
    const double cpu_before = cpu_seconds();
    Clock::time_point start = Clock::now();
    for (int i = 1; i <= tests; ++i) spawn({solver}, root + "/many/" + std::to_string(i) + ".in");
    const double b = since(start) / tests, b_cpu = (cpu_seconds() - cpu_before) / tests;
    double one_cpu = 0, many_cpu = 0;
    const double one = timed({duck, "grade", solver, "--tests", root + "/one", "--jobs", "1", "-q"}, &one_cpu);
    const double many = timed({duck, "grade", solver, "--tests", root + "/many", "--jobs", "1", "-q"}, &many_cpu);
    const double g = (many - one) / (tests - 1), g_cpu = (many_cpu - one_cpu) / (tests - 1);
    bare.push_back(b * 1e3), graded.push_back(g * 1e3), per_test.push_back((g - b) * 1e3), cpu_per_test.push_back((g_cpu - b_cpu) * 1e3);
    std::printf("round %d: bare %.3f ms/test, graded %.3f ms/test, overhead %.3f ms/test wall, %.3f ms/test CPU (duck start-up %.1f ms)\n",
                r + 1, b * 1e3, g * 1e3, (g - b) * 1e3, (g_cpu - b_cpu) * 1e3, one * 1e3);
  }
  std::printf("median over %d rounds of %d tests: bare %.3f ms, graded %.3f ms, overhead %.3f ms per test (target <= 3 ms); "
              "CPU overhead %.3f ms per test\n",
              rounds, tests, median(bare), median(graded), median(per_test), median(cpu_per_test));
  fs::remove_all(root);
  return 0;
}

// `jobs`: see the file comment.
int jobs(const std::string& duck, const std::string& solver, const std::string& tests, int rounds) {
  std::vector<double> one, two, ratio;
  for (int r = 0; r < rounds; ++r) {
    const double t1 = timed({duck, "grade", solver, "--tests", tests, "--jobs", "1", "-q"});
    const double t2 = timed({duck, "grade", solver, "--tests", tests, "--jobs", "2", "-q"});
    one.push_back(t1), two.push_back(t2), ratio.push_back(t1 / t2);
    std::printf("round %d: --jobs 1 %.3f s, --jobs 2 %.3f s, speed-up %.2fx\n", r + 1, t1, t2, t1 / t2);
  }
  std::printf("median over %d rounds: --jobs 1 %.3f s, --jobs 2 %.3f s, speed-up %.2fx (median of ratios %.2fx; target >= 1.7x on 2 idle cores)\n",
              rounds, median(one), median(two), median(one) / median(two), median(ratio));
  return 0;
}

// `shrink`: see the file comment.
int shrink(int seeds, const std::vector<std::string>& solvers) {
  std::vector<double> sizes, times;
  for (const std::string& solver : solvers) {
    for (int seed = 1; seed <= seeds; ++seed) {
      duck::StressOptions o;
      o.generator = duck::input_generator("walk");
      o.solver = solver;
      o.seed = uint64_t(seed);
      o.count = 2000;
      o.jobs = 1;
      o.out_dir = (fs::temp_directory_path() / fs::unique_path("duck-shrink-%%%%%%")).string();
      std::ostringstream log;
      duck::StressSummary s;
      const int status = duck::run_stress(o, log, &s);
      fs::remove_all(o.out_dir);
      if (status != 1) {
        std::printf("%s seed %d: no difference in %lld inputs\n", fs::path(solver).filename().c_str(), seed, s.tried);
        continue;
      }
      sizes.push_back(double(s.shrunk_commands)), times.push_back(s.shrink_seconds);
      std::printf("%s seed %d: found on input %lld, shrunk %zu -> %zu commands in %.3f s (%zu runs)\n", fs::path(solver).filename().c_str(),
                  seed, s.tried, s.original_commands, s.shrunk_commands, s.shrink_seconds, s.shrink_probes);
    }
  }
  if (sizes.empty()) return 1;
  std::printf("over %zu shrinks: commands median %.0f max %.0f (target <= 20); seconds median %.3f max %.3f (target < 10)\n", sizes.size(),
              median(sizes), *std::max_element(sizes.begin(), sizes.end()), median(times), *std::max_element(times.begin(), times.end()));
  return 0;
}

// Prints the CPU one bare run of solver costs on a 100-command input (posix_spawn, no sandbox): the floor of
// a comparison's cost on this machine, whatever the grader does.
void bare_floor(const std::string& solver) {
  const std::string input = (fs::temp_directory_path() / fs::unique_path("duck-bench-%%%%%%.in")).string();
  std::ofstream(input, std::ios::binary) << duck::generate_input("legal", 1, 100);
  const int runs = 300;
  const double cpu_before = cpu_seconds();
  const Clock::time_point start = Clock::now();
  for (int i = 0; i < runs; ++i) spawn({solver}, input);
  const double cpu_each = (cpu_seconds() - cpu_before) / runs, wall_each = since(start) / runs;
  fs::remove(input);
  std::printf("bare runs of the solver on a 100-command input: %.3f ms of CPU each (%.3f ms wall), so at most %.0f/s on %d idle cores "
              "with no grader at all\n",
              cpu_each * 1e3, wall_each * 1e3, int(std::max(1u, std::thread::hardware_concurrency())) / cpu_each,
              int(std::max(1u, std::thread::hardware_concurrency())));
}

// `rate`: see the file comment. Also quotes the CPU time per comparison, which a loaded machine does not
// change, and the rate it allows on idle cores.
int rate(const std::string& solver, double seconds) {
  const int cores = int(std::max(1u, std::thread::hardware_concurrency()));
  bare_floor(solver);
  for (int jobs : {1, cores}) {
    duck::StressOptions o;
    o.generator = duck::input_generator("walk");
    o.solver = solver;
    o.seconds = seconds;
    o.jobs = jobs;
    std::ostringstream log;
    duck::StressSummary s;
    const double cpu_before = cpu_seconds(), children_before = children_cpu_seconds();
    duck::run_stress(o, log, &s);
    const double cpu_each = (cpu_seconds() - cpu_before) / double(s.tried);
    const double solver_each = (children_cpu_seconds() - children_before) / double(s.tried);
    std::printf("--jobs %d: %lld comparisons of 100-command inputs in %.2f s: %.0f comparisons/s (target >= 1000/s with --jobs 2); "
                "%.3f ms of CPU each (%.3f ms in the solver's process from vfork to exit, %.3f ms in the grader), so at most %.0f/s on %d idle cores\n",
                jobs, s.tried, s.seconds, double(s.tried) / s.seconds, cpu_each * 1e3, solver_each * 1e3, (cpu_each - solver_each) * 1e3,
                std::min(jobs, cores) / cpu_each, std::min(jobs, cores));
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> a(argv + 1, argv + argc);
  if (a.size() >= 3 && a[0] == "overhead")
    return overhead(a[1], a[2], a.size() > 3 ? std::atoi(a[3].c_str()) : 200, a.size() > 4 ? std::atoi(a[4].c_str()) : 7);
  if (a.size() >= 4 && a[0] == "jobs") return jobs(a[1], a[2], a[3], a.size() > 4 ? std::atoi(a[4].c_str()) : 5);
  if (a.size() >= 3 && a[0] == "shrink") return shrink(std::atoi(a[1].c_str()), std::vector<std::string>(a.begin() + 2, a.end()));
  if (a.size() == 3 && a[0] == "rate") return rate(a[1], std::atof(a[2].c_str()));
  std::fputs(
      "usage: grader_bench overhead DUCK SOLVER [TESTS [ROUNDS]] | jobs DUCK SOLVER TESTS_DIR [ROUNDS] | shrink SEEDS SOLVER... | rate SOLVER "
      "SECONDS\n",
      stderr);
  return 2;
}
