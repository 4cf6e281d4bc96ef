// bench_judge: times duckjudge against the I/O floor on one deterministic long input, the two
// programs alternating, and prints medians, commands per second, their ratio and peak memory.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench/bench_input.h"
#include "judge/run.h"

namespace {

struct Timing {
  double wall_s;
  long peak_kib;
};

// Runs argv with stdin from `in` and stdout to `out` (truncated); returns its wall time and peak RSS.
// The files are opened, and the last run's output truncated, before the clock starts: freeing the
// old output's pages (and waiting for their writeback) is the harness's cost, not the program's.
Timing run_once(const std::vector<std::string>& argv, const std::string& in, const std::string& out) {
  const int fd_in = open(in.c_str(), O_RDONLY), fd_out = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd_in < 0 || fd_out < 0) {
    std::fprintf(stderr, "bench_judge: cannot open %s or %s: %s\n", in.c_str(), out.c_str(), std::strerror(errno));
    std::exit(1);
  }
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    if (dup2(fd_in, 0) < 0 || dup2(fd_out, 1) < 0) _exit(126);
    std::vector<char*> args;
    for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    execv(args[0], args.data());
    _exit(127);
  }
  close(fd_in);
  close(fd_out);
  int status = 0;
  struct rusage usage;
  if (pid < 0 || wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "bench_judge: %s failed (status %d)\n", argv[0].c_str(), status);
    std::exit(1);
  }
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return Timing{wall, usage.ru_maxrss};
}

// Returns the median of the values.
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

// Returns the whole content of a file.
std::string slurp(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3 || std::strcmp(argv[1], "--help") == 0) {
    std::fputs("Usage: bench_judge DUCKJUDGE IO_FLOOR [COMMANDS=1000000] [RUNS=11] [WORKDIR=/tmp]\n"
               "Times DUCKJUDGE against IO_FLOOR on a deterministic input, alternating, and prints medians.\n",
               argc < 3 ? stderr : stdout);
    return argc < 3 ? 1 : 0;
  }
  const std::string judge = argv[1], floor_program = argv[2];
  const unsigned long long commands = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1000000;
  const int runs = argc > 4 ? std::atoi(argv[4]) : 11;
  const std::string dir = argc > 5 ? argv[5] : "/tmp";
  const std::string in = dir + "/duck-bench.in", out = dir + "/duck-bench.out";

  const std::string expected_path = dir + "/duck-bench.ans";
  // Make the input and the library's answer in a child, so that this process stays small:
  // a forked child's peak memory counts what it inherited before exec.
  const pid_t maker = fork();
  if (maker == 0) {
    const std::string input = duck::make_bench_input(commands, 1);
    std::string expected;
    duck::ParseError err;
    if (!duck::run_judge(input.data(), input.size(), expected, err)) _exit(1);
    std::ofstream(in, std::ios::binary) << input;
    std::ofstream(expected_path, std::ios::binary) << expected;
    _exit(0);
  }
  int maker_status = 0;
  if (maker < 0 || waitpid(maker, &maker_status, 0) != maker || maker_status != 0)
    return std::fputs("bench_judge: cannot make the input\n", stderr), 1;
  // The output must be right before its speed means anything: compare with the library's answer.
  run_once({judge}, in, out);
  size_t out_bytes, legal;
  {
    const std::string expected = slurp(expected_path);
    if (slurp(out) != expected) return std::fputs("bench_judge: duckjudge's output differs from the library's\n", stderr), 1;
    out_bytes = expected.size();
    legal = size_t(std::count(expected.begin(), expected.end(), ';')) / 3;
  }
  const size_t in_bytes = size_t(std::ifstream(in, std::ios::binary | std::ios::ate).tellg());
  const std::vector<std::string> floor_argv = {floor_program, std::to_string(out_bytes)};
  std::remove(expected_path.c_str());

  std::vector<double> judge_s, floor_s;
  long peak_kib = 0, floor_peak_kib = 0;
  for (int i = 0; i < runs; ++i) {
    const Timing j = run_once({judge}, in, out), f = run_once(floor_argv, in, out);
    judge_s.push_back(j.wall_s);
    floor_s.push_back(f.wall_s);
    peak_kib = std::max(peak_kib, j.peak_kib);
    floor_peak_kib = std::max(floor_peak_kib, f.peak_kib);
  }
  std::remove(in.c_str());
  std::remove(out.c_str());
  const double mj = median(judge_s), mf = median(floor_s);
  std::printf("input:            %llu commands (%zu legal), %zu bytes in, %zu bytes out\n", commands, legal, in_bytes, out_bytes);
  std::printf("runs:             %d of each, alternating\n", runs);
  std::printf("duckjudge median: %.2f ms wall (%.1f M commands/s), peak memory %ld KiB\n", mj * 1e3, double(commands) / mj / 1e6, peak_kib);
  std::printf("io floor median:  %.2f ms wall, peak memory %ld KiB\n", mf * 1e3, floor_peak_kib);
  std::printf("ratio to floor:   %.2f (target <= 2.00)\n", mj / mf);
  return 0;
}
