// `duck grade`: every solver on every test under the sandbox; the table, JSON and the exit status.
#include "tools/commands.h"

#include <unistd.h>

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <optional>
#include <thread>

#include "grader/grade.h"
#include "grader/report.h"
#include "grader/sandbox.h"
#include "grader/testset.h"
#include "tools/json_output.h"
#include "tools/limit_options.h"
#include "tools/option_checks.h"
#include "support/printable.h"
#include "support/terminal.h"

namespace duck {

namespace {

// Exit status of `duck grade --require` when a required promise is not kept here (ctest's skip code).
constexpr int EXIT_UNSUPPORTED = 77;

// The options of `duck grade`.
struct GradeCli {
  std::vector<std::string> solvers, tests, require;
  LimitOptions limits;
  int repeat = 1;
  int jobs = int(std::max(1u, std::thread::hardware_concurrency()));
  std::string json, expect;
  bool explain = false, quiet = false, sanitize = false;
};

// Returns "" when key names a promise of the sandbox (an item of --explain-sandbox), else a message listing them.
std::string known_promise(std::string& key) {
  std::string keys;
  for (const SandboxItem& i : Sandbox::get().explain(Limits())) {
    if (i.key == key) return "";
    keys += (keys.empty() ? "" : ", ") + i.key;
  }
  return "unknown promise '" + key + "'; the promises are: " + keys;
}

// Prints what the sandbox enforces here (--explain-sandbox).
void explain_sandbox(const Sandbox& sandbox, const std::vector<SandboxItem>& items) {
  std::cout << "The sandbox of `duck grade` on this machine (" << (geteuid() == 0 ? "root" : "uid " + std::to_string(geteuid())) << "):\n";
  print_sandbox(std::cout, items);
  if (!sandbox.probe_error().empty()) std::cout << "note: " << sandbox.probe_error() << "\n";
}

// Returns 0 when every --require'd promise is kept here, else EXIT_UNSUPPORTED after saying which is not.
int check_required(const GradeCli& o, const std::vector<SandboxItem>& items) {
  for (const std::string& key : o.require)
    for (const SandboxItem& i : items)
      if (i.key == key && !i.enforced) {
        std::cerr << "duck grade: the sandbox cannot keep '" << i.what << "' here (" << i.how << "); not running\n";
        return EXIT_UNSUPPORTED;
      }
  return 0;
}

// Writes the JSON report (schema duck-grade/1) to o.json; returns false after saying why when it cannot.
bool write_json(const GradeCli& o, const std::vector<SolverResult>& results, const Limits& limits,
                const std::vector<SandboxItem>& items) {
  nlohmann::ordered_json report = json_report("grade", 1);
  report.update(to_json(results, limits, items));
  return write_json_report(o.json, report, "grade");
}

// Returns the exit status for the results: 0 when every solver got the wanted verdict, else 1.
int final_status(const GradeCli& o, const std::optional<Verdict>& expect, const std::vector<SolverResult>& results) {
  const Verdict wanted = expect.value_or(Verdict::AC);
  for (const SolverResult& r : results)
    if (r.verdict != wanted) {
      if (expect) std::cerr << "duck grade: " << r.solver << " got " << verdict_name(r.verdict) << ", expected " << o.expect << "\n";
      return 1;
    }
  return 0;
}

// Runs `duck grade`; returns its exit status.
int grade_command(const GradeCli& o) {
  const Limits limits = o.limits.limits();
  Sandbox& sandbox = Sandbox::get();
  const std::vector<SandboxItem> items = sandbox.explain(limits);
  if (o.explain) return explain_sandbox(sandbox, items), 0;
  if (const int refused = check_required(o, items)) return refused;
  if (o.solvers.empty()) return std::cerr << "duck grade: no SOLVER given\n", 2;
  std::optional<Verdict> expect;
  if (!o.expect.empty() && !(expect = parse_verdict(o.expect))) return std::cerr << "duck grade: unknown verdict " << o.expect << "\n", 2;
  GradeOptions options;
  options.solvers = o.solvers;
  const std::string data = o.tests.empty() ? resolve_root("", "grade") : "";
  if (o.tests.empty() && data.empty()) return 2;
  options.test_dirs = o.tests.empty() ? default_test_dirs(data) : o.tests;
  options.limits = limits;
  options.jobs = o.jobs;
  options.sanitize = o.sanitize;
  options.repeat = o.repeat;
  std::vector<TestCase> tests;
  std::string error;
  if (!load_tests(options.test_dirs, tests, error)) {
    std::cerr << "duck grade: " << error << (o.tests.empty() ? " (the bundled tests are missing; give --tests DIR)" : "") << "\n";
    return 2;
  }
  const std::vector<SolverResult> results = grade(options, tests, escapes_allowed(STDERR_FILENO) ? Progress(draw_progress) : Progress());
  if (!o.quiet && o.json != "-") {
    PrintableLines safe(std::cout);  // compiler messages and outputs are the submissions' text
    std::ostream table(&safe);
    print_table(table, results);
  }
  if (!o.json.empty() && !write_json(o, results, limits, items)) return 2;
  return final_status(o, expect, results);
}

}  // namespace

// Adds `duck grade`.
void add_grade(CLI::App& app, int& status) {
  auto o = std::make_shared<GradeCli>();
  CLI::App* cmd = app.add_subcommand("grade", "Grade solvers (executables or .cpp/.c/.py sources) on the tests; exit 0 when all are AC");
  cmd->add_option("SOLVER", o->solvers, "executables or sources; several give a solver-by-test matrix");
  cmd->add_option("--tests", o->tests, "a directory of *.in/*.ans pairs (repeatable; default: the bundled data/sample and data/secret)");
  add_limit_options(cmd, o->limits);
  cmd->add_option("--jobs,-j", o->jobs, "runs at a time")->capture_default_str()->check(CLI::Range(1, 256));
  cmd->add_option("--json", o->json, "also write the results as JSON to this file (\"-\": standard output, instead of the table)");
  cmd->add_option("--expect", o->expect, "exit 0 when every solver gets this verdict instead of AC");
  cmd->add_option("--require", o->require, "refuse to run (exit 77) unless the sandbox keeps this promise here (see --explain-sandbox); repeatable")
      ->expected(1)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll)
      ->check(CLI::Validator(known_promise, "PROMISE"));
  cmd->add_flag("--explain-sandbox", o->explain, "print what the sandbox enforces on this machine and exit");
  cmd->add_flag("--quiet,-q", o->quiet, "no table");
  cmd->add_option("--repeat", o->repeat,
                  "run each test N times (ASLR on, the environment a little longer each run); differing runs flag the test (AC~)")
      ->check(CLI::Range(1, 100));
  cmd->add_flag("--sanitize", o->sanitize,
                "also build C/C++ sources with -fsanitize=address,undefined and run that build on every test (5x the time limits); "
                "a report flags the test (AC*) beside the verdict of the normal build");
  cmd->callback([o, &status] { status = grade_command(*o); });
}

}  // namespace duck
