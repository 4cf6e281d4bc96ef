// Hostile: a cheater. Finds the grader's --tests directories in /proc/PPID/cmdline, looks for the .in
// equal to its input and prints the .ans beside it; prints nothing when it cannot.
// Expected: WA (under `--require answers`: the test directories are hidden from the solver).
#include <unistd.h>

#include <dirent.h>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

// Returns the whole file, or "" when it cannot be read.
std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream all;
  all << in.rdbuf();
  return all.str();
}

int main() {
  const std::string input{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  const std::string cmdline = slurp("/proc/" + std::to_string(getppid()) + "/cmdline");
  std::vector<std::string> args;
  std::istringstream split(cmdline);
  for (std::string a; std::getline(split, a, '\0');) args.push_back(a);
  for (size_t i = 0; i + 1 < args.size(); ++i) {
    if (args[i] != "--tests") continue;
    DIR* dir = opendir(args[i + 1].c_str());
    if (!dir) continue;
    while (const dirent* e = readdir(dir)) {
      const std::string name = e->d_name;
      if (name.size() < 4 || name.compare(name.size() - 3, 3, ".in") != 0) continue;
      const std::string base = args[i + 1] + "/" + name.substr(0, name.size() - 3);
      if (slurp(base + ".in") == input) {
        std::cout << slurp(base + ".ans");
        return 0;
      }
    }
    closedir(dir);
  }
  return 0;
}
