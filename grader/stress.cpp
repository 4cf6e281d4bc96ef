#include "grader/stress.h"

#include <boost/filesystem.hpp>
#include <atomic>
#include <chrono>
#include <limits>
#include <mutex>
#include <thread>
#include <fstream>
#include <ostream>

#include "board/board_text.h"
#include "grader/compare.h"
#include "grader/grade.h"
#include "grader/repeat.h"
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

  // Returns how the solver compares with the reference on input (run `variant` of it: the solver's
  // environment varied as vary_environment does, which moves its stack).
  Comparison compare(const std::string& input, int variant = 0) const {
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
    const RunResult r = run(solver_, input, variant);
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
  // Returns the run of command on input under the limits (its environment varied by `variant`).
  RunResult run(const std::vector<std::string>& command, const std::string& input, int variant = 0) const {
    RunSpec spec;
    spec.argv = command;
    spec.input = input;
    spec.limits = limits_;
    vary_environment(spec, variant);
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
// first input that differs (the smallest, whatever the number of jobs), or -1, with its comparison in
// `found`, and counts the tries.
long long first_difference(const StressOptions& o, const Comparer& comparer, std::chrono::steady_clock::time_point start,
                           long long& tried_out, Comparison& found) {
  std::atomic<long long> next{0}, first{std::numeric_limits<long long>::max()}, tried{0};
  std::mutex found_lock;
  double reported = 0;  // when the calling thread last reported progress
  const auto worker = [&](bool reporter) {
    for (;;) {
      const long long i = next++;
      if (i >= first || (o.seconds > 0 ? seconds_since(start) >= o.seconds : i >= o.count)) return;
      ++tried;
      if (reporter && o.progress && seconds_since(start) - reported >= 0.2) o.progress(tried, reported = seconds_since(start));
      const Comparison c = comparer.compare(make_input(o, i));
      if (!c.differs) continue;
      const std::lock_guard<std::mutex> hold(found_lock);
      if (i < first) first = i, found = c;
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

// Writes NAME.in, NAME.ans and NAME.out into o.out_dir (NAME "min" or "original"); returns false after
// a line on out when it cannot.
bool write_evidence(const StressOptions& o, const std::string& name, const std::string& input, const Comparison& m, std::ostream& out,
                    StressSummary& sum) {
  boost::system::error_code ec;
  boost::filesystem::create_directories(o.out_dir, ec);
  const std::string base = o.out_dir + "/" + name;
  if (!write_text(base + ".in", input) || !write_text(base + ".ans", m.expected) || !write_text(base + ".out", m.found)) {
    out << "duck stress: cannot write into " << o.out_dir << "\n";
    return false;
  }
  out << "wrote " << base << ".in, " << base << ".ans, " << base << ".out\n";
  for (const char* ext : {".in", ".ans", ".out"}) sum.evidence.push_back(base + ext);
  return true;
}

// Runs the found input again o.reproduce times (the stack moved a little each time) and reports how
// many runs differ; fills the summary's reproduction and the shrinker's R.
void reproduce(const StressOptions& o, const Comparer& comparer, const std::string& input, std::ostream& out, StressSummary& sum) {
  sum.reproduce_runs = o.reproduce;
  for (int k = 1; k <= o.reproduce; ++k) sum.reproduce_differing += comparer.compare(input, k).differs;
  sum.nondeterministic = sum.reproduce_differing < sum.reproduce_runs;
  sum.shrink_runs = o.shrink_runs > 0 ? o.shrink_runs : sum.nondeterministic ? REPEATED_SHRINK_RUNS : 1;
  if (!sum.nondeterministic) {
    out << "reproduced: " << sum.reproduce_differing << " of " << sum.reproduce_runs << " runs again differ\n";
    return;
  }
  out << "nondeterministic: the solver's output on this input changes from run to run (" << sum.reproduce_differing << " of "
      << sum.reproduce_runs << " runs again differ, the stack moved a little each time); kept as original.in, .ans, .out\n";
  out << "shrinking counts a candidate as differing when any of " << sum.shrink_runs << " runs differs\n";
}

// Returns the first of `runs` comparisons on input that differs (its `differs` false when none does).
Comparison differing_run(const Comparer& comparer, const std::string& input, int runs) {
  Comparison c;
  for (int k = 0; k < runs; ++k)
    if ((c = comparer.compare(input, k)).differs) return c;
  return c;
}

// Shrinks the commands (a candidate differs when any of sum.shrink_runs runs does); returns them with
// a run of them that differs in `m`, or the original commands and comparison when the shrunk input
// never differs again (sum.shrink_lost).
std::vector<Move> shrink_found(const Comparer& comparer, const std::vector<Move>& original, const Comparison& found,
                               StressSummary& sum, Comparison& m) {
  const int runs = sum.shrink_runs;
  ShrinkStats stats;
  const DifferenceProbe probe = [&](const std::vector<Move>& c) {
    const Comparison p = differing_run(comparer, format_commands(c), runs);
    return p.differs ? std::max<size_t>(p.line, 1) : size_t(0);
  };
  std::vector<Move> commands = shrink_commands(original, probe, &stats);
  sum.shrink_probes = stats.probes;
  sum.shrink_seconds = stats.seconds;
  // The evidence must show a difference: the shrunk input is run until one run differs.
  m = differing_run(comparer, format_commands(commands), 4 * runs);
  if (!m.differs) sum.shrink_lost = true, commands = original, m = found;
  sum.shrunk_commands = commands.size();
  return commands;
}

// Reports the difference on input i (found: its differing comparison), runs it again, shrinks it,
// shows and writes the shrunk one; returns 1, or 2 when the input or the evidence cannot be handled.
int shrink_and_report(const StressOptions& o, const Comparer& comparer, long long i, const Comparison& found, std::ostream& out,
                      StressSummary& sum) {
  const std::string input = make_input(o, i);
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
  reproduce(o, comparer, input, out, sum);
  if (sum.nondeterministic && !write_evidence(o, "original", input, found, out, sum)) return 2;
  Comparison m;
  commands = shrink_found(comparer, commands, found, sum, m);
  out << "shrunk from " << sum.original_commands << " to " << commands.size() << " commands in " << sum.shrink_seconds << " s ("
      << sum.shrink_probes << " runs)\n";
  if (sum.shrink_lost)
    out << "the shrunk input did not differ again in " << 4 * sum.shrink_runs << " runs: the evidence is the original input\n";
  show_difference(out, commands, m);
  return write_evidence(o, "min", format_commands(commands), m, out, sum) ? 1 : 2;
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
  Comparison found;
  const long long first = first_difference(options, comparer, start, sum.tried, found);
  const int status = first >= 0 ? shrink_and_report(options, comparer, first, found, out, sum) : 0;
  sum.seconds = seconds_since(start);
  if (first < 0)
    out << "no difference in " << sum.tried << " inputs of " << options.commands << " commands (" << sum.seconds << " s, "
        << double(sum.tried) / std::max(sum.seconds, 1e-9) << " comparisons/s)\n";
  return status;
}

}  // namespace duck
