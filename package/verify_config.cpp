// Stage config of `duck package --verify`: problem.yaml, the time limit, the generated validators.
#include <cmath>
#include <cstdlib>
#include <sstream>

#include <boost/filesystem.hpp>

#include "package/package_export.h"
#include "package/verify.h"
#include "support/files.h"

namespace duck {

namespace fs = boost::filesystem;

namespace {

// Returns text without leading and trailing white space and one pair of surrounding quotes.
std::string unquoted(std::string text) {
  const size_t first = text.find_first_not_of(" \t\r\n"), last = text.find_last_not_of(" \t\r\n");
  text = first == std::string::npos ? "" : text.substr(first, last - first + 1);
  if (text.size() >= 2 && (text[0] == '\'' || text[0] == '"') && text.back() == text[0]) text = text.substr(1, text.size() - 2);
  return text;
}

// Returns the value of key in an INI text (key=value lines, as DOMjudge's parse_ini_string reads
// domjudge-problem.ini), or "" when absent.
std::string ini_value(const std::string& ini, const std::string& key) {
  std::istringstream lines(ini);
  for (std::string line; std::getline(lines, line);) {
    const size_t eq = line.find('=');
    if (eq != std::string::npos && unquoted(line.substr(0, eq)) == key) return unquoted(line.substr(eq + 1));
  }
  return "";
}

// Reads text as seconds into seconds; returns false when it is not a number above 0.
bool parse_seconds(const std::string& text, double& seconds) {
  char* end = nullptr;
  seconds = std::strtod(text.c_str(), &end);
  return !text.empty() && end && *end == '\0' && std::isfinite(seconds) && seconds > 0;
}

// Returns true when problem.yaml exists and breaks none of its format's rules; reads it into p.yaml.
bool check_problem_yaml(PackageUnderTest& p, const CheckLog& log) {
  std::string text, error;
  if (!report(log, read_file(p.dir + "/problem.yaml", text, &error), "problem.yaml exists", error)) return false;
  p.yaml = read_problem_yaml(text);
  for (const std::string& e : p.yaml.errors) report(log, false, "problem.yaml follows the " + std::string(format_name(p.yaml.format)) + " format", e);
  if (!p.yaml.errors.empty()) return false;
  return report(log, true, std::string("problem.yaml (yaml-cpp): only ") + format_name(p.yaml.format) + " keys, a license and its rights owner");
}

// Returns true when every time limit the package states is the same number of seconds, and there is one.
bool check_time_limits(const PackageUnderTest& p, const CheckLog& log) {
  std::vector<std::pair<std::string, std::string>> stated;  // (where, text)
  if (fs::exists(p.dir + "/.timelimit")) stated.push_back({".timelimit", unquoted(file_text(p.dir + "/.timelimit"))});
  const std::string ini = ini_value(file_text(p.dir + "/domjudge-problem.ini"), "timelimit");
  if (!ini.empty()) stated.push_back({"domjudge-problem.ini", ini});
  if (p.yaml.time_limit) {
    std::ostringstream s;
    s << *p.yaml.time_limit;
    stated.push_back({"problem.yaml limits.time_limit", s.str()});
  }
  if (stated.empty()) return report(log, false, "the package states a time limit", "none in .timelimit, domjudge-problem.ini or problem.yaml");
  double first = 0, seconds = 0;
  std::string all;
  bool ok = true;
  for (size_t i = 0; i < stated.size(); ++i) {
    all += (i ? ", " : "") + stated[i].first + " says " + stated[i].second;
    if (!parse_seconds(stated[i].second, seconds)) ok = report(log, false, stated[i].first + " holds a time limit", "'" + stated[i].second + "' is not a number of seconds");
    else if (i == 0) first = seconds;
    else if (std::fabs(seconds - first) > 1e-9) ok = false;
  }
  return report(log, ok, ok ? "one time limit (" + all + ")" : "one time limit across .timelimit, domjudge-problem.ini and problem.yaml",
                "two different time limits: " + all) &&
         ok;
}

// Returns true when the generated validators in the package match a fresh generation from the sources.
bool check_generated(const PackageUnderTest& p, const CheckLog& log) {
  bool ok = true;
  for (const auto& f : generated_package_files(p.options.root)) {
    const std::string rel = path_in_format(f.first.substr(std::string("problem/").size()), p.yaml.format);
    ok &= report(log, file_text(p.dir + "/" + rel) == f.second, rel + " is up to date", "run `duck package --sync`");
  }
  return ok;
}

}  // namespace

bool verify_config(PackageUnderTest& p, const CheckLog& log) {
  const bool yaml = check_problem_yaml(p, log);
  const bool limits = check_time_limits(p, log);
  return check_generated(p, log) && yaml && limits;
}

}  // namespace duck
