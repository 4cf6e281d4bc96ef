// grader_killed DUCK SOLVER DATA: starts `duck grade SOLVER` (a solver that leaves sleepers in other
// sessions), kills the grader with SIGKILL after 1 s, and exits 0 when no process running SOLVER's
// program (by file name) is left 2 s later; prints those it finds.
#include <dirent.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

// Returns the pids of live (not zombie) processes whose executable's file name is name.
std::vector<std::string> running(const std::string& name) {
  std::vector<std::string> found;
  DIR* proc = opendir("/proc");
  while (const dirent* e = proc ? readdir(proc) : nullptr) {
    const std::string pid = e->d_name;
    if (pid.find_first_not_of("0123456789") != std::string::npos) continue;
    char exe[4096] = {};
    const ssize_t n = readlink(("/proc/" + pid + "/exe").c_str(), exe, sizeof exe - 1);
    const std::string path = n > 0 ? std::string(exe, size_t(n)) : "";
    if (path.substr(path.rfind('/') + 1) != name) continue;
    FILE* stat = std::fopen(("/proc/" + pid + "/stat").c_str(), "r");
    char state = '?';
    if (stat && std::fscanf(stat, "%*d (%*[^)]) %c", &state) != 1) state = '?';
    if (stat) std::fclose(stat);
    if (state != 'Z' && state != 'X') found.push_back(pid + " " + path);
  }
  if (proc) closedir(proc);
  return found;
}

int main(int argc, char** argv) {
  if (argc != 4) return std::fputs("usage: grader_killed DUCK SOLVER DATA\n", stderr), 2;
  const std::string solver = argv[2], name = solver.substr(solver.rfind('/') + 1);
  const pid_t grader = fork();
  if (grader == 0) {
    execl(argv[1], argv[1], "grade", argv[2], "--tests", argv[3], "--time-limit", "20", "--wall-limit", "30", "--quiet",
          static_cast<char*>(nullptr));
    _exit(127);
  }
  std::this_thread::sleep_for(std::chrono::seconds(1));
  const size_t before = running(name).size();
  kill(grader, SIGKILL);
  waitpid(grader, nullptr, 0);
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  std::vector<std::string> left = running(name);
  while (!left.empty() && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    left = running(name);
  }
  std::printf("%zu processes of %s running before the grader was killed, %zu left 2 s after\n", before, name.c_str(), left.size());
  for (const std::string& l : left) std::printf("left running: %s\n", l.c_str());
  return before >= 7 && left.empty() ? 0 : 1;
}
