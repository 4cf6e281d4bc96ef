#include "package/package.h"

#include <sstream>
#include <stdexcept>

#include <boost/filesystem.hpp>

#include "package/amalgamate.h"
#include "package/package_export.h"
#include "package/zip_archive.h"
#include "mutation/named.h"
#include "support/files.h"

namespace duck {

namespace {

const char* const INPUT_VALIDATOR = "problem/input_validators/duck_validate/validate.cpp";
const char* const OUTPUT_VALIDATOR = "problem/output_validators/duck_checker/checker.cpp";
const char* const ACCEPTED_SUBMISSION = "problem/submissions/accepted/duckjudge.cpp";
const char* const WRONG_ANSWER_DIR = "problem/submissions/wrong_answer/";

// Returns the lines of a C++ comment, "// " before each line of text (wrapped at about 100 columns).
std::string comment_lines(const std::string& text) {
  std::string out, line = "//";
  std::istringstream words(text);
  for (std::string w; words >> w;) {
    if (line.size() + 1 + w.size() > 100) out += line + "\n", line = "//";
    line += " " + w;
  }
  return out + line + "\n";
}


// Returns true (each stale file named on out) when the generated files in problem/ match a fresh generation.
bool generated_up_to_date(const PackageOptions& o, std::ostream& out) {
  bool ok = true;
  for (const auto& f : generated_package_files(o.root))
    if (file_text(o.root + "/" + f.first) != f.second) ok = false, out << "FAIL " << f.first << " is out of date: run `duck package --sync`\n";
  return ok;
}

}  // namespace

std::map<std::string, std::string> generated_package_files(const std::string& root) {
  std::map<std::string, std::string> files;
  files[INPUT_VALIDATOR] = amalgamate(root, {"validator/validate.h", "validator/validate.cpp", "validator/input_validator.cpp"}, {},
                                      "// Duck Chess: the strict input validator (Kattis / DOMjudge: exit 42 valid, 43 invalid),\n"
                                      "// amalgamated from validator/ by `duck package --sync`. Do not edit: edit validator/validate.cpp.\n");
  files[ACCEPTED_SUBMISSION] = amalgamate(
      root, include_order(root, judge_program_files(root)), {},
      "// Duck Chess (THUPC 2019, Luogu P5380): the reference solution, amalgamated from judge/ (the files of\n"
      "// judge/program_files.txt) by `duck package --sync`. Do not edit: edit judge/ and run it (or scripts/amalgamate).\n" +
          std::string(RELEASE_BUILD_LINES));
  files[OUTPUT_VALIDATOR] = amalgamate(
      root, include_order(root, {"grader/verdict.cpp", "grader/compare.cpp", "support/bounded_read.cpp", "grader/checker.cpp", "package/kattis_checker_main.cpp"}),
      {}, "// Duck Chess: the output validator (Kattis / DOMjudge: checker INPUT ANSWER FEEDBACK_DIR < OUTPUT,\n"
          "// exit 42 accepted, 43 wrong answer), amalgamated from grader/ by `duck package --sync`. C++17.\n");
  for (const NamedMutation& m : read_named_mutations(root))
    if (!m.submission.empty()) files[WRONG_ANSWER_DIR + m.submission + ".cpp"] = wrong_answer_program(root, m);
  return files;
}

std::string wrong_answer_program(const std::string& root, const NamedMutation& m) {
  std::map<std::string, std::string> edited;
  for (const std::string& f : files_of(m)) edited[f] = apply_named(read_project_file(root, f), f, m);
  return amalgamate(root, include_order(root, judge_program_files(root)), edited,
                    "// WRONG ANSWER (" + m.name + "):\n" + comment_lines(m.bug) +
                        "//\n// A complete C++14 solution of Duck Chess (THUPC 2019, Luogu P5380), correct but for this one\n"
                        "// mistake: the reference judge with the named mutation `" + m.name + "` of mutation/named_mutations.txt,\n"
                        "// amalgamated by `duck package --sync`. Do not edit: edit the table and run it.\n" + RELEASE_BUILD_LINES);
}

int sync_package(const PackageOptions& o, std::ostream& out) {
  for (const auto& f : generated_package_files(o.root)) {
    const bool same = file_text(o.root + "/" + f.first) == f.second;
    if (!same && !write_file(o.root + "/" + f.first, f.second)) return out << "cannot write " << f.first << "\n", 1;
    out << (same ? "up to date: " : "wrote: ") << f.first << "\n";
  }
  return 0;
}

int write_package_zip(const PackageOptions& o, const std::string& zip_path, std::ostream& out) {
  if (!generated_up_to_date(o, out)) return 1;
  std::vector<ZipMember> members;
  try {
    members = package_members(o.root + "/problem", o.format);
  } catch (const std::exception& e) {
    return out << "cannot read the package: " << e.what() << "\n", 1;
  }
  const std::string error = write_zip(zip_path, members);
  if (!error.empty()) return out << "cannot write " << zip_path << ": " << error << "\n", 1;
  boost::system::error_code ec;
  out << "wrote " << zip_path << " (" << format_name(o.format) << " layout, deflated): " << members.size() << " files, "
      << boost::filesystem::file_size(zip_path, ec) << " bytes\n";
  return 0;
}

}  // namespace duck
