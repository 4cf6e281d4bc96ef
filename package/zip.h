// Writing a zip archive (stored, not compressed; fixed timestamps, so the same files give the same bytes).
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace duck {

// Returns a zip archive holding each (name, content) pair in the given order.
std::string make_zip(const std::vector<std::pair<std::string, std::string>>& files);

// Returns the CRC-32 (IEEE, as zip uses it) of data.
uint32_t crc32(const std::string& data);

}  // namespace duck
