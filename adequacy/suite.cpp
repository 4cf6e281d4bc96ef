#include "adequacy/suite.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <future>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <stdexcept>

#include <boost/filesystem.hpp>

#include "grader/grade.h"
#include "judge/format.h"
#include "judge/run.h"
#include "oracle/oracle.h"
#include "generators/coverage.h"
#include "generators/generate.h"
#include "generators/script.h"

namespace duck {

namespace fs = boost::filesystem;

namespace {

// Returns "NN-strategy-sSEED", the file stem of the n-th (0-based) chosen test.
std::string stem(size_t n, const Candidate& c) {
  char number[24];
  std::snprintf(number, sizeof number, "%02zu", n + 1);
  return std::string(number) + "-" + c.strategy + "-s" + std::to_string(c.seed);
}

// Returns the hand-written wrong solutions (*.cpp, *.c, *.py) of dir, sorted.
std::vector<std::string> wrong_solutions(const std::string& dir) {
  std::vector<std::string> found;
  boost::system::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string ext = it->path().extension().string();
    if (ext == ".cpp" || ext == ".c" || ext == ".py") found.push_back(it->path().string());
  }
  std::sort(found.begin(), found.end());
  return found;
}

// Writes text to path; throws std::runtime_error when it cannot.
void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) throw std::runtime_error("cannot write " + path);
}

}  // namespace

std::vector<Candidate> suite_candidates() {
  std::vector<std::pair<std::string, int>> plan = {{"checks", 4}, {"blockers", 4}, {"turns", 4}, {"captures", 14},
                                                   {"endgame", 14}, {"random", 4}, {"legal", 4}};
  std::vector<Candidate> out;
  for (const auto& p : plan)
    for (int seed = 0; seed < p.second; ++seed) {
      Candidate c;
      c.strategy = p.first;
      c.seed = uint64_t(seed);
      const std::vector<Move> commands = generate(c.strategy, c.seed, c.q);
      c.commands = commands.size();
      c.input = format_commands(commands);
      ParseError err;
      if (!run_judge(c.input.data(), c.input.size(), c.answer, err)) throw std::runtime_error("the judge rejects a generated input");
      const oracle::RunResult o = oracle::run(c.input.data(), c.input.size());
      if (o.exit_code != 0 || o.out != c.answer)
        throw std::runtime_error("the judge and the oracle disagree on " + c.strategy + " seed " + std::to_string(seed));
      out.push_back(std::move(c));
    }
  return out;
}

std::vector<size_t> greedy_cover(const std::vector<std::vector<int>>& covers, const std::vector<size_t>& cost, size_t limit) {
  std::set<int> covered;
  std::vector<size_t> chosen;
  std::vector<bool> used(covers.size(), false);
  while (chosen.size() < limit) {
    size_t best = covers.size(), best_gain = 0;
    for (size_t c = 0; c < covers.size(); ++c) {
      if (used[c]) continue;
      size_t gain = 0;
      for (const int item : covers[c]) gain += !covered.count(item);
      if (gain > best_gain || (gain == best_gain && gain > 0 && cost[c] < cost[best])) best = c, best_gain = gain;
    }
    if (best_gain == 0) break;
    used[best] = true;
    chosen.push_back(best);
    covered.insert(covers[best].begin(), covers[best].end());
  }
  return chosen;
}

