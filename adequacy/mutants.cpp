#include "adequacy/mutants.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <future>
#include <iostream>
#include <map>
#include <sstream>

#include "adequacy/batch_protocol.h"
#include "adequacy/engine.h"
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

// Returns the i-th line (0-based) of text, or "end of output".
std::string line_at(const std::string& text, size_t i) {
  std::istringstream in(text);
  std::string line;
  for (size_t k = 0; std::getline(in, line); ++k)
    if (k == i) return "\"" + line + "\"";
  return "end of output";
}

}  // namespace

StressSet make_stress_set(int games, uint64_t seed) {
  StressSet set;
  Rng rng(seed);
  set.input = std::to_string(games) + "\n";
  for (int g = 0; g < games; ++g) {
    const uint64_t pick = rng.below(16);
    const char* strategy = pick < 7 ? "random" : pick < 14 ? "legal" : pick == 14 ? (rng.chance(1, 2) ? "turns" : "captures") : "endgame";
    const uint64_t game_seed = rng.next();  // drawn in this order: the seed, then the length
    const std::string text = format_commands(generate(strategy, game_seed, rng.range(1, 400)));
    std::string out;
    ParseError err;
    run_judge(text.data(), text.size(), out, err);
    set.commands += size_t(std::count(text.begin(), text.end(), '\n')) - 1;
    set.input += text;
    set.games.push_back(text);
    set.answers += out + GAME_END;
    set.answer_ends.push_back(set.answers.size());
  }
  return set;
}

StressResult stress_mutant(const Mutant& mutant, const StressSet& set, const MutantsOptions& o) {
  StressResult r;
  // A schema mutant's batch program is its file's; another's is built (cached) on demand.
  const Build b = mutant.switched ? Build{mutant.binary, ""} : build_cached(o.work, mutant_program(o, mutant.mutation, true), MUTANT_FLAGS);
  if (b.binary.empty()) {
    r.differs = true;
    r.evidence = "its batch build does not compile: " + first_lines(b.error, 1);
    return r;
  }
  // The grader runs programs from its own work directory (a sandbox user may not see ours).
  const Solver solver = prepare_solver(b.binary, {});
  if (solver.command.empty()) {
    r.differs = true;
    r.evidence = "the grader cannot run its batch build: " + solver.message;
    return r;
  }
  // The reference answers 20,000 games in about a second; a game that loops ends at the batch
  // main's limit per game, and a mutant that loops everywhere is stopped soon.
  Limits limits;
  limits.cpu_s = 20;
  limits.wall_s = 60;
  limits.output_bytes = 4 * set.answers.size() + (1 << 20);
  const RunResult run = run_mutant(mutant, solver.command, set.input, limits, MutantRun::BATCH);
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

std::vector<StressResult> stress_mutants(const std::vector<Mutant>& mutants, const std::vector<size_t>& which, const StressSet& set,
                                         const MutantsOptions& o) {
  // The batch builds first (the compiler must not run while the grader runs), then the runs, `jobs` at a time.
  std::vector<std::string> batch_sources;
  for (const size_t i : which)
    if (!mutants[i].switched) batch_sources.push_back(mutant_program(o, mutants[i].mutation, true));
  build_all(o.work, batch_sources, MUTANT_FLAGS, o.jobs, nullptr);
  std::vector<StressResult> results(which.size());
  std::atomic<size_t> done{0};
  parallel_for(which.size(), o.jobs, [&](size_t k) {
    results[k] = stress_mutant(mutants[which[k]], set, o);
    progress_counter(++done, which.size());
  });
  return results;
}

namespace {

// Counts the built mutants that some test kills, by operator, into r; returns the indices of the others.
std::vector<size_t> count_kills(const std::vector<Mutant>& mutants, const std::vector<std::vector<bool>>& killed, MutantsReport& r) {
  std::vector<size_t> survivors;
  for (size_t i = 0; i < mutants.size(); ++i) {
    if (mutants[i].binary.empty()) {
      ++r.stillborn;
      r.stillborn_ids.push_back(mutants[i].id);
      continue;
    }
    ++r.by_operator[mutants[i].mutation.op].second;
    if (std::find(killed[i].begin(), killed[i].end(), true) != killed[i].end()) {
      ++r.killed;
      r.killed_ids.push_back(mutants[i].id);
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
                      std::future<StressSet>& games, std::ostream& out, MutantsReport& r) {
  if (survivors.empty()) return;
  std::cerr << "stress: " << o.stress_games << " generated games for each of " << survivors.size() << " survivors\n";
  const StressSet set = games.get();
  out << "survivors (" << survivors.size() << "), each stressed on " << set.games.size() << " generated games (" << set.commands
      << " commands, seed " << o.stress_seed << "):\n";
  const std::vector<StressResult> results = stress_mutants(mutants, survivors, set, o);
  for (size_t k = 0; k < survivors.size(); ++k) {
    const Mutant& m = mutants[survivors[k]];
    const StressResult& s = results[k];
    r.equivalent += !s.differs;
    r.survivors.push_back(MutantsReport::Survivor{m.id, describe(m.mutation), !s.differs, s.evidence});
    out << "  #" << m.id << " " << describe(m.mutation) << "\n      "
        << (s.differs ? "SURVIVES THE TESTS, killed by stress: " + s.evidence
                      : "probably equivalent: no difference in " + std::to_string(set.games.size()) + " games")
        << "\n";
  }
}

}  // namespace

int run_mutants(const MutantsOptions& o, const std::vector<std::string>& test_dirs, std::ostream& out, MutantsReport* report) {
  std::vector<TestCase> tests;
  std::string error;
  if (!load_tests(test_dirs, tests, error)) {
    std::cerr << "duck mutants: " << error << "\n";
    return 1;
  }
  // The stress games are made while the mutants build and run (it takes no process of its own).
  std::future<StressSet> games = std::async(std::launch::async, make_stress_set, o.stress_games, o.stress_seed);
  const std::vector<Mutant> mutants = build_mutants(o, std::cerr);
  const std::vector<std::vector<bool>> killed = grade_mutants(mutants, tests, o.jobs, true, std::cerr);
  MutantsReport local;
  MutantsReport& r = report ? *report : local;
  r.tests = tests.size();
  r.mutants = mutants.size();
  const std::vector<size_t> survivors = count_kills(mutants, killed, r);
  out << "mutants: " << mutants.size() << " of";
  for (const std::string& f : o.files) out << " " << f;
  out << "; " << r.stillborn << " stillborn (do not compile), " << r.graded << " graded on " << tests.size() << " tests\n";
  for (const auto& e : r.by_operator) out << "  " << e.first << ": " << e.second.first << "/" << e.second.second << " killed\n";
  if (r.stillborn > 0) out << "stillborn (" << r.stillborn << "):\n";
  for (const Mutant& m : mutants)
    if (m.binary.empty()) out << "  #" << m.id << " " << describe(m.mutation) << "\n      " << first_lines(m.compile_error, 1) << "\n";
  stress_survivors(o, mutants, survivors, games, out, r);
  out << "mutation score: " << r.killed << "/" << r.graded << " killed (" << r.equivalent << " probably equivalent)\n";
  return 0;
}

}  // namespace duck
