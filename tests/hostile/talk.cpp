// Hostile: two runs at the same time (`--jobs 2` on two tests) try to meet over an abstract unix socket
// (and a System V message queue): the first binds the name and waits 0.5 s for the other, the second
// connects. Answers correctly only when it met nobody. Expected: AC (each run has its own network and
// IPC namespaces).
#include <sys/ipc.h>
#include <sys/msg.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <poll.h>
#include <unistd.h>

#include <cstring>

#include "answer.h"

// Returns the address of the abstract socket both runs use.
sockaddr_un meeting_point(socklen_t& size) {
  sockaddr_un a = {};
  a.sun_family = AF_UNIX;
  const char name[] = "duck-hostile-talk";
  std::memcpy(a.sun_path + 1, name, sizeof name - 1);  // sun_path[0] == 0: abstract
  size = socklen_t(offsetof(sockaddr_un, sun_path) + 1 + sizeof name - 1);
  return a;
}

// Returns true when this run met another one: it connected to the other's socket, or the other connected
// to it within 0.5 s, or the other's message queue was there.
bool met_another() {
  if (msgget(0x6475636b, IPC_CREAT | IPC_EXCL | 0600) < 0) return true;  // the other run made it first
  socklen_t size = 0;
  const sockaddr_un a = meeting_point(size);
  const int s = socket(AF_UNIX, SOCK_STREAM, 0);
  if (s < 0) return false;
  if (bind(s, reinterpret_cast<const sockaddr*>(&a), size) != 0) {
    const int c = socket(AF_UNIX, SOCK_STREAM, 0);
    const bool connected = connect(c, reinterpret_cast<const sockaddr*>(&a), size) == 0;
    close(c), close(s);
    return connected;
  }
  listen(s, 1);
  pollfd p = {s, POLLIN, 0};
  const bool someone = poll(&p, 1, 500) > 0;
  close(s);
  return someone;
}

int main() {
  const std::string answer = hostile::right_answer();
  return hostile::put(met_another() ? std::string("met another run\n") : answer) ? 0 : 1;
}
