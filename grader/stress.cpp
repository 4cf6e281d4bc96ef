#include "grader/stress.h"

#include <boost/filesystem.hpp>
#include <atomic>
#include <chrono>
#include <limits>
#include <thread>
#include <fstream>
#include <ostream>

#include "board/board_text.h"
#include "grader/compare.h"
#include "grader/grade.h"
#include "grader/runner.h"
#include "grader/shrink.h"
#include "grader/solver.h"
#include "judge/format.h"
#include "judge/reader.h"
#include "judge/run.h"
#include "support/hash.h"

namespace duck {

namespace {

// One comparison of the solver with the reference on one input.
struct Comparison {
  bool differs = false;
  size_t line = 0;        // first differing line (1-based), when known
  std::string expected;   // the reference's output
  std::string found;      // the solver's output
  std::string verdict;    // "WA: line 3: ..." or "RE: signal 11 ..."
};

// Runs the prepared solver and reference on one input and compares them.
class Comparer {
 public:
  Comparer(std::vector<std::string> solver, std::vector<std::string> other, const Limits& limits)
      : solver_(std::move(solver)), other_(std::move(other)), limits_(limits) {}

  // Returns how the solver compares with the reference on input.
  Comparison compare(const std::string& input) const {
    Comparison o;
    if (other_.empty()) {
      ParseError err;
      run_judge(input.data(), input.size(), o.expected, err);
    } else {
      const RunResult ref = run(other_, input);
      o.expected = ref.out;
      if (ref.ending != Ending::EXITED || ref.exit_code != 0) {
        o.differs = true;
        o.verdict = "the reference failed: " + describe_ending(ref);
        return o;
      }
    }
    const RunResult r = run(solver_, input);
    o.found = r.out;
    const TestResult t = judge_run(r, o.expected, limits_);
    if (t.verdict == Verdict::AC) return o;
    o.differs = true;
    o.verdict = std::string(verdict_name(t.verdict)) + ": " + t.message;
    const Difference d = compare_output(o.found, o.expected);
    o.line = d.verdict == Verdict::AC ? 0 : size_t(d.line);
    return o;
  }

 private:
  // Returns the run of command on input under the limits.
  RunResult run(const std::vector<std::string>& command, const std::string& input) const {
    RunSpec spec;
    spec.argv = command;
    spec.input = input;
    spec.limits = limits_;
    return run_process(spec);
  }