namespace {

// Everything the choice is made from: the candidates, the items they kill or exercise, and the cost.
struct SuiteRun {
  std::vector<Candidate> candidates;
  std::vector<Mutant> mutants;
  std::vector<std::string> wrong;     // the wrong solutions' paths
  std::vector<std::string> universe;  // every rule clause
  // Items: mutants (0..M-1), wrong solutions (M..M+W-1), clauses (M+W..); covers[c] lists candidate c's.
  std::vector<std::vector<int>> covers;
  std::vector<size_t> cost;
  int m_count() const { return int(mutants.size()); }
  int w_count() const { return int(wrong.size()); }
};

// Returns the items candidate c covers: the mutants and wrong solutions it kills, the clauses it exercises.
std::vector<int> items_of(const SuiteRun& run, size_t c, const std::vector<std::vector<bool>>& mutant_kills,
                          const std::vector<SolverResult>& wrong_results) {
  std::vector<int> items;
  for (int m = 0; m < run.m_count(); ++m)
    if (!run.mutants[size_t(m)].binary.empty() && mutant_kills[size_t(m)][c]) items.push_back(m);
  for (int w = 0; w < run.w_count(); ++w)
    if (!wrong_results[size_t(w)].tests.empty() && wrong_results[size_t(w)].tests[c].verdict != Verdict::AC) items.push_back(run.m_count() + w);
  const Candidate& k = run.candidates[c];
  const std::set<std::string> clauses = clauses_covered(generate(k.strategy, k.seed, k.q));
  for (size_t u = 0; u < run.universe.size(); ++u)
    if (clauses.count(run.universe[u])) items.push_back(run.m_count() + run.w_count() + int(u));
  return items;
}

// Returns the candidates with what each covers: generated, graded against the mutants and the wrong solutions.
SuiteRun gather(const SuiteOptions& o) {
  SuiteRun run;
  std::cerr << "generating candidates\n";
  run.candidates = suite_candidates();
  std::vector<TestCase> tests;
  for (const Candidate& c : run.candidates) tests.push_back(TestCase{c.strategy + "-s" + std::to_string(c.seed), c.input, c.answer});
  run.mutants = build_mutants(o.mutants, std::cerr);
  const std::vector<std::vector<bool>> mutant_kills = o.mutants.schemata ? batch_kills(run.mutants, tests, o.mutants, std::cerr)
                                                                         : grade_mutants(run.mutants, tests, o.mutants.jobs, false, std::cerr);
  GradeOptions wrong;
  wrong.solvers = run.wrong = wrong_solutions(o.wrong_dir.empty() ? o.mutants.root + "/problem/submissions/wrong_answer" : o.wrong_dir);
  wrong.jobs = o.mutants.jobs;
  std::cerr << "grading " << wrong.solvers.size() << " wrong solutions on " << tests.size() << " candidates\n";
  const std::vector<SolverResult> wrong_results = grade(wrong, tests, nullptr);
  run.universe = all_clauses();
  for (size_t c = 0; c < run.candidates.size(); ++c) {
    run.cost.push_back(run.candidates[c].commands);
    run.covers.push_back(items_of(run, c, mutant_kills, wrong_results));
  }
  return run;
}

// Removes the old tests of dir (.in, .ans, .desc), making it when missing.
void clear_suite_dir(const std::string& dir) {
  fs::create_directories(dir);
  for (fs::directory_iterator it(dir), end; it != end; ++it) {
    const std::string ext = it->path().extension().string();
    if (ext == ".in" || ext == ".ans" || ext == ".desc") fs::remove(it->path());
  }
}

// Writes the chosen tests into o.out and their table on out; returns the items the suite covers and
// adds up its commands.
std::set<int> write_suite(const SuiteOptions& o, const SuiteRun& run, const std::vector<size_t>& chosen, std::ostream& out,
                          SuiteReport& report) {
  clear_suite_dir(o.out);
  std::set<int> suite_items;
  char row[200];
  out << "suite: " << chosen.size() << " tests chosen from " << run.candidates.size() << " candidates, written to " << o.out << "\n";
  std::snprintf(row, sizeof row, "%-22s %8s %9s %7s %9s\n", "test", "commands", "mutants", "wrong", "clauses");
  out << row;
  for (size_t n = 0; n < chosen.size(); ++n) {
    const Candidate& c = run.candidates[chosen[n]];
    int fresh[3] = {0, 0, 0}, all[3] = {0, 0, 0};  // mutants, wrong solutions, clauses
    for (const int item : run.covers[chosen[n]]) {
      const int kind = item < run.m_count() ? 0 : item < run.m_count() + run.w_count() ? 1 : 2;
      ++all[kind];
      fresh[kind] += suite_items.insert(item).second;
    }
    report.commands += c.commands;
    const std::string name = stem(n, c);
    report.tests.push_back(SuiteReport::Test{name, c.strategy, c.seed, c.q, c.commands, all[0], all[1], all[2]});
    write_file(o.out + "/" + name + ".in", c.input);
    write_file(o.out + "/" + name + ".ans", c.answer);
    write_file(o.out + "/" + name + ".desc", "duck gen " + c.strategy + " --seed " + std::to_string(c.seed) + " --q " + std::to_string(c.q) +
                                                 "\nkills " + std::to_string(all[0]) + " mutants and " + std::to_string(all[1]) +
                                                 " wrong solutions; exercises " + std::to_string(all[2]) + " rule clauses\n");
    std::snprintf(row, sizeof row, "%-22s %8zu %4d (+%3d) %2d (+%2d) %4d (+%3d)\n", name.c_str(), c.commands, all[0], fresh[0], all[1],
                  fresh[1], all[2], fresh[2]);
    out << row;
  }
  return suite_items;
}

// Counts the built mutants, those the suite kills and the probably equivalent ones; reports on out the
// mutants no candidate kills that stress shows are not equivalent.
void report_mutants(const SuiteRun& run, const std::set<int>& suite_items, std::future<StressSet>& games, const SuiteOptions& o,
                    std::ostream& out, int& built, int& killed, int& equivalent) {
  std::set<int> candidate_items;
  for (const auto& c : run.covers) candidate_items.insert(c.begin(), c.end());
  std::vector<size_t> survivors;
  for (int m = 0; m < run.m_count(); ++m) {
    if (run.mutants[size_t(m)].binary.empty()) continue;
    ++built;
    if (suite_items.count(m)) ++killed;
    else if (!candidate_items.count(m)) survivors.push_back(size_t(m));
  }
  if (survivors.empty()) return;
  std::cerr << "stressing " << survivors.size() << " mutants that no candidate kills\n";
  const StressSet set = games.get();
  const std::vector<StressResult> results = stress_mutants(run.mutants, survivors, set, o.mutants);
  for (size_t k = 0; k < survivors.size(); ++k) {
    const Mutant& m = run.mutants[survivors[k]];
    if (!results[k].differs) ++equivalent;
    else out << "  not killed by any candidate: #" << m.id << " " << describe(m.mutation) << ": " << results[k].evidence << "\n";
  }
}

// Returns how many items of [first, first + names.size()) the suite covers, naming the others on out.
int count_covered(const std::set<int>& suite_items, int first, const std::vector<std::string>& names, const std::string& missing,
                  std::ostream& out) {
  int covered = 0;
  for (size_t k = 0; k < names.size(); ++k) {
    if (suite_items.count(first + int(k))) ++covered;
    else out << "  " << missing << ": " << names[k] << "\n";
  }
  return covered;
}

}  // namespace

