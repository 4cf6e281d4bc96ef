// Stage programs of `duck package --verify`: build/run scripts, and every validator built with each
// platform's command (problemtools' languages.yaml; DOMjudge judgedaemon's default build script).
#include <sys/stat.h>

#include <algorithm>
#include <regex>

#include <boost/filesystem.hpp>

#include "package/build_cache.h"
#include "package/verify.h"
#include "support/files.h"

namespace duck {

namespace fs = boost::filesystem;

namespace {

using Built = std::vector<std::pair<std::string, std::string>>;

// Returns the programs of a validator directory (each a file or a directory), paths relative to the
// package, sorted.
std::vector<std::string> programs_in(const PackageUnderTest& p, const std::string& dir) {
  std::vector<std::string> programs;
  boost::system::error_code ec;
  for (fs::directory_iterator it(p.dir + "/" + dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().filename().string()[0] != '.') programs.push_back(dir + "/" + it->path().filename().string());
  std::sort(programs.begin(), programs.end());
  return programs;
}

// Returns the C++ sources of a program (itself when it is one file), paths relative to the package.
std::vector<std::string> cxx_sources(const PackageUnderTest& p, const std::string& program) {
  static const char* const exts[] = {".cpp", ".cc", ".cxx", ".c++", ".C"};
  std::vector<std::string> files, sources;
  if (fs::is_directory(p.dir + "/" + program)) {
    for (fs::directory_iterator it(p.dir + "/" + program), end; it != end; ++it) files.push_back(program + "/" + it->path().filename().string());
  } else {
    files.push_back(program);
  }
  for (const std::string& f : files)
    for (const char* ext : exts)
      if (fs::path(f).extension() == ext) sources.push_back(f);
  return sources;
}

// Returns true when path exists and is not executable by its owner.
bool not_executable(const std::string& path) {
  struct stat st {};
  return ::stat(path.c_str(), &st) == 0 && !(st.st_mode & S_IXUSR);
}

// Returns the compiler's log with the build cache's copy of the source named as the package's file.
std::string named_log(const std::string& log, const std::string& source) {
  return std::regex_replace(log, std::regex(R"([^ :\n]*/program\.cpp)"), source);
}

// Returns the compiler's first line that says "error", else its first line.
std::string first_error(const std::string& log) {
  const size_t at = log.find("error");
  if (at == std::string::npos) return log.substr(0, log.find('\n'));
  const size_t start = log.rfind('\n', at) == std::string::npos ? 0 : log.rfind('\n', at) + 1;
  return log.substr(start, log.find('\n', at) - start);
}

// Builds one program with each compiler; returns (platform, binary) of each that built (none when the
// program brings its own build/run scripts, whose execute bits are checked instead).
Built build_program(const PackageUnderTest& p, const std::string& program, const std::vector<Compiler>& compilers,
                                       const CheckLog& log, bool& ok) {
  bool scripts = false;
  for (const char* script : {"build", "run"}) {
    const std::string path = p.dir + "/" + program + "/" + script;
    if (!fs::exists(path)) continue;
    scripts = true;
    ok &= report(log, !not_executable(path), program + "/" + script + " is executable", "chmod +x it: both platforms refuse it otherwise");
  }
  if (scripts) return log.out << "note " << program << " is built by its own scripts: duck does not run them\n", Built{};
  const std::vector<std::string> sources = cxx_sources(p, program);
  if (!report(log, sources.size() == 1, program + " is one C++ source", "duck builds single-file C++ validators (or give build/run scripts)"))
    return ok = false, Built{};
  Built binaries;
  for (const Compiler& c : compilers) {
    const Build b = build_cached(p.options.work, file_text(p.dir + "/" + sources[0]), c.flags);
    const std::string error = named_log(b.error, sources[0]);
    ok &= report(log, !b.binary.empty(), sources[0] + " compiles on " + c.platform + " (g++ " + c.flags + ")", first_error(error) + "\n" + error);
    if (!b.binary.empty()) binaries.push_back({c.platform, b.binary});
  }
  return binaries;
}

}  // namespace

bool verify_programs(PackageUnderTest& p, const CheckLog& log) {
  bool ok = true;
  const std::vector<std::string> inputs = programs_in(p, "input_validators");
  ok &= report(log, !inputs.empty(), "input_validators/ holds an input validator");
  for (const std::string& program : inputs) {
    const Built built = build_program(p, program, {KATTIS_CXX}, log, ok);
    if (p.input_validator.empty() && !built.empty()) p.input_validator = built[0].second;
  }
  const std::string output = output_validator_dir(p);
  const bool custom = p.yaml.format == PackageFormat::V2023_07 || !output.empty();
  if (!report(log, custom && !output.empty(), "one output validator (" + (output.empty() ? std::string("none") : output) + ")",
              "the problem needs its custom output validator: exactly one program in output_validators/ (legacy) or output_validator/ (2023-07)"))
    return false;
  p.output_validators = build_program(p, output, {KATTIS_CXX, DOMJUDGE_CXX}, log, ok);
  return ok && !p.input_validator.empty() && p.output_validators.size() == 2;
}

}  // namespace duck
