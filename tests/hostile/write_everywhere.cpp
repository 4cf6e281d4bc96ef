// Hostile: walks the file system it can see and leaves a file named duck-hostile-leftover-PID in every
// directory it may write to (then answers correctly). Expected: AC, and afterwards no such file anywhere
// on the host (hostile.nothing_left_on_disk): every place a run can write is private to it.
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <string>

#include "answer.h"

// Leaves a file in dir and in every directory below it (to depth levels), skipping /proc and /sys.
int litter(const std::string& dir, int depth) {
  if (dir == "/proc" || dir == "/sys" || depth < 0) return 0;
  int left = 0;
  const std::string name = (dir == "/" ? "" : dir) + "/duck-hostile-leftover-" + std::to_string(getpid());
  const int fd = open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL, 0644);
  if (fd >= 0) left += write(fd, "x", 1) == 1, close(fd);
  DIR* d = opendir(dir.c_str());
  while (const dirent* e = d ? readdir(d) : nullptr) {
    const std::string child = (dir == "/" ? "" : dir) + "/" + e->d_name;
    struct stat st;
    if (e->d_name[0] == '.' || lstat(child.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) continue;
    left += litter(child, depth - 1);
  }
  if (d) closedir(d);
  return left;
}

int main() {
  const std::string answer = hostile::right_answer();
  const int left = litter("/", 4) + litter("/run/lock", 1) + litter("/var/lock", 1) + litter("/dev/shm", 1) + litter("/dev/mqueue", 1);
  std::fprintf(stderr, "left %d files\n", left);
  return hostile::put(answer) ? 0 : 1;
}
