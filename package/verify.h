// The stages of `duck package --verify`, each in its own file (verify_*.cpp), and what they share.
// Together they check what problemtools' verifyproblem (v1.20231016) and DOMjudge's problem import
// (ImportProblemService.php, judgedaemon's default build) check.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "grader/testset.h"
#include "package/package.h"
#include "package/problem_yaml.h"

namespace duck {

// Where the checks go: one line each on out, and a record of each (with its stage) when a list is given.
struct CheckLog {
  std::ostream& out;
  std::vector<PackageCheck>* record = nullptr;
  std::string stage;
};

// Reports one check: "ok   WHAT" or "FAIL WHAT: WHY" (the first line of why); returns ok.
bool report(const CheckLog& log, bool ok, const std::string& what, const std::string& why = "");

// One platform's command for C++ programs.
struct Compiler {
  std::string platform;  // "Kattis" or "DOMjudge"
  std::string flags;     // g++'s flags
};

// problemtools' C++ command (config/languages.yaml) and DOMjudge judgedaemon's for a validator
// without a build script.
const Compiler KATTIS_CXX = {"Kattis", "-g -O2 -std=gnu++17 -static"};
const Compiler DOMJUDGE_CXX = {"DOMjudge", "-Wall -O2 -std=gnu++20"};

// What the stages learn and pass on.
struct PackageUnderTest {
  PackageOptions options;
  std::string dir;                          // the package directory
  ProblemYaml yaml;
  std::vector<TestCase> tests;
  std::string input_validator;              // built with KATTIS_CXX ("" when it did not build)
  std::vector<std::pair<std::string, std::string>> output_validators;  // (platform, binary) for each platform that built it
};

// Returns the files of submissions/<verdict_dir> in the package (e.g. "accepted"), sorted; none when
// the directory is missing.
std::vector<std::string> submissions_in(const PackageUnderTest& p, const std::string& verdict_dir);

// Returns the statement directory of the format: problem_statement/ or statement/.
std::string statement_dir(PackageFormat f);

// Returns the output validator's directory: output_validators/<the one program> (legacy), or
// output_validator (2023-07); "" when the legacy package has none or several.
std::string output_validator_dir(const PackageUnderTest& p);

// Stage config: problem.yaml read with yaml-cpp and checked against its format; one time limit across
// .timelimit, domjudge-problem.ini and problem.yaml; the generated validators up to date.
bool verify_config(PackageUnderTest& p, const CheckLog& log);

// Stage statements: the format's statement files (Kattis) and problem_statement/problem.{pdf,html,txt}
// (DOMjudge), with the name the statement gives.
bool verify_statements(PackageUnderTest& p, const CheckLog& log);

// Stage programs: build/run scripts executable; every validator compiles with each platform's command.
bool verify_programs(PackageUnderTest& p, const CheckLog& log);

// Stage tests: the tests load; every answer is the judge's and the oracle's; the input validator accepts
// every test and rejects junk; each built output validator accepts the answers and rejects changed ones.
bool verify_tests(PackageUnderTest& p, const CheckLog& log);

// Stage submissions: every submission gets its directory's verdict through the grader.
bool verify_submissions(PackageUnderTest& p, const CheckLog& log);

// Stage sanitizers: every accepted C or C++ submission, graded again as `duck grade --sanitize` grades
// it (a second build with the sanitizers), runs on every test without a sanitizer report.
bool verify_sanitizers(PackageUnderTest& p, const CheckLog& log);

}  // namespace duck
