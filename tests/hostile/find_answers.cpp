// Hostile: a cheater that searches the whole file system it can see for a file equal to its input (a
// copy of the tests lies outside the test directory: the build tree's answers-copy) and prints the .ans
// beside it. Expected: WA (the solver sees a minimal file system with no copy of the tests).
#include <dirent.h>
#include <sys/stat.h>

#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <string>

// Returns the whole file, or "" when it cannot be read.
std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream all;
  all << in.rdbuf();
  return all.str();
}

// Returns the path of an X.in under dir whose contents equal input and which has an X.ans, or "".
std::string search(const std::string& dir, const std::string& input, int depth) {
  if (depth < 0 || dir == "/proc" || dir == "/sys" || dir == "/usr" || dir == "/dev") return "";
  DIR* d = opendir(dir.c_str());
  std::string found;
  while (const dirent* e = (d && found.empty()) ? readdir(d) : nullptr) {
    const std::string name = e->d_name, path = (dir == "/" ? "" : dir) + "/" + name;
    struct stat st;
    if (name[0] == '.' || lstat(path.c_str(), &st) != 0) continue;
    if (S_ISDIR(st.st_mode)) found = search(path, input, depth - 1);
    else if (S_ISREG(st.st_mode) && size_t(st.st_size) == input.size() && name.size() > 3 &&
             name.compare(name.size() - 3, 3, ".in") == 0 && slurp(path) == input)
      if (stat((path.substr(0, path.size() - 3) + ".ans").c_str(), &st) == 0) found = path;
  }
  if (d) closedir(d);
  return found;
}

int main() {
  const std::string input{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  const std::string found = search("/", input, 12);
  std::cerr << (found.empty() ? "no copy found" : "found " + found) << "\n";
  if (!found.empty()) std::cout << slurp(found.substr(0, found.size() - 3) + ".ans");
  return 0;
}
