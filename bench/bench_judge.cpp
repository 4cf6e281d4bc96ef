// bench_judge: times duckjudge against the I/O floor on one deterministic long input, the
// programs alternating, and prints medians (wall and CPU), commands per second, their ratio, the
// time per command left for the judge's own work, and peak memory. Other builds of the judge given
// with --vs are timed in the same alternation (after their output is checked), for A/B work. A
// build of the judge without the game (--without-game) splits the judge's time into what its I/O,
// parsing and writing cost and what the game costs, and shows what the target leaves the game.
// With --startup, every judge is also timed against an empty static program on a contest-size test
// (1,000 commands), where start-up is most of the cost.
#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>
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
  double user_s;
  double sys_s;
  long peak_kib;
};

// Returns a timeval in seconds.
double seconds(const timeval& t) { return double(t.tv_sec) + double(t.tv_usec) * 1e-6; }

// Why the bench stopped: what main prints before it exits with status 1, its files removed.
struct Failure : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Runs argv with stdin from `in` and stdout to `out` (truncated); returns its wall and CPU times and
// peak RSS, or throws Failure when a file cannot be opened or the program does not exit with 0.
// The files are opened, and the last run's output truncated, before the clock starts: freeing the
// old output's pages (and waiting for their writeback) is the harness's cost, not the program's.
Timing run_once(const std::vector<std::string>& argv, const std::string& in, const std::string& out) {
  const int fd_in = open(in.c_str(), O_RDONLY), fd_out = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd_in < 0 || fd_out < 0) {
    throw Failure("cannot open " + in + " or " + out + ": " + std::strerror(errno));
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
    throw Failure(argv[0] + " failed (status " + std::to_string(status) + ")");
  }
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return Timing{wall, seconds(usage.ru_utime), seconds(usage.ru_stime), usage.ru_maxrss};
}

// Returns the median of the values.
double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

// Returns the value at fraction q (0..1) of a sorted, non-empty list (nearest rank below).
double quantile(const std::vector<double>& sorted, double q) { return sorted[size_t(q * double(sorted.size() - 1))]; }

// Returns the whole content of a file.
std::string slurp(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(f), std::istreambuf_iterator<char>());
}

// One program under test: its command line, its timings, and what to call it.
struct Program {
  std::string label;
  std::vector<std::string> argv;
  std::vector<Timing> runs;

  // Returns the median of one field of the timings.
  double median_of(double Timing::*field) const {
    std::vector<double> v;
    for (const Timing& t : runs) v.push_back(t.*field);
    return median(v);
  }
  // Returns the largest peak memory seen.
  long peak_kib() const {
    long peak = 0;
    for (const Timing& t : runs) peak = std::max(peak, t.peak_kib);
    return peak;
  }
};

const char USAGE[] =
    "Usage: bench_judge DUCKJUDGE IO_FLOOR [COMMANDS=1000000] [RUNS=11] [WORKDIR=/tmp]\n"
    "                   [--without-game PROGRAM] [--startup EMPTY_PROGRAM] [--startup-rounds N=201]\n"
    "                   [--vs OTHER_JUDGE]...\n"
    "Times DUCKJUDGE against IO_FLOOR on a deterministic input, alternating, and prints medians of the\n"
    "wall and CPU times, the ratio to the floor and the time per command beyond the floor. Each\n"
    "OTHER_JUDGE (another build, for A/B work) is checked like DUCKJUDGE and timed in the same rounds.\n"
    "PROGRAM (judge_without_game: duckjudge's reading, parsing and writing with a fixed answer per\n"
    "command) is timed in the same rounds too, after a check that it answers every command; the\n"
    "bench then prints what the game costs per command (DUCKJUDGE minus PROGRAM) and, for reference,\n"
    "twice the floor minus PROGRAM (what the withdrawn target of 2.0 would have left the game).\n"
    "With EMPTY_PROGRAM (an empty program linked statically, like duckjudge), every judge is also\n"
    "checked on a contest-size input of 1,000 commands and timed against EMPTY_PROGRAM on it, alternating,\n"
    "N rounds: the start-up ratio (target: at most 1.3).\n";

}  // namespace

// The command line of the bench.
struct BenchArgs {
  std::string judge, floor, without_game_path, empty_program, dir = "/tmp";
  std::vector<std::string> others;
  unsigned long long commands = 1000000;
  int runs = 11;
  int startup_rounds = 201;
};

