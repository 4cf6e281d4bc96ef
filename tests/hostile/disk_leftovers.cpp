// hostile_disk_leftovers: exits 0 when no file named duck-hostile-leftover-* (what hostile_write_everywhere
// leaves wherever it may write) exists on the host in a directory anyone may write to (and the places a
// run could reach before: /run/lock, /var/lock, /tmp, /var/tmp, /dev/shm), searched to depth 6; prints
// and removes those it finds.
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <string>

// Counts (and removes) the leftovers in dir and below it, to depth levels.
int search(const std::string& dir, int depth) {
  if (depth < 0 || dir == "/proc" || dir == "/sys") return 0;
  int found = 0;
  DIR* d = opendir(dir.c_str());
  while (const dirent* e = d ? readdir(d) : nullptr) {
    const std::string name = e->d_name, path = (dir == "/" ? "" : dir) + "/" + name;
    struct stat st;
    if (name == "." || name == ".." || lstat(path.c_str(), &st) != 0) continue;
    if (name.rfind("duck-hostile-leftover-", 0) == 0) {
      std::printf("left on the host: %s\n", path.c_str());
      unlink(path.c_str());
      ++found;
    } else if (S_ISDIR(st.st_mode) && ((st.st_mode & S_IWOTH) || depth > 3)) {
      found += search(path, depth - 1);
    }
  }
  if (d) closedir(d);
  return found;
}

int main() {
  int found = search("/", 6);
  for (const char* dir : {"/run/lock", "/var/lock", "/tmp", "/var/tmp", "/dev/shm", "/dev/mqueue"}) found += search(dir, 2);
  if (found == 0) std::puts("no file of a hostile submission left on the host");
  return found == 0 ? 0 : 1;
}
