// `duck stress`: a solver against the reference on generated inputs; the first difference shrunk.
#include "tools/commands.h"

#include <iostream>
#include <memory>
#include <thread>

#include "generators/generate.h"
#include "grader/stress.h"
#include "tools/limit_options.h"
#include "tools/option_checks.h"
#include "support/printable.h"

namespace duck {

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
  cmd->add_flag("--list-generators", *list, "list the generator strategies and exit");
  add_limit_options(cmd, *limits);
  cmd->footer(strategies_help());
  cmd->callback([o, limits, list, gen, &status] {
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
    PrintableLines safe(std::cout);  // the report quotes the solver's output
    std::ostream report(&safe);
    status = run_stress(*o, report);
  });
}

}  // namespace duck
