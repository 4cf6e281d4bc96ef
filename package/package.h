// `duck package`: the Kattis-format problem package in problem/, its zip for DOMjudge and Kattis (legacy
// or 2023-07 layout), and a verification that checks what problemtools' verifyproblem and DOMjudge's
// import check.
#pragma once

#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "mutation/named.h"
#include "package/problem_yaml.h"

namespace duck {

struct PackageOptions {
  std::string root;                        // the data directory: problem/ is inside, and the project's sources
  std::string package;                     // the package directory to verify ("": ROOT/problem)
  std::string work = "/tmp/duck-package";  // where the validators are built
  PackageFormat format = PackageFormat::LEGACY;  // the layout of the zip --out writes
  int jobs = 2;
};

// Returns the package files made from the project's sources, by path relative to root: the accepted
// submission (the judge's program files, judge/program_files.txt), the input validator
// (validator/validate.* and its main) and the output validator (the grader's comparison and the
// Kattis main), each amalgamated into one C++ file by the one amalgamator (package/amalgamate.h); and
// a wrong-answer submission for each named mutation that names one (mutation/named_mutations.txt).
// Throws std::runtime_error when a source or the table cannot be read, or the table is malformed.
std::map<std::string, std::string> generated_package_files(const std::string& root);

// Returns the complete single-file program that the named mutation m makes: the judge's contest
// program (judge/program_files.txt) with m's edits, under a banner naming the bug.
std::string wrong_answer_program(const std::string& root, const NamedMutation& m);

// Writes the generated files into problem/; returns 0, or 1 when one cannot be written.
int sync_package(const PackageOptions& options, std::ostream& out);

// Checks the generated files are up to date and writes problem/ as a zip in options.format's layout
// (package/package_export.h): deflated, modes kept, reproducible. Returns 0 or 1.
int write_package_zip(const PackageOptions& options, const std::string& zip_path, std::ostream& out);

// One check of the verification: its stage, what was checked, whether it held, and why not.
struct PackageCheck {
  std::string stage;
  bool ok = false;
  std::string what, why;
};

// Verifies the package in options.package (legacy or 2023-07, as its problem.yaml says), stage by
// stage (package/verify.h): config, statements, programs, tests, submissions. Prints one line per
// check ("ok   ..." / "FAIL ...: why"), records them in checks when given; returns 0 when all hold,
// 1 on any failure.
int verify_package(const PackageOptions& options, std::ostream& out, std::vector<PackageCheck>* checks = nullptr);

}  // namespace duck
