// duck: the front door. Each subcommand is a thin call into the library of its folder.
#include <CLI/CLI.hpp>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <exception>
#include <iostream>

#include "tools/commands.h"

namespace {

// Exit status when standard output cannot be written (sysexits.h's EX_IOERR), for every subcommand.
constexpr int EXIT_WRITE_ERROR = 74;
// Exit status when a subcommand fails in a way it did not foresee (an exception reached main).
constexpr int EXIT_INTERNAL = 70;  // EX_SOFTWARE

// Returns the name of the subcommand on the command line, or "" when none was parsed.
std::string subcommand_name(CLI::App& app) {
  const std::vector<CLI::App*> parsed = app.get_subcommands();
  return parsed.empty() ? "" : parsed.front()->get_name();
}

// Returns the exit status of a usage error: 2, except for the checker, where 2 means PE to testlib and
// 3 is FAIL.
int usage_status(CLI::App& app) { return subcommand_name(app) == "check" ? 3 : 2; }

// Returns status, or EXIT_WRITE_ERROR after one line on stderr when standard output could not be written
// completely (a full disk, /dev/full, a closed pipe).
int flushed(CLI::App& app, int status) {
  std::cout.flush();
  const bool ok = std::cout.good() && std::fflush(stdout) == 0 && !std::ferror(stdout);
  if (ok) return status;
  const std::string name = subcommand_name(app);
  std::cerr << "duck" << (name.empty() ? "" : " " + name) << ": cannot write standard output: " << std::strerror(errno ? errno : EIO) << "\n";
  return EXIT_WRITE_ERROR;
}

// Does nothing: SIGPIPE is caught so that a write to a closed pipe fails with EPIPE and is reported like any
// other write error, instead of killing duck. (A caught signal, unlike an ignored one, is reset by exec, so
// the programs duck starts still get the default.)
extern "C" void on_broken_pipe(int) {}

// Catches SIGPIPE with on_broken_pipe.
void survive_broken_pipes() {
  struct sigaction action {};
  action.sa_handler = on_broken_pipe;
  sigemptyset(&action.sa_mask);
  action.sa_flags = SA_RESTART;
  sigaction(SIGPIPE, &action, nullptr);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"duck: the fuzz-hardened reference judge of Duck Chess (THUPC 2019, Luogu P5380).\n"
               "Grade solvers, stress-test them, check outputs, generate and validate tests, build the problem package."};
  app.set_version_flag("--version", "duck " DUCK_VERSION);
  app.require_subcommand(1);
  app.footer("Exit status 74: standard output could not be written; 70: an unforeseen internal error (one line on stderr).");
  survive_broken_pipes();
  int status = 0;
  duck::add_all_commands(app, status);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int printed = app.exit(e);  // prints the help, the version, or the error and its usage
    return printed == 0 ? flushed(app, 0) : usage_status(app);
  } catch (const std::exception& e) {
    const std::string name = subcommand_name(app);
    std::cerr << "duck" << (name.empty() ? "" : " " + name) << ": " << e.what() << "\n";
    return EXIT_INTERNAL;
  }
  return flushed(app, status);
}
