#include "grader/grade.h"

#include <atomic>
#include <boost/filesystem.hpp>
#include <mutex>
#include <iomanip>
#include <sstream>
#include <thread>

#include "board/board_text.h"
#include "grader/compare.h"
#include "grader/repeat.h"
#include "grader/sandbox.h"
#include "grader/sanitize.h"
#include "grader/solver.h"

namespace duck {

namespace {

// Returns the first line of text (at most 200 bytes), or "".
std::string first_line(const std::string& text) {
  const std::string line = text.substr(0, std::min(text.find('\n'), size_t(200)));
  return line;
}

// Returns true when hiding dir would also hide what every run needs (the system, the grader's work).
bool needed_by_runs(const std::string& dir) {
  for (const std::string& needed : {std::string("/usr/"), std::string("/etc/"), std::string("/tmp/"), std::string("/dev/"),
                                    std::string("/proc/"), Sandbox::get().work_root() + "/"})
    if (needed.compare(0, dir.size() + 1, dir + "/") == 0) return true;
  return false;
}

// Returns the directories to hide from the solvers: the test directories as canonical paths, except those
// that hold what every run needs (hiding /work is fine, hiding / or /run is not).
std::vector<std::string> canonical_dirs(const std::vector<std::string>& dirs) {
  std::vector<std::string> out;
  for (const std::string& d : dirs) {
    boost::system::error_code ec;
    const auto p = boost::filesystem::canonical(d, ec);
    if (!ec && p.string() != "/" && !needed_by_runs(p.string())) out.push_back(p.string());
  }
  return out;
}

// Fills each solver's overall verdict, counts, flags and the board of its first WA test.
void summarize(std::vector<SolverResult>& results, const std::vector<TestCase>& tests) {
  for (SolverResult& r : results) {
    for (size_t t = 0; t < r.tests.size(); ++t) {
      const TestResult& test = r.tests[t];
      ++r.counts[test.verdict];
      if (!test.sanitizer.empty()) ++r.sanitizer_findings;
      if (!test.nondeterministic.empty()) ++r.nondeterministic_tests;
      if (r.verdict != Verdict::AC || test.verdict == Verdict::AC) continue;
      r.verdict = test.verdict;
      if (test.verdict == Verdict::WA && test.line > 0) {
        r.board = board_before_line(tests[t].input, size_t(test.line));
        if (!r.board.empty()) r.board_test = test.name;
      }
    }
    if (r.tests.empty() && r.verdict != Verdict::AC) r.counts[r.verdict] = 1;
  }
}

}  // namespace

void parallel_for(size_t count, int jobs, const std::function<void(size_t)>& work) {
  std::atomic<size_t> next{0};
  const auto worker = [&] {
    for (size_t i; (i = next++) < count;) work(i);
  };
  std::vector<std::thread> pool;
  for (int j = 1; j < std::max(1, jobs) && size_t(j) < count; ++j) pool.emplace_back(worker);
  worker();
  for (std::thread& th : pool) th.join();
}

std::vector<SolverResult> grade(const GradeOptions& options, const std::vector<TestCase>& tests, const Progress& progress) {
  const std::vector<std::string> hidden = canonical_dirs(options.test_dirs);
  std::vector<SolverResult> results(options.solvers.size());
  std::vector<std::vector<std::string>> commands(options.solvers.size()), sanitized(options.solvers.size());
  // Prepares (compiles) solver s into results and commands, and its sanitized build with --sanitize.
  const auto prepare = [&](size_t s) {
    const Solver solver = prepare_solver(options.solvers[s], hidden);
    if (options.sanitize && !solver.command.empty()) {
      const Solver checked = prepare_solver(options.solvers[s], hidden, true);
      sanitized[s] = checked.command;
      if (checked.command.empty()) results[s].sanitize_note = first_line(checked.message);
    }
    results[s].solver = options.solvers[s];
    commands[s] = solver.command;
    if (solver.command.empty()) {
      results[s].verdict = solver.compile_error ? Verdict::CE : Verdict::JE;
      results[s].message = solver.message;
    } else {
      results[s].tests.resize(tests.size());
    }
  };
  parallel_for(options.solvers.size(), options.jobs, prepare);
  // The runs to do, in order: solver by solver, test by test.
  std::vector<std::pair<size_t, size_t>> runs;
  for (size_t s = 0; s < results.size(); ++s)
    for (size_t t = 0; t < results[s].tests.size(); ++t) runs.emplace_back(s, t);
  std::mutex done_lock;
  size_t done = 0;
  // Runs solver s on test t and records the result.
  const auto run_one = [&](size_t i) {
    const auto [s, t] = runs[i];
    RunSpec spec;
    spec.argv = commands[s];
    spec.input = tests[t].input;
    spec.limits = options.limits;
    spec.hidden = hidden;
    const RunResult first = run_process(spec);
    TestResult r = judge_run(first, tests[t].answer, options.limits);
    r.name = tests[t].name;
    if (options.repeat > 1) r.nondeterministic = repeat_check(spec, first, options.repeat);
    if (!sanitized[s].empty()) {
      spec.argv = sanitized[s];
      spec.limits = sanitize_limits(options.limits);
      spec.env = sanitizer_env();
      r.sanitized = true;
      r.sanitizer = sanitizer_report(run_process(spec));
    }
    results[s].tests[t] = std::move(r);
    std::lock_guard<std::mutex> hold(done_lock);
    if (progress) progress(++done, runs.size());
  };
  parallel_for(runs.size(), options.jobs, run_one);
  summarize(results, tests);
  return results;
}

}  // namespace duck
