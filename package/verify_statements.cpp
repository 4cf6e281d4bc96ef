// Stage statements of `duck package --verify`: what Kattis renders and what DOMjudge shows.
#include <regex>
#include <set>

#include <boost/filesystem.hpp>

#include "package/verify.h"
#include "support/files.h"

namespace duck {

namespace fs = boost::filesystem;

namespace {

// Returns the statement files of the format in the package: problem.tex or problem.<lang>.tex (legacy,
// as verifyproblem globs them), problem.<lang>.{tex,md,pdf} (2023-07), by file name.
std::set<std::string> kattis_statements(const PackageUnderTest& p) {
  static const std::regex legacy(R"(problem(\.[a-z][a-z])?\.tex)"), v2023(R"(problem\.[a-z]{2,3}(-[A-Z]{2})?\.(tex|md|pdf))");
  std::set<std::string> found;
  boost::system::error_code ec;
  for (fs::directory_iterator it(p.dir + "/" + statement_dir(p.yaml.format), ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (std::regex_match(name, p.yaml.format == PackageFormat::LEGACY ? legacy : v2023)) found.insert(name);
  }
  return found;
}

// Returns the statement's language: "en" of problem.en.tex, "" of problem.tex.
std::string language_of(const std::string& file) {
  const size_t first = file.find('.'), last = file.rfind('.');
  return first == last ? "" : file.substr(first + 1, last - first - 1);
}

// Returns true when the Kattis statements are there (and, in 2023-07, match the name's languages).
bool check_kattis(const PackageUnderTest& p, const CheckLog& log) {
  const std::string dir = statement_dir(p.yaml.format);
  const std::set<std::string> files = kattis_statements(p);
  std::string list;
  for (const std::string& f : files) list += (list.empty() ? "" : ", ") + dir + "/" + f;
  if (!report(log, !files.empty(), "Kattis: a statement in " + dir + "/ (" + (list.empty() ? "none" : list) + ")",
              p.yaml.format == PackageFormat::LEGACY ? "no problem.tex or problem.<lang>.tex" : "no problem.<lang>.{tex,md,pdf}"))
    return false;
  bool ok = report(log, !(files.count("problem.tex") && files.count("problem.en.tex")), "Kattis: not both problem.tex and problem.en.tex",
                   "verifyproblem refuses both");
  if (p.yaml.format == PackageFormat::V2023_07 && !p.yaml.name.empty())
    for (const std::string& f : files)
      ok &= report(log, language_of(f) == "en", "2023-07: " + f + " is English, as a plain-string name implies",
                   "a name given as a string is English: give name as a map of languages");
  for (const std::string& f : files)
    if (f.size() > 4 && f.compare(f.size() - 4, 4, ".tex") == 0)
      ok &= report(log, file_text(p.dir + "/" + dir + "/" + f).find("\\problemname{") != std::string::npos, dir + "/" + f + " names the problem (\\problemname)");
  return ok;
}

// Returns true when DOMjudge finds a statement: problem_statement/problem.{pdf,html,txt}, the first found.
bool check_domjudge(const PackageUnderTest& p, const CheckLog& log) {
  if (p.yaml.format != PackageFormat::LEGACY) {
    log.out << "note DOMjudge reads statements only from problem_statement/: import the legacy zip into DOMjudge\n";
    return true;
  }
  for (const char* type : {"pdf", "html", "txt"}) {
    const std::string file = p.dir + "/problem_statement/problem." + type;
    if (!fs::is_regular_file(file)) continue;
    const bool html_ok = std::string(type) != "html" || file_text(file).find("<table") != std::string::npos;
    return report(log, fs::file_size(file) > 0 && html_ok, std::string("DOMjudge: problem_statement/problem.") + type + " (the statement teams see)",
                  "empty, or an HTML statement without the board's table");
  }
  return report(log, false, "DOMjudge: a statement problem_statement/problem.{pdf,html,txt}", "none: teams would see no statement");
}

}  // namespace

bool verify_statements(PackageUnderTest& p, const CheckLog& log) {
  const bool kattis = check_kattis(p, log);
  return check_domjudge(p, log) && kattis;
}

}  // namespace duck
