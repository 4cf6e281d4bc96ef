// hostile_leftovers: exits 0 when no process started by a hostile submission is still running: none whose
// executable is named hostile_* (the grader copies a solver under its own name; the hostile programs never
// exec anything else, so their children keep that name). Zombies are not running. It does not look at the
// sandbox uids: other graders on the machine may be running solvers right now.
// Waits up to 2 s for processes that are being killed; prints the ones it finds.
#include <dirent.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

// Returns "PID STATE UID EXE" lines of the live processes that a hostile submission left.
std::vector<std::string> leftovers() {
  std::vector<std::string> found;
  DIR* proc = opendir("/proc");
  while (const dirent* e = proc ? readdir(proc) : nullptr) {
    const std::string pid = e->d_name;
    if (pid.find_first_not_of("0123456789") != std::string::npos || pid == std::to_string(getpid())) continue;
    std::ifstream status("/proc/" + pid + "/status");
    std::string line, state, uid;
    while (std::getline(status, line)) {
      if (line.rfind("State:", 0) == 0) state = line.substr(7, 1);
      if (line.rfind("Uid:", 0) == 0) uid = line.substr(5, line.find_first_of(" \t", 5) - 5);
    }
    if (state.empty() || state == "Z" || state == "X") continue;
    char exe[4096] = {};
    const ssize_t n = readlink(("/proc/" + pid + "/exe").c_str(), exe, sizeof exe - 1);
    const std::string path = n > 0 ? std::string(exe, size_t(n)) : "";
    const std::string base = path.substr(path.rfind('/') + 1);
    if (base.rfind("hostile_", 0) == 0 && base != "hostile_leftovers") found.push_back(pid + " " + state + " uid " + uid + " " + path);
  }
  if (proc) closedir(proc);
  return found;
}

int main() {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(2);
  std::vector<std::string> found = leftovers();
  while (!found.empty() && std::chrono::steady_clock::now() < deadline) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    found = leftovers();
  }
  for (const std::string& f : found) std::printf("left running: %s\n", f.c_str());
  if (found.empty()) std::puts("no hostile process left running");
  return found.empty() ? 0 : 1;
}
