// `duck stress`: a solver against the reference on generated inputs; the first difference shrunk.
#include "tools/commands.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <thread>

#include "generators/generate.h"
#include "grader/stress.h"
#include "support/terminal.h"
#include "tools/json_output.h"
#include "tools/limit_options.h"
#include "tools/option_checks.h"
#include "support/printable.h"

namespace duck {

namespace {

// Draws the progress line of a session on stderr: comparisons, rate and the time left.
void draw_stress_progress(const StressOptions& o, long long tried, double seconds) {
  if (tried < 0) return void(std::fputs("\r\033[K", stderr));  // the search is over: clear the line
  const double rate = double(tried) / std::max(seconds, 1e-9);
  const double left = o.seconds > 0 ? o.seconds - seconds : double(o.count - tried) / std::max(rate, 1e-9);
  std::fprintf(stderr, "\r\033[Kstress: %lld comparisons, %.0f/s, %.0f s left", tried, rate, std::max(left, 0.0));
  std::fflush(stderr);
}

// Returns the session as JSON (schema duck-stress/1, docs/json/stress.md).
nlohmann::ordered_json stress_json(const StressOptions& o, const StressSummary& s, int status) {
  nlohmann::ordered_json j = json_report("stress", 1);
  j["solver"] = o.solver;
  j["reference"] = o.other.empty() ? "the reference judge (in-process)" : o.other;
  j["generator"] = o.generator_name;
  j["seed"] = o.seed;
  j["commands_per_input"] = o.commands;
  j["status"] = status;
  j["tried"] = s.tried;
  j["seconds"] = s.seconds;
  j["comparisons_per_second"] = double(s.tried) / std::max(s.seconds, 1e-9);
  j["found"] = s.found;
  if (s.found) {
    j["original_commands"] = s.original_commands;
    j["shrunk_commands"] = s.shrunk_commands;
    j["shrink_probes"] = s.shrink_probes;
    j["shrink_seconds"] = s.shrink_seconds;
    j["reproduced"] = {{"runs", s.reproduce_runs}, {"differing", s.reproduce_differing}};
    j["nondeterministic"] = s.nondeterministic;
    j["shrink_runs"] = s.shrink_runs;
    j["shrink_lost"] = s.shrink_lost;
    j["evidence"] = {{"input", o.out_dir + "/min.in"}, {"answer", o.out_dir + "/min.ans"}, {"output", o.out_dir + "/min.out"}};
    if (s.nondeterministic)
      j["original_evidence"] = {{"input", o.out_dir + "/original.in"}, {"answer", o.out_dir + "/original.ans"},
                                {"output", o.out_dir + "/original.out"}};
  }
  return j;
}

}  // namespace

// Adds `duck stress`.
void add_stress(CLI::App& app, int& status) {
  auto o = std::make_shared<StressOptions>();
  auto limits = std::make_shared<LimitOptions>();
  auto list = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand("stress",
                                     "Run SOLVER on generated inputs against OTHER (default: the reference judge, in-process); shrink the first "
                                     "difference. Exit 0: none found, 1: found (DIR/min.in, min.ans, min.out)");
  cmd->add_option("SOLVER", o->solver, "executable or source");
  cmd->add_option("--vs", o->other, "the reference solver (default: the reference judge, in-process)");
  auto gen = std::make_shared<std::string>("walk");
  std::vector<std::string> names;
  for (const Strategy* g : strategies()) names.push_back(g->name);
  cmd->add_option("--gen", *gen, "generator strategy (see --list-generators)")->capture_default_str()->check(CLI::IsMember(names));
  cmd->add_option("--seed", o->seed, "seed of the first input")->capture_default_str()->check(unsigned64());
  auto* count = cmd->add_option("--count", o->count, "inputs to try")->capture_default_str()->check(integer_in(1, 1000000000));
  cmd->add_option("--seconds", o->seconds, "try inputs for this long instead")->check(seconds_up_to(86400, false))->excludes(count);
  cmd->add_option("--commands", o->commands, "commands per input (at most the contest's 1000)")->capture_default_str()->check(CLI::Range(1, 1000));
  cmd->add_option("--out", o->out_dir, "where min.in, min.ans, min.out go")->capture_default_str();
  o->jobs = int(std::max(1u, std::thread::hardware_concurrency()));
  cmd->add_option("--jobs,-j", o->jobs, "comparisons at a time")->capture_default_str()->check(CLI::Range(1, 256));
  cmd->add_option("--reproduce", o->reproduce,
                  "run a found difference again this many times (the stack moved a little each time) before shrinking; when "
                  "some runs do not differ, the solver is reported nondeterministic and original.in, .ans, .out are kept")
      ->capture_default_str()
      ->check(CLI::Range(1, 100));
  cmd->add_option("--shrink-runs", o->shrink_runs,
                  "runs of each shrinking candidate, any differing counts (default: 1 when the difference reproduced every "
                  "time, else 5)")
      ->check(CLI::Range(1, 100));
  cmd->add_flag("--list-generators", *list, "list the generator strategies and exit");
  auto json = std::make_shared<std::string>();
  cmd->add_option("--json", *json, "also write the session as JSON to this file (\"-\": standard output; the report then goes to stderr)");
  add_limit_options(cmd, *limits);
  cmd->footer(strategies_help());
  cmd->callback([o, limits, list, gen, json, &status] {
    if (*list) {
      for (const Strategy* g : strategies()) std::cout << g->name << "  " << g->summary << "\n";
      status = 0;
      return;
    }
    if (o->solver.empty()) {
      std::cerr << "duck stress: no SOLVER given\n";
      status = 2;
      return;
    }
    o->limits = limits->limits();
    o->generator_name = *gen;
    o->generator = input_generator(*gen);
    if (escapes_allowed(STDERR_FILENO)) o->progress = [o](long long tried, double seconds) { draw_stress_progress(*o, tried, seconds); };
    StressSummary summary;
    {
      PrintableLines safe(*json == "-" ? std::cerr : std::cout);  // the report quotes the solver's output
      std::ostream report(&safe);
      status = run_stress(*o, report, &summary);
    }
    if (!json->empty() && !write_json_report(*json, stress_json(*o, summary, status), "stress")) status = 2;
  });
}

}  // namespace duck
