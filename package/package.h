// `duck package`: the Kattis-format problem package in problem/, its zip for DOMjudge, and a
// verification that does what Kattis' verifyproblem does.
#pragma once

#include <map>
#include <ostream>
#include <string>
#include <vector>

namespace duck {

struct PackageOptions {
  std::string root;                        // the project's source directory (problem/ is inside)
  std::string work = "/tmp/duck-package";  // where the validators are built
  int jobs = 2;
};

// Returns the package files made from the project's sources, by path relative to root: the input
// validator (validator/validate.* and its main) and the output validator (the grader's comparison
// and the Kattis main), each amalgamated into one C++ file.
std::map<std::string, std::string> generated_package_files(const std::string& root);

// Writes the generated files into problem/; returns 0, or 1 when one cannot be written.
int sync_package(const PackageOptions& options, std::ostream& out);

// Checks the generated files are up to date, builds both validators, and writes the package as a
// zip that DOMjudge imports (the files of problem/ that belong to a Kattis package). Returns 0 or 1.
int write_package_zip(const PackageOptions& options, const std::string& zip_path, std::ostream& out);

// Verifies the package like verifyproblem: generated files up to date; both validators build; the
// input validator accepts every test and rejects junk and near-miss inputs; the output validator
// accepts every answer and rejects changed ones; every answer is the judge's and the oracle's; every
// submission gets its directory's verdict through the grader. Prints each check; returns 0 when
// all hold, 1 on any surprise.
// One check of the verification: what was checked, whether it held, and why not.
struct PackageCheck {
  bool ok = false;
  std::string what, why;
};

int verify_package(const PackageOptions& options, std::ostream& out, std::vector<PackageCheck>* checks = nullptr);

}  // namespace duck
