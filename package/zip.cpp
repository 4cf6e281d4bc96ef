#include "package/zip.h"

#include <cstdint>

namespace duck {

namespace {

// Appends n little-endian bytes of v.
void put(std::string& out, uint32_t v, int n) {
  for (int i = 0; i < n; ++i) out += char((v >> (8 * i)) & 0xff);
}

// 1980-01-01 00:00 in MS-DOS date and time, the earliest a zip can say.
const uint32_t DOS_TIME = 0, DOS_DATE = (0 << 9) | (1 << 5) | 1;

}  // namespace

uint32_t crc32(const std::string& data) {
  static uint32_t table[256];
  static const bool ready = [] {
    for (uint32_t i = 0; i < 256; ++i) {
      uint32_t c = i;
      for (int k = 0; k < 8; ++k) c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
      table[i] = c;
    }
    return true;
  }();
  (void)ready;
  uint32_t c = 0xffffffffu;
  for (const char ch : data) c = table[(c ^ uint8_t(ch)) & 0xff] ^ (c >> 8);
  return c ^ 0xffffffffu;
}

std::string make_zip(const std::vector<std::pair<std::string, std::string>>& files) {
  std::string out, central;
  for (const auto& f : files) {
    const uint32_t offset = uint32_t(out.size()), crc = crc32(f.second), size = uint32_t(f.second.size());
    const uint32_t name_size = uint32_t(f.first.size());
    // Local file header.
    put(out, 0x04034b50, 4), put(out, 20, 2), put(out, 0, 2), put(out, 0, 2);
    put(out, DOS_TIME, 2), put(out, DOS_DATE, 2), put(out, crc, 4), put(out, size, 4), put(out, size, 4);
    put(out, name_size, 2), put(out, 0, 2);
    out += f.first + f.second;
    // Its central directory entry (Unix, mode 0644 or 0755 for scripts).
    const uint32_t mode = (f.first.size() > 3 && f.first.compare(f.first.size() - 3, 3, ".sh") == 0) ? 0100755 : 0100644;
    put(central, 0x02014b50, 4), put(central, 0x0314, 2), put(central, 20, 2), put(central, 0, 2), put(central, 0, 2);
    put(central, DOS_TIME, 2), put(central, DOS_DATE, 2), put(central, crc, 4), put(central, size, 4), put(central, size, 4);
    put(central, name_size, 2), put(central, 0, 2), put(central, 0, 2), put(central, 0, 2), put(central, 0, 2);
    put(central, mode << 16, 4), put(central, offset, 4);
    central += f.first;
  }
  const uint32_t central_offset = uint32_t(out.size());
  out += central;
  put(out, 0x06054b50, 4), put(out, 0, 2), put(out, 0, 2), put(out, uint32_t(files.size()), 2), put(out, uint32_t(files.size()), 2);
  put(out, uint32_t(central.size()), 4), put(out, central_offset, 4), put(out, 0, 2);
  return out;
}

}  // namespace duck
