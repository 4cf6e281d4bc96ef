// grader_fixture MODE [ARG]: a well-understood misbehaving program for the runner's unit tests.
//   cat            copy stdin to stdout          exit N        exit with status N
//   segv           raise SIGSEGV                 spin          burn CPU for ever
//   sleep          sleep for ever                flood         write stdout for ever
//   stderr N       write N KiB to stderr, then "done"
//   env            print the environment         fds           print the open descriptors above 2
//   orphan         leave a child in a session of its own, print its pid, exit 0
//   ignore_input   exit 0 without reading stdin  memory N      touch N MiB, print "ok"
//   id             print the real uid            ls DIR        print DIR's entries (sorted), or "none"
//   limits         print "CPU AS STACK" soft limits (-1 for unlimited)
//   tree N         four processes (itself and three children) each touch N MiB and hold it for 0.3 s;
//                  prints "ok" when all four did, else "killed"
#include <dirent.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

extern char** environ;

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "cat";
  const long arg = argc > 2 ? std::atol(argv[2]) : 0;
  if (mode == "cat") {
    char buffer[1 << 16];
    for (ssize_t n; (n = read(0, buffer, sizeof buffer)) > 0;)
      if (write(1, buffer, size_t(n)) != n) return 1;
    return 0;
  }
  if (mode == "exit") return int(arg);
  if (mode == "segv") raise(SIGSEGV);
  if (mode == "spin") {
    volatile unsigned long spin = 0;
    for (;;) spin = spin + 1;
  }
  if (mode == "sleep")
    for (;;) pause();
  if (mode == "flood") {
    const std::string block(1 << 16, 'x');
    for (;;)
      if (write(1, block.data(), block.size()) < 0) return 1;
  }
  if (mode == "stderr") {
    const std::string block(1024, 'e');
    for (long i = 0; i < arg; ++i)
      if (write(2, block.data(), block.size()) < 0) return 1;
    std::puts("done");
    return 0;
  }
  if (mode == "env") {
    for (char** e = environ; *e; ++e) std::puts(*e);
    return 0;
  }
  if (mode == "fds") {
    DIR* d = opendir("/proc/self/fd");
    const int own = dirfd(d);
    while (const dirent* e = readdir(d))
      if (e->d_name[0] != '.' && std::atoi(e->d_name) > 2 && std::atoi(e->d_name) != own) std::puts(e->d_name);
    closedir(d);
    return 0;
  }
  if (mode == "orphan") {
    const pid_t child = fork();
    if (child == 0) {
      setsid();
      close(1);
      for (;;) pause();
    }
    std::printf("%d\n", int(child));
    return 0;
  }
  if (mode == "ignore_input") return 0;
  if (mode == "id") {
    std::printf("%d\n", int(getuid()));
    return 0;
  }
  if (mode == "tree") {
    std::vector<pid_t> children;
    for (int i = 0; i < 3; ++i) {
      const pid_t child = fork();
      if (child == 0) {
        std::vector<char> block(size_t(arg) << 20, 1);
        usleep(300000);
        _exit(block[block.size() / 2] == 1 ? 0 : 1);
      }
      children.push_back(child);
    }
    std::vector<char> block(size_t(arg) << 20, 1);
    usleep(300000);
    bool all = block[block.size() / 2] == 1;
    for (pid_t child : children) {
      int status = 0;
      all &= waitpid(child, &status, 0) == child && WIFEXITED(status) && WEXITSTATUS(status) == 0;
    }
    std::puts(all ? "ok" : "killed");
    return 0;
  }
  if (mode == "limits") {
    const auto soft = [](int what) {
      rlimit r = {};
      getrlimit(what, &r);
      return r.rlim_cur == RLIM_INFINITY ? -1LL : (long long)r.rlim_cur;
    };
    std::printf("%lld %lld %lld\n", soft(RLIMIT_CPU), soft(RLIMIT_AS), soft(RLIMIT_STACK));
    return 0;
  }
  if (mode == "ls") {
    std::vector<std::string> names;
    DIR* d = opendir(argc > 2 ? argv[2] : "/");
    while (const dirent* e = d ? readdir(d) : nullptr)
      if (e->d_name[0] != '.') names.push_back(e->d_name);
    if (d) closedir(d);
    std::sort(names.begin(), names.end());
    for (const std::string& n : names) std::printf("%s\n", n.c_str());
    if (!d) std::puts("none");
    return 0;
  }
  if (mode == "memory") {
    std::vector<char> block(size_t(arg) << 20, 1);
    std::puts(block[block.size() / 2] == 1 ? "ok" : "??");
    return 0;
  }
  return 99;
}
