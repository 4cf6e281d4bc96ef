// Hostile: tries the network (any interface up, or a TCP connection to 127.0.0.1:9). Answers correctly
// only when there is no network at all. Expected: AC (under `--require network`).
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>

#include "answer.h"

// Returns true when some network interface is up, or a TCP connection to localhost got past routing.
bool network_reachable() {
  ifaddrs* list = nullptr;
  bool up = false;
  if (getifaddrs(&list) == 0) {
    for (const ifaddrs* i = list; i; i = i->ifa_next) up = up || (i->ifa_flags & IFF_UP);
    freeifaddrs(list);
  }
  const int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0) return up;
  sockaddr_in addr = {};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(9);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  const bool routed = connect(s, reinterpret_cast<const sockaddr*>(&addr), sizeof addr) == 0 || errno != ENETUNREACH;
  close(s);
  return up || routed;
}

int main() {
  const std::string answer = hostile::right_answer();
  return hostile::put(network_reachable() ? std::string("the network is reachable\n") : answer) ? 0 : 1;
}