  std::vector<std::string> solver_, other_;
  Limits limits_;
};

// Returns line k (1-based) of text without its '\n', or "" when there is none.
std::string line_of(const std::string& text, size_t k) {
  size_t pos = 0;
  for (size_t i = 1; i < k && pos != std::string::npos; ++i) {
    pos = text.find('\n', pos);
    if (pos != std::string::npos) ++pos;
  }
  if (pos == std::string::npos || pos >= text.size()) return "";
  return text.substr(pos, text.find('\n', pos) - pos);
}

// Writes text to path; returns false on failure.
bool write_text(const std::string& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f << text;
  return bool(f.flush());
}

// Shows the shrunk difference: input, expected and found lines, the board before the differing command
// (board/'s drawing, as `duck show` draws it, without colours).
void show_difference(std::ostream& out, const std::vector<Move>& commands, const Comparison& o) {
  out << "--- shrunk input ---\n" << format_commands(commands);
  out << "--- " << o.verdict << "\n";
  if (o.line == 0 || o.line > commands.size()) return;
  out << "--- where they part: line " << o.line << ", command \"" << command_text(commands[o.line - 1]) << "\" ---\n";
  out << "expected: " << line_of(o.expected, o.line) << "\n";
  out << "found:    " << line_of(o.found, o.line) << "\n";
  out << "the board before it (" << (o.line > 1 ? "after line " + std::to_string(o.line - 1) : std::string("the initial position"))
      << "; the last move in brackets, ! on pieces giving check):\n"
      << board_before_line(commands, o.line);
}

}  // namespace

namespace {

// Returns the input number i of the session.
std::string make_input(const StressOptions& o, long long i) { return o.generator(mix64(o.seed ^ mix64(uint64_t(i))), o.commands); }

// Returns the seconds since start.
double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Prepares the solver and the reference; returns false after a line on out when one cannot run.
bool prepare_both(const StressOptions& o, std::ostream& out, Solver& solver, Solver& other) {
  solver = prepare_solver(o.solver, {});
  other = o.other.empty() ? Solver{} : prepare_solver(o.other, {});
  for (const Solver* s : {&solver, &other}) {
    if (s->path.empty() || !s->command.empty()) continue;
    out << "duck stress: cannot run " << s->path << ": " << s->message << "\n";
    return false;
  }
  return true;
}

// Compares inputs in order over o.jobs workers until the budget is spent; returns the number of the
// first input that differs (the smallest, whatever the number of jobs), or -1, and counts the tries.
long long first_difference(const StressOptions& o, const Comparer& comparer, std::chrono::steady_clock::time_point start,
                           long long& tried_out) {
  std::atomic<long long> next{0}, first{std::numeric_limits<long long>::max()}, tried{0};
  double reported = 0;  // when the calling thread last reported progress
  const auto worker = [&](bool reporter) {
    for (;;) {
      const long long i = next++;
      if (i >= first || (o.seconds > 0 ? seconds_since(start) >= o.seconds : i >= o.count)) return;
      ++tried;
      if (reporter && o.progress && seconds_since(start) - reported >= 0.2) o.progress(tried, reported = seconds_since(start));
      if (!comparer.compare(make_input(o, i)).differs) continue;
      for (long long seen = first; i < seen && !first.compare_exchange_weak(seen, i);) {}
    }
  };
  std::vector<std::thread> pool;
  for (int j = 1; j < std::max(1, o.jobs); ++j) pool.emplace_back(worker, false);
  worker(true);
  for (std::thread& t : pool) t.join();
  if (o.progress) o.progress(-1, seconds_since(start));
  tried_out = tried;
  return first == std::numeric_limits<long long>::max() ? -1 : first.load();
}

// Writes min.in, min.ans and min.out into o.out_dir; returns false after a line on out when it cannot.
bool write_evidence(const StressOptions& o, const std::string& min_in, const Comparison& m, std::ostream& out) {
  boost::system::error_code ec;
  boost::filesystem::create_directories(o.out_dir, ec);
  const std::string dir = o.out_dir + "/";
  if (!write_text(dir + "min.in", min_in) || !write_text(dir + "min.ans", m.expected) || !write_text(dir + "min.out", m.found)) {
    out << "duck stress: cannot write into " << o.out_dir << "\n";
    return false;
  }
  out << "wrote " << dir << "min.in, " << dir << "min.ans, " << dir << "min.out\n";
  return true;
}

// Reports the difference on input i, shrinks it, shows and writes the shrunk one; returns 1, or 2 when the
// input or the evidence cannot be handled.
int shrink_and_report(const StressOptions& o, const Comparer& comparer, long long i, std::ostream& out, StressSummary& sum) {
  const std::string input = make_input(o, i);
  const Comparison found = comparer.compare(input);
  sum.found = true;
  std::vector<Move> commands;
  ParseError err;
  if (!parse_commands(input.data(), input.size(), commands, err)) {
    out << "duck stress: generator " << o.generator_name << " made an invalid input: " << err.message << "\n";
    return 2;
  }
  sum.original_commands = commands.size();
  out << "difference on input " << i + 1 << " (generator " << o.generator_name << ", seed " << mix64(o.seed ^ mix64(uint64_t(i)))
      << "): " << found.verdict << "\n";
  ShrinkStats stats;
  const DifferenceProbe probe = [&](const std::vector<Move>& c) {
    const Comparison p = comparer.compare(format_commands(c));
    return p.differs ? std::max<size_t>(p.line, 1) : size_t(0);
  };
  commands = shrink_commands(commands, probe, &stats);
  sum.shrunk_commands = commands.size();
  sum.shrink_probes = stats.probes;
  sum.shrink_seconds = stats.seconds;
  const std::string min_in = format_commands(commands);
  const Comparison m = comparer.compare(min_in);
  out << "shrunk from " << sum.original_commands << " to " << commands.size() << " commands in " << stats.seconds << " s ("
      << stats.probes << " runs)\n";
  show_difference(out, commands, m);
  return write_evidence(o, min_in, m, out) ? 1 : 2;
}

}  // namespace

int run_stress(const StressOptions& options, std::ostream& out, StressSummary* summary) {
  StressSummary local;
  StressSummary& sum = summary ? *summary : local;
  if (!options.generator) return out << "duck stress: no generator given\n", 2;
  Solver solver, other;
  if (!prepare_both(options, out, solver, other)) return 2;
  const Comparer comparer(solver.command, other.command, options.limits);
  const auto start = std::chrono::steady_clock::now();
  const long long first = first_difference(options, comparer, start, sum.tried);
  const int status = first >= 0 ? shrink_and_report(options, comparer, first, out, sum) : 0;
  sum.seconds = seconds_since(start);
  if (first < 0)
    out << "no difference in " << sum.tried << " inputs of " << options.commands << " commands (" << sum.seconds << " s, "
        << double(sum.tried) / std::max(sum.seconds, 1e-9) << " comparisons/s)\n";
  return status;
}

}  // namespace duck
