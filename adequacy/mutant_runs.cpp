// Grading the mutants on tests: through the grader, test by test, or in one batch run per mutant.
#include <algorithm>
#include <atomic>
#include <ostream>

#include "adequacy/batch_protocol.h"
#include "adequacy/engine.h"
#include "grader/grade.h"
#include "grader/solver.h"
#include "grader/verdict.h"

namespace duck {

namespace {

// The empty input, on which a mutant broken from the start fails.
const TestCase EMPTY_TEST{"empty", "0\n", ""};

// Returns true when the mutant passes the test (its run AC by the grader's verdict).
bool passes(const Mutant& m, const std::vector<std::string>& command, const TestCase& test, const Limits& limits) {
  if (command.empty()) return false;
  return judge_run(run_mutant(m, command, test.input, limits), test.answer, limits).verdict == Verdict::AC;
}

// Returns the indices of the tests, most kills first (ties in test order).
std::vector<size_t> by_kills(const std::vector<std::atomic<int>>& kills) {
  std::vector<int> now(kills.size());
  for (size_t t = 0; t < kills.size(); ++t) now[t] = kills[t].load();
  std::vector<size_t> order(kills.size());
  for (size_t t = 0; t < order.size(); ++t) order[t] = t;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return now[a] > now[b]; });
  return order;
}

}  // namespace

std::vector<std::vector<bool>> grade_mutants(const std::vector<Mutant>& mutants, const std::vector<TestCase>& tests, int jobs,
                                             bool first_failure, std::ostream& log) {
  std::vector<std::vector<bool>> killed(mutants.size(), std::vector<bool>(tests.size(), false));
  const Limits limits = mutant_test_limits();
  const std::vector<std::vector<std::string>> commands = prepared_programs(mutants, &Mutant::binary);
  log << "grading " << mutants.size() << " mutants on " << tests.size() << " tests through the grader"
      << (first_failure ? ", each until its first failure" : "") << "\n" << std::flush;
  std::atomic<size_t> done{0};
  // Until its first failure, a mutant meets the tests in order of the kills found so far, most first:
  // a mutant that dies then needs fewer runs, and whether it dies does not depend on the order.
  std::vector<std::atomic<int>> kills(tests.size());
  parallel_for(mutants.size(), jobs, [&](size_t i) {
    if (mutants[i].binary.empty()) return progress_counter(++done, mutants.size());
    if (first_failure) {
      for (const size_t t : by_kills(kills)) {
        killed[i][t] = !passes(mutants[i], commands[i], tests[t], limits);
        if (killed[i][t]) { ++kills[t]; break; }
      }
    // Every test: first the empty input, as a mutant broken from the start fails every test and need not be run on each.
    } else if (!passes(mutants[i], commands[i], EMPTY_TEST, limits)) {
      killed[i].assign(tests.size(), true);
    } else {
      for (size_t t = 0; t < tests.size(); ++t) killed[i][t] = !passes(mutants[i], commands[i], tests[t], limits);
    }
    progress_counter(++done, mutants.size());
  });
  return killed;
}


namespace {

// Marks in killed (one entry per test) the tests from `from` on whose answers differ in one run of
// the mutant's batch program; returns the index of the test it was on when its run ended early, or
// tests.size() when it answered them all or ran out of time on one (the later ones stay unknown,
// false: kills known are a subset of the true ones, which keeps the suite's choice sound).
size_t batch_run(const Mutant& m, const std::vector<std::string>& command, const std::vector<TestCase>& tests, size_t from,
                 std::vector<bool>& killed) {
  std::string input = std::to_string(tests.size() - from) + "\n";
  size_t answers = 0;
  for (size_t t = from; t < tests.size(); ++t) input += tests[t].input, answers += tests[t].answer.size();
  Limits limits;  // the batch main stops a game after BATCH_GAME_CPU_MS; this bounds the whole run
  limits.cpu_s = 1 + 1.2 * double(BATCH_GAME_CPU_MS) / 1000 * double(tests.size() - from);
  limits.wall_s = 2 * limits.cpu_s;
  limits.output_bytes = 4 * answers + (1 << 20);
  const RunResult run = run_mutant(m, command, input, limits, MutantRun::BATCH);
  size_t at = 0, t = from;
  const std::string time_limit = BATCH_TIME_LIMIT;
  for (; t < tests.size(); ++t) {
    const size_t end = run.out.find(GAME_END, at);
    if (end == std::string::npos) break;
    killed[t] = run.out.compare(at, end - at, tests[t].answer) != 0;
    if (end >= time_limit.size() && run.out.compare(end - time_limit.size(), time_limit.size(), time_limit) == 0) return tests.size();
    at = end + std::char_traits<char>::length(GAME_END);
  }
  return t;
}

}  // namespace

std::vector<std::vector<bool>> batch_kills(const std::vector<Mutant>& mutants, const std::vector<TestCase>& tests,
                                           const MutantsOptions& o, std::ostream& log) {
  std::vector<Mutant> others;
  std::vector<size_t> other_index;
  for (size_t i = 0; i < mutants.size(); ++i)
    if (!mutants[i].switched && !mutants[i].binary.empty()) others.push_back(mutants[i]), other_index.push_back(i);
  std::vector<std::vector<bool>> killed(mutants.size(), std::vector<bool>(tests.size(), false));
  const std::vector<std::vector<bool>> other_kills =
      others.empty() ? std::vector<std::vector<bool>>{} : grade_mutants(others, tests, o.jobs, false, log);
  for (size_t k = 0; k < others.size(); ++k) killed[other_index[k]] = other_kills[k];
  // A schema program holds the batch main too: the same command serves both runs.
  const std::vector<std::vector<std::string>> commands = prepared_programs(mutants, &Mutant::binary);
  const Limits limits = mutant_test_limits();
  const size_t switched = size_t(std::count_if(mutants.begin(), mutants.end(), [](const Mutant& m) { return m.switched; }));
  log << "running " << switched << " schema mutants on " << tests.size() << " tests, one batch run each\n" << std::flush;
  std::atomic<size_t> done{0};
  parallel_for(mutants.size(), o.jobs, [&](size_t i) {
    if (!mutants[i].switched) return;
    if (!passes(mutants[i], commands[i], EMPTY_TEST, limits)) killed[i].assign(tests.size(), true);
    // A run that ends early (a crash, or a limit) kills the test it was on; the rest run again.
    else
      for (size_t from = 0; from < tests.size();) {
        const size_t stopped = batch_run(mutants[i], commands[i], tests, from, killed[i]);
        if (stopped < tests.size()) killed[i][stopped] = true;
        from = stopped + 1;
      }
    progress_counter(++done, switched);
  });
  return killed;
}

}  // namespace duck