int run_suite(const SuiteOptions& o, std::ostream& out, SuiteReport* report) {
  const auto start = std::chrono::steady_clock::now();
  SuiteReport local;
  SuiteReport& r = report ? *report : local;
  // The stress games are made while the rest runs (it takes no process of its own).
  std::future<StressSet> games = std::async(std::launch::async, make_stress_set, o.mutants.stress_games, o.mutants.stress_seed);
  const SuiteRun run = gather(o);
  const std::vector<size_t> chosen = greedy_cover(run.covers, run.cost, size_t(o.max_tests));
  r.candidates = run.candidates.size();
  const std::set<int> suite_items = write_suite(o, run, chosen, out, r);
  report_mutants(run, suite_items, games, o, out, r.mutants_built, r.mutants_killed, r.probably_equivalent);
  r.wrong_killed = count_covered(suite_items, run.m_count(), run.wrong, "wrong solution not killed", out);
  r.clauses_covered = count_covered(suite_items, run.m_count() + run.w_count(), run.universe, "clause not covered", out);
  r.wrong_total = run.w_count();
  r.clauses_total = int(run.universe.size());
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  out << "total: " << chosen.size() << " tests, " << r.commands << " commands; wrong solutions killed: " << r.wrong_killed << "/"
      << r.wrong_total << "; rule clauses covered: " << r.clauses_covered << "/" << r.clauses_total << "; " << int(r.seconds) << " s\n";
  out << "mutation score: " << r.mutants_killed << "/" << r.mutants_built << " killed (" << r.probably_equivalent << " probably equivalent)\n";
  return 0;
}

}  // namespace duck