// Returns false (after the usage) when the arguments are wrong; true with help set for --help.
bool parse_args(int argc, char** argv, BenchArgs& a, bool& help) {
  std::vector<std::string> positional;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--help") return help = true;
    if (arg == "--vs" && i + 1 < argc) a.others.push_back(argv[++i]);
    else if (arg == "--without-game" && i + 1 < argc) a.without_game_path = argv[++i];
    else if (arg == "--startup" && i + 1 < argc) a.empty_program = argv[++i];
    else if (arg == "--startup-rounds" && i + 1 < argc) a.startup_rounds = std::atoi(argv[++i]);
    else positional.push_back(arg);
  }
  if (positional.size() < 2 || positional.size() > 5) return false;
  a.judge = positional[0], a.floor = positional[1];
  if (positional.size() > 2) a.commands = std::strtoull(positional[2].c_str(), nullptr, 10);
  if (positional.size() > 3) a.runs = std::atoi(positional[3].c_str());
  if (positional.size() > 4) a.dir = positional[4];
  return a.runs > 0 && a.startup_rounds > 0;
}

// Writes the bench input to `in` and the library's answer to `expected` from a child, so that this process
// stays small (a forked child's peak memory counts what it inherited before exec).
void make_files(unsigned long long commands, const std::string& in, const std::string& expected_path) {
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
  if (maker < 0 || waitpid(maker, &maker_status, 0) != maker || maker_status != 0) throw Failure("cannot make the input");
}

// Checks every judge's output against the library's answer (its speed means nothing otherwise) and the
// build without the game for one line per command; returns the answer's size in bytes and counts its legal moves.
size_t check_outputs(const std::vector<Program>& judges, const Program* without_game, const BenchArgs& a, const std::string& in,
                     const std::string& out, const std::string& expected_path, size_t& legal, size_t& without_game_bytes) {
  const std::string expected = slurp(expected_path);
  for (const Program& j : judges) {
    run_once(j.argv, in, out);
    if (slurp(out) != expected) throw Failure(j.label + "'s output differs from the library's");
  }
  legal = size_t(std::count(expected.begin(), expected.end(), ';')) / 3;
  if (without_game != nullptr) {
    run_once(without_game->argv, in, out);
    const std::string answers = slurp(out);
    if (size_t(std::count(answers.begin(), answers.end(), '\n')) != a.commands)
      throw Failure(a.without_game_path + " does not answer every command with one line");
    without_game_bytes = answers.size();
  }
  return expected.size();
}

// Prints one program's medians.
void report_program(const Program& p, unsigned long long commands, bool is_floor) {
  const double wall = p.median_of(&Timing::wall_s);
  std::printf("%-16s  %.2f ms wall", (p.label + " median:").c_str(), wall * 1e3);
  if (!is_floor) std::printf(" (%.1f M commands/s)", double(commands) / wall / 1e6);
  std::printf(", CPU %.1f ms user + %.1f ms system, peak memory %ld KiB\n", p.median_of(&Timing::user_s) * 1e3,
              p.median_of(&Timing::sys_s) * 1e3, p.peak_kib());
}

// Prints a judge's ratio to the floor, over the whole run and within each round, its time per command
// beyond the floor and, with a build without the game (rest: its median), what the game costs.
void report_ratios(const Program& j, const Program& floor_program, const std::string& label, unsigned long long commands, double rest,
                   bool split) {
  const double wall = j.median_of(&Timing::wall_s), floor_wall = floor_program.median_of(&Timing::wall_s);
  // The two runs of a round share the machine's state of the moment, so the spread of the per-round
  // ratio shows how much the machine, not the program, moved the figure.
  std::vector<double> per_round;
  for (size_t i = 0; i < j.runs.size(); ++i) per_round.push_back(j.runs[i].wall_s / floor_program.runs[i].wall_s);
  std::sort(per_round.begin(), per_round.end());
  std::printf("ratio to floor:   %.2f%s\n", wall / floor_wall, label.c_str());
  std::printf("ratio per round:  median %.2f, middle half %.2f-%.2f, all %.2f-%.2f%s\n", median(per_round), quantile(per_round, 0.25),
              quantile(per_round, 0.75), per_round.front(), per_round.back(), label.c_str());
  std::printf("beyond the floor: %.1f ns per command (the floor's own: %.1f)%s\n", (wall - floor_wall) / double(commands) * 1e9,
              floor_wall / double(commands) * 1e9, label.c_str());
  if (split)
    std::printf("the game:         %.1f ns per command (the judge minus its build without the game; twice the floor minus that build: %.1f)%s\n",
                (wall - rest) / double(commands) * 1e9, (2 * floor_wall - rest) / double(commands) * 1e9, label.c_str());
}

// Returns the CPU time (user + system) of each of a program's runs.
std::vector<double> cpu_times(const Program& p) {
  std::vector<double> v;
  for (const Timing& t : p.runs) v.push_back(t.user_s + t.sys_s);
  return v;
}

// How many commands the start-up input has: a contest-size test.
const unsigned long long STARTUP_COMMANDS = 1000;

