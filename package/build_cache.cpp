#include "package/build_cache.h"
#include "support/files.h"
#include "support/hash.h"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

#include <boost/filesystem.hpp>

extern char** environ;

namespace duck {

namespace {

// Returns the 64-bit FNV-1a hash of text as 16 hex digits.
std::string hash_hex(const std::string& text) {
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(fnv1a(text)));
  return hex;
}

// Runs argv with stdin from stdin_path (when not empty) and stdout and stderr sent to log_path;
// returns its exit status (-1 when it could not start or was killed by a signal).
int spawn_and_wait(const std::vector<std::string>& args, const std::string& log_path, const std::string& stdin_path = "") {
  std::vector<char*> argv;
  for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  if (!stdin_path.empty()) posix_spawn_file_actions_addopen(&actions, 0, stdin_path.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  pid_t pid = 0;
  const int rc = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) return -1;
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

int run_program(const std::vector<std::string>& argv, const std::string& stdin_path, const std::string& output_path) {
  return spawn_and_wait(argv, output_path, stdin_path);
}

Build build_cached(const std::string& work, const std::string& source, const std::string& flags, const std::string& compiler) {
  // Keyed by the compiler too; g++'s key is what it was before the compiler could be chosen, so earlier caches still serve.
  const std::string dir = work + "/" + hash_hex((compiler == "g++" ? "" : compiler + " ") + flags + "\n" + source);
  const std::string binary = dir + "/program", failed = dir + "/compile-error.txt";
  Build b;
  boost::system::error_code ec;
  if (boost::filesystem::exists(binary, ec)) return b.binary = binary, b;
  if (boost::filesystem::exists(failed, ec)) return b.error = file_text(failed), b;
  boost::filesystem::create_directories(dir, ec);
  std::ofstream(dir + "/program.cpp", std::ios::binary) << source;
  std::vector<std::string> args = {compiler};
  std::istringstream words(flags);
  for (std::string w; words >> w;) args.push_back(w);
  for (const char* a : {"-o", ""}) args.push_back(a);
  args.back() = dir + "/program.tmp";
  args.push_back(dir + "/program.cpp");
  const std::string log = dir + "/compile.log";
  if (spawn_and_wait(args, log) == 0 && boost::filesystem::exists(dir + "/program.tmp", ec)) {
    boost::filesystem::rename(dir + "/program.tmp", binary, ec);
    if (!ec) return b.binary = binary, b;
  }
  b.error = file_text(log);
  std::ofstream(failed, std::ios::binary) << b.error;
  return b;
}

std::vector<Build> build_all(const std::string& work, const std::vector<std::string>& sources, const std::string& flags, int jobs,
                             void (*progress)(size_t done, size_t total)) {
  std::vector<Build> builds(sources.size());
  std::atomic<size_t> next{0}, done{0};
  std::mutex report;
  const auto worker = [&] {
    for (size_t i; (i = next++) < sources.size();) {
      builds[i] = build_cached(work, sources[i], flags);
      std::lock_guard<std::mutex> hold(report);
      if (progress) progress(++done, sources.size());
    }
  };
  std::vector<std::thread> pool;
  for (int j = 1; j < jobs; ++j) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();
  return builds;
}

}  // namespace duck
