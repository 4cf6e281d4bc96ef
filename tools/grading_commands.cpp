#include "tools/commands.h"

#include <unistd.h>

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <thread>

#include "grader/checker.h"
#include "grader/grade.h"
#include "grader/report.h"
#include "grader/sandbox.h"
#include "grader/stress.h"
#include "generators/generate.h"

namespace duck {

namespace {

// Exit status of `duck grade --require` when a required promise is not kept here (ctest's skip code).
constexpr int EXIT_UNSUPPORTED = 77;

// The options shared by grade and stress that set the limits, in the units of the command line.
struct LimitOptions {
  double time_s = 1, wall_s = 0;
  uint64_t memory_mib = 512, output_mib = 64;
  int processes = 16;
  // Returns the limits; the wall limit defaults to max(3 s, 3 x the CPU limit).
  Limits limits() const {
    Limits l;
    l.cpu_s = time_s;
    l.wall_s = wall_s > 0 ? wall_s : std::max(3.0, 3 * time_s);
    l.memory_bytes = memory_mib * MIB;
    l.output_bytes = output_mib * MIB;
    l.processes = processes;
    return l;
  }
};

// Adds the limit options to a subcommand.
void add_limit_options(CLI::App* cmd, LimitOptions& o) {
  cmd->add_option("--time-limit", o.time_s, "CPU seconds per run")->default_val(1.0)->check(CLI::PositiveNumber);
  cmd->add_option("--wall-limit", o.wall_s, "wall-clock seconds per run (default: max(3, 3 x time limit))")->check(CLI::NonNegativeNumber);
  cmd->add_option("--memory-limit", o.memory_mib, "MiB of address space per run")->default_val(512)->check(CLI::Range(1, 1 << 20));
  cmd->add_option("--output-limit", o.output_mib, "MiB of standard output per run")->default_val(64)->check(CLI::Range(1, 1 << 16));
  cmd->add_option("--processes", o.processes, "processes and threads per run (enforced when root)")->default_val(16)->check(CLI::Range(1, 4096));
}

// The options of `duck grade`.
struct GradeCli {
  std::vector<std::string> solvers, tests, require;
  LimitOptions limits;
  int jobs = int(std::max(1u, std::thread::hardware_concurrency()));
  std::string json, expect;
  bool explain = false, quiet = false;
};

// Runs `duck grade`; returns its exit status.
int grade_command(const GradeCli& o) {
  const Limits limits = o.limits.limits();
  Sandbox& sandbox = Sandbox::get();
  const std::vector<SandboxItem> items = sandbox.explain(limits);
  if (o.explain) {
    std::cout << "The sandbox of `duck grade` on this machine (" << (geteuid() == 0 ? "root" : "uid " + std::to_string(geteuid())) << "):\n";
    print_sandbox(std::cout, items);
    if (!sandbox.probe_error().empty()) std::cout << "note: " << sandbox.probe_error() << "\n";
    return 0;
  }
  for (const std::string& key : o.require)
    for (const SandboxItem& i : items)
      if (i.key == key && !i.enforced) {
        std::cerr << "duck grade: the sandbox cannot keep '" << i.what << "' here (" << i.how << "); not running\n";
        return EXIT_UNSUPPORTED;
      }
  if (o.solvers.empty()) {
    std::cerr << "duck grade: no SOLVER given\n";
    return 2;
  }
  std::optional<Verdict> expect;
  if (!o.expect.empty() && !(expect = parse_verdict(o.expect))) {
    std::cerr << "duck grade: unknown verdict " << o.expect << "\n";
    return 2;
  }
  GradeOptions options;
  options.solvers = o.solvers;
  options.test_dirs = o.tests.empty() ? default_test_dirs() : o.tests;
  options.limits = limits;
  options.jobs = o.jobs;
  std::vector<TestCase> tests;
  std::string error;
  if (!load_tests(options.test_dirs, tests, error)) {
    std::cerr << "duck grade: " << error << (o.tests.empty() ? " (the bundled tests are missing; give --tests DIR)" : "") << "\n";
    return 2;
  }
  const bool tty = isatty(STDERR_FILENO);
  const std::vector<SolverResult> results =
      grade(options, tests, tty ? Progress(draw_progress) : Progress());
  if (!o.quiet) print_table(std::cout, results);
  if (!o.json.empty()) {
    std::ofstream f(o.json);
    f << to_json(results, limits, items).dump(2) << "\n";
    if (!f.flush()) {
      std::cerr << "duck grade: cannot write " << o.json << "\n";
      return 2;
    }
  }
  const Verdict wanted = expect.value_or(Verdict::AC);
  for (const SolverResult& r : results)
    if (r.verdict != wanted) {
      if (expect) std::cerr << "duck grade: " << r.solver << " got " << verdict_name(r.verdict) << ", expected " << o.expect << "\n";
      return 1;
    }
  return 0;
}

// Adds `duck grade`.
void add_grade(CLI::App& app, int& status) {
  auto o = std::make_shared<GradeCli>();
  CLI::App* cmd = app.add_subcommand("grade", "Grade solvers (executables or .cpp/.c/.py sources) on the tests; exit 0 when all are AC");
  cmd->add_option("SOLVER", o->solvers, "executables or sources; several give a solver-by-test matrix");
  cmd->add_option("--tests", o->tests, "a directory of *.in/*.ans pairs (repeatable; default: the bundled data/sample and data/secret)");
  add_limit_options(cmd, o->limits);
  cmd->add_option("--jobs,-j", o->jobs, "runs at a time")->capture_default_str()->check(CLI::Range(1, 256));
  cmd->add_option("--json", o->json, "also write the results as JSON to this file");
  cmd->add_option("--expect", o->expect, "exit 0 when every solver gets this verdict instead of AC");
  cmd->add_option("--require", o->require, "refuse to run (exit 77) unless the sandbox keeps this promise here (see --explain-sandbox)");
  cmd->add_flag("--explain-sandbox", o->explain, "print what the sandbox enforces on this machine and exit");
  cmd->add_flag("--quiet,-q", o->quiet, "no table");
  cmd->callback([o, &status] { status = grade_command(*o); });
}

// Adds `duck check`.
void add_check(CLI::App& app, int& status) {
  auto files = std::make_shared<std::vector<std::string>>();
  auto kattis = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand(
      "check",
      "Checker. testlib: `check INPUT OUTPUT ANSWER`, exit 0 OK, 1 WA, 2 PE, 3 FAIL.\n"
      "Kattis/DOMjudge: `check --kattis INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT`, exit 42 AC, 43 WA, message in FEEDBACK_DIR/judgemessage.txt");
  cmd->add_option("FILES", *files, "INPUT OUTPUT ANSWER, or with --kattis INPUT ANSWER FEEDBACK_DIR")->expected(3, 16)->required();
  cmd->add_flag("--kattis", *kattis, "Kattis/DOMjudge output validator convention");
  cmd->callback([files, kattis, &status] {
    const auto& f = *files;
    status = *kattis ? check_kattis(f[0], f[1], f[2], std::cin, std::cerr) : check_testlib(f[0], f[1], f[2], std::cerr);
  });
}

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
  cmd->add_option("--seed", o->seed, "seed of the first input")->capture_default_str();
  auto* count = cmd->add_option("--count", o->count, "inputs to try")->capture_default_str();
  cmd->add_option("--seconds", o->seconds, "try inputs for this long instead")->excludes(count);
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
    status = run_stress(*o, std::cout);
  });
}

}  // namespace

void add_grading_commands(CLI::App& app, int& status) {
  add_grade(app, status);
  add_check(app, status);
  add_stress(app, status);
}

}  // namespace duck
