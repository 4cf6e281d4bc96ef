// `duck package`: build, zip and verify the problem package.
#include "tools/commands.h"

#include <iostream>
#include <memory>

#include "package/package.h"
#include "tools/json_output.h"
#include "tools/option_checks.h"

namespace duck {

namespace {

// Returns the verification as JSON (schema duck-package-verify/1, docs/json/package-verify.md).
nlohmann::ordered_json verify_json(const PackageOptions& o, const std::vector<PackageCheck>& checks, int status) {
  nlohmann::ordered_json j = json_report("package-verify", 1);
  j["root"] = o.root;
  j["package"] = o.package.empty() ? o.root + "/problem" : o.package;
  j["verified"] = status == 0;
  int failed = 0;
  j["checks"] = nlohmann::ordered_json::array();
  for (const PackageCheck& c : checks) {
    failed += !c.ok;
    j["checks"].push_back({{"stage", c.stage}, {"ok", c.ok}, {"what", c.what}, {"why", c.why}});
  }
  j["failed"] = failed;
  return j;
}

}  // namespace

// Adds `duck package [--out FILE.zip] [--verify] [--sync]`.
void add_package(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("package", "Build, zip and verify the Kattis / DOMjudge problem package in problem/");
  cmd->footer(
      "--sync writes the generated files of problem/: the validators (amalgamated from validator/ and grader/), the accepted\n"
      "submission (from judge/), and a wrong-answer submission per named mutation that names one (`duck wrong`).\n"
      "--out writes problem/ as a deflated, reproducible zip: the legacy Kattis layout that DOMjudge and Kattis\n"
      "import, or with --format 2023-07 the 2023-07-draft layout (problem_format_version, statement/, output_validator/).\n"
      "--verify checks what problemtools' verifyproblem and DOMjudge's import check, in stages: config (problem.yaml\n"
      "keys of its format, license, one time limit across .timelimit, domjudge-problem.ini and problem.yaml), statements\n"
      "(Kattis' .tex, DOMjudge's problem.{pdf,html,txt}), programs (build/run scripts executable, validators compiled\n"
      "with Kattis' and DOMjudge's g++ commands), tests (answers are the judge's and the oracle's, the validators accept\n"
      "them and reject junk), submissions (each gets its directory's verdict); it fails (exit 1) on any failed check.\n"
      "--package DIR verifies another package directory (legacy or 2023-07, as its problem.yaml says).\n");
  auto options = std::make_shared<PackageOptions>();
  auto zip = std::make_shared<std::string>();
  auto verify = std::make_shared<bool>(false);
  auto sync = std::make_shared<bool>(false);
  cmd->add_option("--out", *zip, "the zip file to write");
  cmd->add_flag("--verify", *verify, "verify the package");
  cmd->add_flag("--sync", *sync, "write the generated files of problem/");
  auto format = std::make_shared<std::string>("legacy");
  cmd->add_option("--format", *format, "with --out: the zip's layout, legacy (default) or 2023-07")->check(CLI::IsMember({"legacy", "2023-07"}));
  cmd->add_option("--package", options->package, "with --verify: the package directory to verify (default: ROOT/problem)");
  cmd->add_option("--work", options->work, "where to build the validators (default /tmp/duck-package)");
  cmd->add_option("--jobs", options->jobs, "runs at a time when grading the submissions (default 2)")->check(CLI::Range(1, 64));
  add_root_option(cmd, options->root);
  auto json = std::make_shared<std::string>();
  cmd->add_option("--json", *json, "with --verify: also write every check as JSON to this file (\"-\": standard output; the report then goes to stderr)");
  cmd->callback([&status, options, zip, verify, sync, json, format] {
    if (!*sync && zip->empty() && !*verify) throw CLI::ValidationError("duck package", "give --sync, --out FILE.zip or --verify");
    options->format = *parse_format(*format);
    options->root = resolve_root(options->root, "package");
    if (options->root.empty()) return void(status = 2);
    status = 0;
    if (*sync) status = sync_package(*options, std::cout);
    if (status == 0 && !zip->empty()) status = write_package_zip(*options, *zip, std::cout);
    if (status == 0 && *verify) {
      std::vector<PackageCheck> checks;
      status = verify_package(*options, *json == "-" ? std::cerr : std::cout, &checks);
      if (!json->empty() && !write_json_report(*json, verify_json(*options, checks, status), "package")) status = 2;
    }
  });
}

}  // namespace duck
