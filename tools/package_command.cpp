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
  j["verified"] = status == 0;
  int failed = 0;
  j["checks"] = nlohmann::ordered_json::array();
  for (const PackageCheck& c : checks) {
    failed += !c.ok;
    j["checks"].push_back({{"ok", c.ok}, {"what", c.what}, {"why", c.why}});
  }
  j["failed"] = failed;
  return j;
}

}  // namespace

// Adds `duck package [--out FILE.zip] [--verify] [--sync]`.
void add_package(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("package", "Build, zip and verify the Kattis / DOMjudge problem package in problem/");
  cmd->footer(
      "--sync writes the generated files of problem/ (the validators, amalgamated from validator/ and grader/).\n"
      "--out builds both validators and writes the package as a zip that DOMjudge imports.\n"
      "--verify does what Kattis' verifyproblem does: every validator on every test, junk and near-miss inputs\n"
      "rejected, answers checked against the judge and the oracle, every submission graded through the grader\n"
      "with its directory's verdict; it fails (exit 1) on any surprise.\n");
  auto options = std::make_shared<PackageOptions>();
  auto zip = std::make_shared<std::string>();
  auto verify = std::make_shared<bool>(false);
  auto sync = std::make_shared<bool>(false);
  cmd->add_option("--out", *zip, "the zip file to write");
  cmd->add_flag("--verify", *verify, "verify the package");
  cmd->add_flag("--sync", *sync, "write the generated files of problem/");
  cmd->add_option("--work", options->work, "where to build the validators (default /tmp/duck-package)");
  cmd->add_option("--jobs", options->jobs, "runs at a time when grading the submissions (default 2)")->check(CLI::Range(1, 64));
  add_root_option(cmd, options->root);
  auto json = std::make_shared<std::string>();
  cmd->add_option("--json", *json, "with --verify: also write every check as JSON to this file (\"-\": standard output; the report then goes to stderr)");
  cmd->callback([&status, options, zip, verify, sync, json] {
    if (!*sync && zip->empty() && !*verify) throw CLI::ValidationError("duck package", "give --sync, --out FILE.zip or --verify");
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