// Checks every judge on a contest-size input, then times them and the empty program alternately on
// it and prints each judge's start-up ratio: its median wall time over the empty program's.
void report_startup(std::vector<Program> judges, const BenchArgs& a, const std::string& in, const std::string& out,
                    const std::string& expected_path) {
  make_files(STARTUP_COMMANDS, in, expected_path);
  const std::string expected = slurp(expected_path);
  for (Program& j : judges) {
    j.runs.clear();
    run_once(j.argv, in, out);
    if (slurp(out) != expected) throw Failure(j.label + "'s output on the start-up input differs from the library's");
  }
  Program empty = {"empty program", {a.empty_program}, {}};
  for (int i = 0; i < a.startup_rounds; ++i) {
    for (Program& j : judges) j.runs.push_back(run_once(j.argv, in, out));
    empty.runs.push_back(run_once(empty.argv, in, out));
  }
  const double empty_wall = empty.median_of(&Timing::wall_s), empty_cpu = median(cpu_times(empty));
  std::printf("start-up input:   %llu commands (a contest-size test), %d rounds alternating; %s median %.3f ms wall, %.3f ms CPU\n",
              STARTUP_COMMANDS, a.startup_rounds, a.empty_program.c_str(), empty_wall * 1e3, empty_cpu * 1e3);
  for (const Program& j : judges) {
    std::vector<double> per_round;
    for (size_t i = 0; i < j.runs.size(); ++i) per_round.push_back(j.runs[i].wall_s / empty.runs[i].wall_s);
    std::sort(per_round.begin(), per_round.end());
    const double wall = j.median_of(&Timing::wall_s), cpu = median(cpu_times(j));
    std::printf("start-up ratio:   %.2f (%s median %.3f ms wall; per round: median %.2f, middle half %.2f-%.2f; CPU %.3f ms, ratio %.2f) (target <= 1.3)\n",
                wall / empty_wall, j.label.c_str(), wall * 1e3, median(per_round), quantile(per_round, 0.25), quantile(per_round, 0.75),
                cpu * 1e3, cpu / empty_cpu);
  }
}

// Runs the bench; returns main's exit status.
int bench(int argc, char** argv) {
  BenchArgs a;
  bool help = false;
  if (!parse_args(argc, argv, a, help)) return std::fputs(USAGE, stderr), 1;
  if (help) return std::fputs(USAGE, stdout), 0;
  const std::string in = a.dir + "/duck-bench.in", out = a.dir + "/duck-bench.out", expected_path = a.dir + "/duck-bench.ans";
  const std::string startup_in = a.dir + "/duck-bench-startup.in", startup_expected = a.dir + "/duck-bench-startup.ans";
  // Removes the three files, on every way out once they may exist.
  struct Cleanup {
    std::vector<std::string> paths;
    ~Cleanup() {
      for (const std::string& p : paths) std::remove(p.c_str());
    }
  } cleanup{{in, out, expected_path, startup_in, startup_expected}};
  make_files(a.commands, in, expected_path);
  std::vector<Program> judges = {{"duckjudge", {a.judge}, {}}};
  for (const std::string& other : a.others) judges.push_back({other, {other}, {}});
  const bool split = !a.without_game_path.empty();
  Program without_game = {"without the game", {a.without_game_path}, {}};
  size_t legal = 0, without_game_bytes = 0;
  const size_t out_bytes = check_outputs(judges, split ? &without_game : nullptr, a, in, out, expected_path, legal, without_game_bytes);
  const size_t in_bytes = size_t(std::ifstream(in, std::ios::binary | std::ios::ate).tellg());
  Program floor_program = {"io floor", {a.floor, std::to_string(out_bytes)}, {}};
  for (int i = 0; i < a.runs; ++i) {
    for (Program& j : judges) j.runs.push_back(run_once(j.argv, in, out));
    if (split) without_game.runs.push_back(run_once(without_game.argv, in, out));
    floor_program.runs.push_back(run_once(floor_program.argv, in, out));
  }
  std::printf("input:            %llu commands (%zu legal), %zu bytes in, %zu bytes out\n", a.commands, legal, in_bytes, out_bytes);
  std::printf("runs:             %d of each, alternating\n", a.runs);
  for (const Program& j : judges) report_program(j, a.commands, false);
  if (split) report_program(without_game, a.commands, false);
  report_program(floor_program, a.commands, true);
  const double rest = split ? without_game.median_of(&Timing::wall_s) : 0;
  if (split)
    std::printf("without the game: ratio to floor %.2f: duckjudge's reading, parsing and answer writing alone (%s, %zu bytes out)\n",
                rest / floor_program.median_of(&Timing::wall_s), a.without_game_path.c_str(), without_game_bytes);
  for (const Program& j : judges) report_ratios(j, floor_program, judges.size() > 1 ? " (" + j.label + ")" : "", a.commands, rest, split);
  if (!a.empty_program.empty()) report_startup(judges, a, startup_in, out, startup_expected);
  return 0;
}

int main(int argc, char** argv) {
  try {
    return bench(argc, argv);
  } catch (const Failure& failure) {
    std::fprintf(stderr, "bench_judge: %s\n", failure.what());
    return 1;
  }
}
