// `duck package --verify`: the stages in order, and what they share.
#include "package/verify.h"

#include <algorithm>

#include <boost/filesystem.hpp>

#include "support/files.h"

namespace duck {

namespace fs = boost::filesystem;

bool report(const CheckLog& log, bool ok, const std::string& what, const std::string& why) {
  const std::string first_line = why.substr(0, why.find('\n'));
  log.out << (ok ? "ok   " : "FAIL ") << what << (ok || why.empty() ? "" : ": " + first_line) << "\n";
  if (log.record) log.record->push_back(PackageCheck{log.stage, ok, what, ok ? "" : why});
  return ok;
}

std::string statement_dir(PackageFormat f) { return f == PackageFormat::LEGACY ? "problem_statement" : "statement"; }

std::string output_validator_dir(const PackageUnderTest& p) {
  if (p.yaml.format == PackageFormat::V2023_07) return fs::is_directory(p.dir + "/output_validator") ? "output_validator" : "";
  std::vector<std::string> programs;
  boost::system::error_code ec;
  for (fs::directory_iterator it(p.dir + "/output_validators", ec), end; !ec && it != end; it.increment(ec))
    programs.push_back("output_validators/" + it->path().filename().string());
  return programs.size() == 1 ? programs[0] : "";
}

std::vector<std::string> submissions_in(const PackageUnderTest& p, const std::string& verdict_dir) {
  std::vector<std::string> found;
  boost::system::error_code ec;
  for (fs::directory_iterator it(p.dir + "/submissions/" + verdict_dir, ec), end; !ec && it != end; it.increment(ec))
    if (fs::is_regular_file(it->path())) found.push_back(it->path().string());
  std::sort(found.begin(), found.end());
  return found;
}

int verify_package(const PackageOptions& o, std::ostream& out, std::vector<PackageCheck>* checks) {
  PackageUnderTest p{o, o.package.empty() ? o.root + "/problem" : o.package, {}, {}, {}, {}};
  out << "verifying " << p.dir << "\n";
  bool ok = true;
  const std::pair<const char*, bool (*)(PackageUnderTest&, const CheckLog&)> stages[] = {
      {"config", verify_config}, {"statements", verify_statements}, {"programs", verify_programs},
      {"tests", verify_tests}, {"submissions", verify_submissions}, {"sanitizers", verify_sanitizers}};
  for (const auto& stage : stages) {
    out << "-- " << stage.first << "\n";
    ok &= stage.second(p, CheckLog{out, checks, stage.first});
  }
  out << (ok ? "package verified: no surprise\n" : "package verification FAILED\n");
  return ok ? 0 : 1;
}

}  // namespace duck
