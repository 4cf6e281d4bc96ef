#include "adequacy/mutants.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <map>
#include <sstream>

#include "grader/grade.h"
#include "grader/runner.h"
#include "grader/solver.h"
#include "judge/format.h"
#include "judge/run.h"
#include "package/amalgamate.h"
#include "package/build_cache.h"
#include "generators/generate.h"
#include "generators/script.h"
#include "support/terminal.h"

namespace duck {

namespace {

const char* const FLAGS = "-O2 -std=c++14";

// Draws a one-line progress counter on stderr when it is a terminal.
void progress(size_t done, size_t total) {
  static const bool terminal = escapes_allowed(2);
  if (!terminal) return;
  std::fprintf(stderr, "\r  %zu/%zu", done, total);
  if (done == total) std::fputs("\n", stderr);
}

// Returns the first `n` lines of text.
std::string head(const std::string& text, int n) {
  size_t end = 0;
  for (int i = 0; i < n && end != std::string::npos; ++i) end = text.find('\n', end + (i > 0));
  return text.substr(0, end);
}

// Returns the i-th line (0-based) of text, or "end of output".
std::string line_at(const std::string& text, size_t i) {
  std::istringstream in(text);
  std::string line;
  for (size_t k = 0; std::getline(in, line); ++k)
    if (k == i) return "\"" + line + "\"";
  return "end of output";
}

// Returns the mutated program's source for one mutation (or the batch program's with batch).
std::string mutant_program(const MutantsOptions& o, const Mutation& m, bool batch) {
  std::vector<std::string> cpp = judge_program_files(o.root);
  if (batch) cpp.back() = "adequacy/mutant_batch_main.cpp";
  const std::string banner = "// A mutant of the Duck Chess reference judge, built by `duck mutants`:\n// " + describe(m) +
                             "\n#ifndef NDEBUG\n#define NDEBUG  // built as the release judge is: judge/'s asserts are for debug builds\n#endif\n";
  return amalgamate(o.root, include_order(o.root, cpp), {{m.file, apply_mutation(read_project_file(o.root, m.file), m)}}, banner);
}

}  // namespace

std::vector<Mutant> build_mutants(const MutantsOptions& o, std::ostream& log) {
  std::vector<Mutant> mutants;
  for (const std::string& f : o.files)
    for (const Mutation& m : find_mutations(f, read_project_file(o.root, f), o.skip)) {
      Mutant x;
      x.id = int(mutants.size()) + 1;
      x.mutation = m;
      x.source = mutant_program(o, m, false);
      mutants.push_back(std::move(x));
    }
  log << "building " << mutants.size() << " mutants (g++ " << FLAGS << ", cache " << o.work << ")\n" << std::flush;
  std::vector<std::string> sources;
  for (const Mutant& m : mutants) sources.push_back(m.source);
  const std::vector<Build> builds = build_all(o.work, sources, FLAGS, o.jobs, progress);
  for (size_t i = 0; i < mutants.size(); ++i) {
    mutants[i].binary = builds[i].binary;
    mutants[i].compile_error = head(builds[i].error, 3);
  }
  return mutants;
}

std::vector<std::vector<bool>> grade_mutants(const std::vector<Mutant>& mutants, const std::vector<TestCase>& tests, int jobs,
                                             std::ostream& log) {
  std::vector<std::vector<bool>> killed(mutants.size(), std::vector<bool>(tests.size(), false));
  Limits limits;
  limits.cpu_s = 0.5;  // the reference needs milliseconds; a mutant that loops is killed sooner
  limits.wall_s = 2;
  // First the empty input: a mutant broken from the start (a crash or a loop while building its
  // tables) fails every test, and need not be run on each.
  GradeOptions first;
  first.limits = limits;
  first.jobs = jobs;
  std::vector<size_t> index;
  for (size_t i = 0; i < mutants.size(); ++i)
    if (!mutants[i].binary.empty()) first.solvers.push_back(mutants[i].binary), index.push_back(i);
  log << "running " << index.size() << " mutants on the empty input\n" << std::flush;
  const std::vector<SolverResult> started = grade(first, {TestCase{"empty", "0\n", ""}}, progress);
  GradeOptions options = first;
  options.solvers.clear();
  std::vector<size_t> alive;
  for (size_t k = 0; k < index.size(); ++k) {
    if (started[k].verdict != Verdict::AC) killed[index[k]].assign(tests.size(), true);
    else options.solvers.push_back(mutants[index[k]].binary), alive.push_back(index[k]);
  }
  log << "grading " << alive.size() << " mutants on " << tests.size() << " tests through the grader\n" << std::flush;
  const std::vector<SolverResult> results = grade(options, tests, progress);
  for (size_t k = 0; k < alive.size(); ++k) {
    if (results[k].tests.empty()) {
      killed[alive[k]].assign(tests.size(), true);  // could not run: counted as killed, reported by grade
      continue;
    }
    for (size_t t = 0; t < tests.size(); ++t) killed[alive[k]][t] = results[k].tests[t].verdict != Verdict::AC;
  }
  return killed;
}

StressSet make_stress_set(int games, uint64_t seed) {
  StressSet set;
  Rng rng(seed);
  set.input = std::to_string(games) + "\n";
  for (int g = 0; g < games; ++g) {
    const uint64_t pick = rng.below(16);
    const char* strategy = pick < 7 ? "random" : pick < 14 ? "legal" : pick == 14 ? (rng.chance(1, 2) ? "turns" : "captures") : "endgame";
    const std::string text = format_commands(generate(strategy, rng.next(), rng.range(1, 400)));
    std::string out;
    ParseError err;
    run_judge(text.data(), text.size(), out, err);
    set.commands += size_t(std::count(text.begin(), text.end(), '\n')) - 1;
    set.input += text;
    set.games.push_back(text);
    set.answers += out;
    set.answer_ends.push_back(set.answers.size());
  }
  return set;
}

StressResult stress_mutant(const Mutant& mutant, const StressSet& set, const MutantsOptions& o) {
  StressResult r;
  const Build b = build_cached(o.work, mutant_program(o, mutant.mutation, true), FLAGS);
  if (b.binary.empty()) {
    r.differs = true;
    r.evidence = "its batch build does not compile: " + head(b.error, 1);
    return r;
  }
  // The grader runs programs from its own work directory (a sandbox user may not see ours).
  const Solver solver = prepare_solver(b.binary, {});
  if (solver.command.empty()) {
    r.differs = true;
    r.evidence = "the grader cannot run its batch build: " + solver.message;
    return r;
  }
  RunSpec spec;
  spec.argv = solver.command;
  spec.input = set.input;
  // The reference answers 20,000 games in about a second; a mutant that loops is stopped soon.
  spec.limits.cpu_s = 20;
  spec.limits.wall_s = 60;
  spec.limits.output_bytes = 4 * set.answers.size() + (1 << 20);
  const RunResult run = run_process(spec);
  if (run.ending != Ending::EXITED || run.exit_code != 0) {
    r.differs = true;
    r.evidence = "the batch run failed: " + describe_ending(run);
    return r;
  }
  if (run.out == set.answers) return r;
  r.differs = true;
  const size_t at = size_t(std::mismatch(run.out.begin(), run.out.end(), set.answers.begin(), set.answers.end()).first - run.out.begin());
  const size_t game = size_t(std::upper_bound(set.answer_ends.begin(), set.answer_ends.end(), at) - set.answer_ends.begin());
  const size_t game_start = game == 0 ? 0 : set.answer_ends[game - 1];
  const size_t line = size_t(std::count(set.answers.begin() + long(game_start), set.answers.begin() + long(std::min(at, set.answers.size())), '\n'));
  const std::string expected = set.answers.substr(game_start, (game < set.answer_ends.size() ? set.answer_ends[game] : set.answers.size()) - game_start);
  const std::string found = run.out.size() > game_start ? run.out.substr(game_start) : "";
  r.evidence = "game " + std::to_string(game + 1) + " of " + std::to_string(set.games.size()) + ", answer " + std::to_string(line + 1) +
               ": expected " + line_at(expected, line) + ", found " + line_at(found, line);
  return r;
}

namespace {

// Counts the built mutants that some test kills, by operator, into r; returns the indices of the others.
std::vector<size_t> count_kills(const std::vector<Mutant>& mutants, const std::vector<std::vector<bool>>& killed, MutantsReport& r) {
  std::vector<size_t> survivors;
  for (size_t i = 0; i < mutants.size(); ++i) {
    if (mutants[i].binary.empty()) {
      ++r.stillborn;
      continue;
    }
    ++r.by_operator[mutants[i].mutation.op].second;
    if (std::find(killed[i].begin(), killed[i].end(), true) != killed[i].end()) {
      ++r.killed;
      ++r.by_operator[mutants[i].mutation.op].first;
    } else {
      survivors.push_back(i);
    }
  }
  r.graded = mutants.size() - r.stillborn;
  return survivors;
}

// Stresses each survivor on generated games, reporting each on out and into r.
void stress_survivors(const MutantsOptions& o, const std::vector<Mutant>& mutants, const std::vector<size_t>& survivors,
                      std::ostream& out, MutantsReport& r) {
  if (survivors.empty()) return;
  std::cerr << "stress: " << o.stress_games << " generated games for each of " << survivors.size() << " survivors\n";
  const StressSet set = make_stress_set(o.stress_games, o.stress_seed);
  out << "survivors (" << survivors.size() << "), each stressed on " << set.games.size() << " generated games (" << set.commands
      << " commands, seed " << o.stress_seed << "):\n";
  for (size_t k = 0; k < survivors.size(); ++k) {
    progress(k, survivors.size());
    const Mutant& m = mutants[survivors[k]];
    const StressResult s = stress_mutant(m, set, o);
    r.equivalent += !s.differs;
    r.survivors.push_back(MutantsReport::Survivor{m.id, describe(m.mutation), !s.differs, s.evidence});
    out << "  #" << m.id << " " << describe(m.mutation) << "\n      "
        << (s.differs ? "SURVIVES THE TESTS, killed by stress: " + s.evidence
                      : "probably equivalent: no difference in " + std::to_string(set.games.size()) + " games")
        << "\n";
  }
  progress(survivors.size(), survivors.size());
}

}  // namespace

int run_mutants(const MutantsOptions& o, const std::vector<std::string>& test_dirs, std::ostream& out, MutantsReport* report) {
  std::vector<TestCase> tests;
  std::string error;
  if (!load_tests(test_dirs, tests, error)) {
    std::cerr << "duck mutants: " << error << "\n";
    return 1;
  }
  const std::vector<Mutant> mutants = build_mutants(o, std::cerr);
  const std::vector<std::vector<bool>> killed = grade_mutants(mutants, tests, o.jobs, std::cerr);
  MutantsReport local;
  MutantsReport& r = report ? *report : local;
  r.tests = tests.size();
  r.mutants = mutants.size();
  const std::vector<size_t> survivors = count_kills(mutants, killed, r);
  out << "mutants: " << mutants.size() << " of";
  for (const std::string& f : o.files) out << " " << f;
  out << "; " << r.stillborn << " stillborn (do not compile), " << r.graded << " graded on " << tests.size() << " tests\n";
  for (const auto& e : r.by_operator) out << "  " << e.first << ": " << e.second.first << "/" << e.second.second << " killed\n";
  stress_survivors(o, mutants, survivors, out, r);
  out << "mutation score: " << r.killed << "/" << r.graded << " killed (" << r.equivalent << " probably equivalent)\n";
  return 0;
}

}  // namespace duck
