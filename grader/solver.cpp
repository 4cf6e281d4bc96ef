#include "grader/solver.h"

#include <sys/stat.h>
#include <cstdlib>
#include <unistd.h>

#include <boost/filesystem.hpp>
#include <boost/process/search_path.hpp>

#include "grader/runner.h"
#include "support/files.h"
#include "support/hash.h"
#include "grader/sandbox.h"

namespace fs = boost::filesystem;

namespace duck {

namespace {

// The limits of a compiler run: generous, but a compiler bomb still ends.
Limits compile_limits() {
  Limits l;
  l.cpu_s = 30;
  l.wall_s = 60;
  l.memory_bytes = 2048 * MIB;
  l.output_bytes = 256 * MIB;
  l.stderr_keep = 16 * 1024;
  l.processes = 64;
  l.open_files = 256;
  l.tmp_bytes = 256 * MIB;
  return l;
}

// Returns the absolute path of a system program, searched in the solver's PATH only.
std::string system_program(const std::string& name) {
  const fs::path found = boost::process::search_path(name, {"/usr/local/bin", "/usr/bin", "/bin"});
  return found.empty() ? name : found.string();
}

// Returns the compile command for a source named `file` in its box, or nothing for an executable.
// With `sanitize`, SANITIZE_FLAGS follow the contest's flags.
std::vector<std::string> compile_command(const std::string& ext, const std::string& file, bool sanitize) {
  std::vector<std::string> extra = sanitize ? SANITIZE_FLAGS : std::vector<std::string>();
  std::vector<std::string> c;
  if (ext == ".cpp" || ext == ".cc" || ext == ".cxx") c = {system_program("g++"), "-O2", "-std=c++14"};
  if (ext == ".c") c = {system_program("gcc"), "-O2"};
  if (!c.empty()) {
    c.insert(c.end(), extra.begin(), extra.end());
    for (const char* a : {"-o", "solver"}) c.push_back(a);
    c.push_back(file);
    if (ext == ".c") c.push_back("-lm");
    return c;
  }
  if (ext == ".py") return {system_program("python3"), "-m", "py_compile", file};
  return {};
}

// Returns true when the compiled binary now belongs to the grader and every sandbox user may run it.
bool take_over(const std::string& binary) {
  return chown(binary.c_str(), geteuid(), getegid()) == 0 && chmod(binary.c_str(), 0755) == 0;
}

// Returns the directory of compiled solvers kept between runs ($DUCK_BUILD_CACHE, "off" for none; else
// $XDG_CACHE_HOME/duckchess/solvers or ~/.cache/duckchess/solvers), created private to the grader; "" for none.
std::string build_cache_dir() {
  static const std::string dir = [] {
    const char* forced = std::getenv("DUCK_BUILD_CACHE");
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    const char* home = std::getenv("HOME");
    std::string d = forced ? forced : xdg && *xdg ? std::string(xdg) + "/duckchess/solvers" : home && *home ? std::string(home) + "/.cache/duckchess/solvers" : "";
    boost::system::error_code ec;
    if (d.empty() || d == "off" || (fs::create_directories(d, ec), ec) || chmod(d.c_str(), 0700) != 0) return std::string();
    return d;
  }();
  return dir;
}

// Copies file from to to (replaced atomically), mode 0755; returns false when it cannot.
bool copy_program(const std::string& from, const std::string& to) {
  boost::system::error_code ec;
  const std::string tmp = to + ".tmp" + std::to_string(getpid());
  fs::copy_file(from, tmp, fs::copy_option::overwrite_if_exists, ec);
  if (ec || chmod(tmp.c_str(), 0755) != 0) return fs::remove(tmp, ec), false;
  fs::rename(tmp, to, ec);
  return !ec;
}

// Returns what identifies a compile: the compiler's identity, the command and the source's bytes.
std::string compile_identity(const std::string& path, const std::vector<std::string>& compile) {
  static const std::string compiler = [] {
    std::string id;
    boost::system::error_code ec;
    for (const char* c : {"g++", "gcc"}) id += system_program(c) + " " + std::to_string(fs::last_write_time(system_program(c), ec)) + "\n";
    return id;
  }();
  std::string text = compiler;
  for (const std::string& a : compile) text += a + "\n";
  return text + file_text(path);
}

// Returns the cached build of a compile ("" when there is none): the entry named by the digest of its
// identity, used only when the identity kept beside it is the same byte for byte (no hash collision,
// made on purpose or not, serves another program).
std::string cached_build(const std::string& identity) {
  const std::string entry = build_cache_dir() + "/" + digest_hex(identity);
  boost::system::error_code ec;
  return fs::exists(entry + "/program", ec) && file_text(entry + "/identity") == identity ? entry + "/program" : "";
}

// Keeps a successful build in the cache with its identity.
void keep_build(const std::string& identity, const std::string& binary) {
  const std::string entry = build_cache_dir() + "/" + digest_hex(identity);
  boost::system::error_code ec;
  fs::create_directories(entry, ec);
  if (!ec && write_file(entry + "/identity", identity)) copy_program(binary, entry + "/program");
}

// Compiles the source `file` in the box with `compile` as a sandbox user, into s: its command, or the
// compiler's error (compile_error) or why it could not run.
void compile_in_box(Solver& s, const std::vector<std::string>& compile, const std::string& box, const std::vector<std::string>& hidden,
                    const std::string& ext, const std::string& file) {
  RunSpec spec;
  spec.argv = compile;
  spec.limits = compile_limits();
  spec.workdir = box;
  spec.hidden = hidden;
  const RunResult r = run_process(spec);
  s.compile_s = r.wall_s;
  // The box now belongs to the compiler's sandbox user: give it back, readable by every later run.
  if (chown(box.c_str(), geteuid(), getegid()) != 0) {}
  chmod(box.c_str(), 0711);
  if (r.ending == Ending::NOT_STARTED) {
    s.message = "cannot run the compiler: " + r.error;
    return;
  }
  if (r.ending != Ending::EXITED || r.exit_code != 0) {
    s.compile_error = true;
    s.message = r.err + r.out;
    if (r.ending != Ending::EXITED) s.message += "(compiler stopped: " + describe_ending(r) + ")\n";
    return;
  }
  if (ext == ".py") s.command = {compile[0], box + "/" + file};
  else if (take_over(box + "/solver")) s.command = {box + "/solver"};
  else s.message = "cannot take over the compiled binary";
}

}  // namespace

bool sanitizable(const std::string& path) {
  const std::string ext = fs::path(path).extension().string();
  return ext == ".cpp" || ext == ".cc" || ext == ".cxx" || ext == ".c";
}

Solver prepare_solver(const std::string& path, const std::vector<std::string>& hidden, bool sanitize) {
  Solver s;
  s.path = path;
  if (sanitize && !sanitizable(path)) {
    s.message = "cannot be sanitized: only C and C++ sources are rebuilt with the sanitizers (" + path + " is not one)";
    return s;
  }
  boost::system::error_code ec;
  if (!fs::is_regular_file(path, ec)) {
    s.message = fs::is_directory(path, ec) ? path + " is a directory, not a program or a source" : "no such file: " + path;
    return s;
  }
  Sandbox& sandbox = Sandbox::get();
  const std::string box = sandbox.make_dir("solver");
  const std::string ext = fs::path(path).extension().string();
  const std::string file = fs::path(path).filename().string();
  const std::vector<std::string> compile = compile_command(ext, file, sanitize);
  // What identifies this compile in the cache of builds ("" when it is not kept: no cache, or Python).
  const std::string identity = compile.empty() || ext == ".py" || build_cache_dir().empty() ? "" : compile_identity(path, compile);
  if (box.empty() || !fs::copy_file(path, box + "/" + file, fs::copy_option::overwrite_if_exists, ec)) {
    s.message = "cannot copy " + path + " into the grader's work directory";
    return s;
  }
  chmod((box + "/" + file).c_str(), compile.empty() ? 0755 : 0644);
  chmod(box.c_str(), 0711);  // every sandbox user may run what is inside, none may list it
  if (compile.empty()) {
    if (access(path.c_str(), X_OK) != 0) {
      s.message = path + " is not executable (and not a .cpp, .c or .py source)";
      return s;
    }
    s.command = {box + "/" + file};
  } else if (const std::string cached = identity.empty() ? "" : cached_build(identity);
             !cached.empty() && copy_program(cached, box + "/solver")) {
    s.command = {box + "/solver"};  // compiled before from the same bytes by the same command
  } else {
    compile_in_box(s, compile, box, hidden, ext, file);
    if (!identity.empty() && !s.command.empty()) keep_build(identity, box + "/solver");
  }
  return s;
}

}  // namespace duck
