// Writing the package's zip with libarchive: deflate-compressed, each file with its mode (0755 for
// executables, else 0644), every timestamp and owner fixed, so the same files give the same bytes.
#pragma once

#include <string>
#include <vector>

namespace duck {

// One member of a zip: its path inside the archive, its bytes, and whether it is executable.
struct ZipMember {
  std::string name, content;
  bool executable = false;
};

// The modification time of every member: 2019-05-01 00:00:00 UTC (THUPC 2019's month), a
// time a DOS date can hold.
constexpr long long ZIP_MTIME = 1556668800;

// Writes the members, in the given order, as a zip to path; returns "" or libarchive's error.
std::string write_zip(const std::string& path, const std::vector<ZipMember>& members);

}  // namespace duck
