#include "adequacy/suite.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
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

int run_suite(const SuiteOptions& o, std::ostream& out) {
  const auto start = std::chrono::steady_clock::now();
  std::cerr << "generating candidates\n";
  const std::vector<Candidate> candidates = suite_candidates();
  std::vector<TestCase> tests;
  for (const Candidate& c : candidates) tests.push_back(TestCase{c.strategy + "-s" + std::to_string(c.seed), c.input, c.answer});

  const std::vector<Mutant> mutants = build_mutants(o.mutants, std::cerr);
  const std::vector<std::vector<bool>> mutant_kills = grade_mutants(mutants, tests, o.mutants.jobs, std::cerr);

  const std::string wrong_dir = o.wrong_dir.empty() ? o.mutants.root + "/problem/submissions/wrong_answer" : o.wrong_dir;
  GradeOptions wrong;
  wrong.solvers = wrong_solutions(wrong_dir);
  wrong.jobs = o.mutants.jobs;
  std::cerr << "grading " << wrong.solvers.size() << " wrong solutions on " << tests.size() << " candidates\n";
  const std::vector<SolverResult> wrong_results = grade(wrong, tests, nullptr);

  // Items: mutants (0..M-1), wrong solutions (M..M+W-1), clauses (M+W..).
  const std::vector<std::string> universe = all_clauses();
  const int m_count = int(mutants.size()), w_count = int(wrong.solvers.size());
  std::vector<std::vector<int>> covers(candidates.size());
  std::vector<size_t> cost;
  std::vector<std::set<std::string>> clauses(candidates.size());
  for (size_t c = 0; c < candidates.size(); ++c) {
    cost.push_back(candidates[c].commands);
    for (int m = 0; m < m_count; ++m)
      if (!mutants[size_t(m)].binary.empty() && mutant_kills[size_t(m)][c]) covers[c].push_back(m);
    for (int w = 0; w < w_count; ++w)
      if (!wrong_results[size_t(w)].tests.empty() && wrong_results[size_t(w)].tests[c].verdict != Verdict::AC) covers[c].push_back(m_count + w);
    clauses[c] = clauses_covered(generate(candidates[c].strategy, candidates[c].seed, candidates[c].q));
    for (size_t u = 0; u < universe.size(); ++u)
      if (clauses[c].count(universe[u])) covers[c].push_back(m_count + w_count + int(u));
  }
  const std::vector<size_t> chosen = greedy_cover(covers, cost, size_t(o.max_tests));

  // Write the suite.
  fs::create_directories(o.out);
  for (fs::directory_iterator it(o.out), end; it != end; ++it) {
    const std::string ext = it->path().extension().string();
    if (ext == ".in" || ext == ".ans" || ext == ".desc") fs::remove(it->path());
  }
  std::set<int> suite_items, candidate_items;
  for (const auto& c : covers) candidate_items.insert(c.begin(), c.end());
  char row[200];
  out << "suite: " << chosen.size() << " tests chosen from " << candidates.size() << " candidates, written to " << o.out << "\n";
  std::snprintf(row, sizeof row, "%-22s %8s %9s %7s %9s\n", "test", "commands", "mutants", "wrong", "clauses");
  out << row;
  size_t total_commands = 0;
  for (size_t n = 0; n < chosen.size(); ++n) {
    const Candidate& c = candidates[chosen[n]];
    int new_m = 0, new_w = 0, new_c = 0, all_m = 0, all_w = 0, all_c = 0;
    for (const int item : covers[chosen[n]]) {
      const bool fresh = suite_items.insert(item).second;
      if (item < m_count) ++all_m, new_m += fresh;
      else if (item < m_count + w_count) ++all_w, new_w += fresh;
      else ++all_c, new_c += fresh;
    }
    total_commands += c.commands;
    const std::string name = stem(n, c);
    write_file(o.out + "/" + name + ".in", c.input);
    write_file(o.out + "/" + name + ".ans", c.answer);
    write_file(o.out + "/" + name + ".desc", "duck gen " + c.strategy + " --seed " + std::to_string(c.seed) + " --q " +
                                                 std::to_string(c.q) + "\nkills " + std::to_string(all_m) + " mutants and " +
                                                 std::to_string(all_w) + " wrong solutions; exercises " + std::to_string(all_c) +
                                                 " rule clauses\n");
    std::snprintf(row, sizeof row, "%-22s %8zu %4d (+%3d) %2d (+%2d) %4d (+%3d)\n", name.c_str(), c.commands, all_m, new_m, all_w, new_w,
                  all_c, new_c);
    out << row;
  }
  // Mutants that no candidate kills: probably equivalent, or beyond the candidates (reported).
  int built = 0, killed = 0, equivalent = 0;
  std::vector<size_t> survivors;
  for (int m = 0; m < m_count; ++m) {
    if (mutants[size_t(m)].binary.empty()) continue;
    ++built;
    if (suite_items.count(m)) ++killed;
    else if (!candidate_items.count(m)) survivors.push_back(size_t(m));
  }
  if (!survivors.empty()) {
    std::cerr << "stressing " << survivors.size() << " mutants that no candidate kills\n";
    const StressSet set = make_stress_set(o.mutants.stress_games, o.mutants.stress_seed);
    for (const size_t m : survivors) {
      const StressResult r = stress_mutant(mutants[m], set, o.mutants);
      if (!r.differs) ++equivalent;
      else out << "  not killed by any candidate: #" << mutants[m].id << " " << describe(mutants[m].mutation) << ": " << r.evidence << "\n";
    }
  }
  int wrong_killed = 0;
  for (int w = 0; w < w_count; ++w) {
    if (suite_items.count(m_count + w)) ++wrong_killed;
    else out << "  wrong solution not killed: " << wrong.solvers[size_t(w)] << "\n";
  }
  int clause_count = 0;
  for (size_t u = 0; u < universe.size(); ++u) {
    if (suite_items.count(m_count + w_count + int(u))) ++clause_count;
    else out << "  clause not covered: " << universe[u] << "\n";
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  out << "total: " << chosen.size() << " tests, " << total_commands << " commands; wrong solutions killed: " << wrong_killed << "/"
      << w_count << "; rule clauses covered: " << clause_count << "/" << universe.size() << "; " << int(seconds) << " s\n";
  out << "mutation score: " << killed << "/" << built << " killed (" << equivalent << " probably equivalent)\n";
  return 0;
}

}  // namespace duck
