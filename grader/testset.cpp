#include "grader/testset.h"

#include <algorithm>
#include <boost/filesystem.hpp>
#include <cctype>

#include "grader/checker.h"

namespace fs = boost::filesystem;

namespace duck {

bool natural_less(const std::string& a, const std::string& b) {
  size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    const bool da = std::isdigit(static_cast<unsigned char>(a[i])), db = std::isdigit(static_cast<unsigned char>(b[j]));
    if (da && db) {
      size_t ei = i, ej = j;
      while (ei < a.size() && std::isdigit(static_cast<unsigned char>(a[ei]))) ++ei;
      while (ej < b.size() && std::isdigit(static_cast<unsigned char>(b[ej]))) ++ej;
      // Compare the numbers without leading zeros: first by length, then digit by digit.
      size_t zi = i, zj = j;
      while (zi + 1 < ei && a[zi] == '0') ++zi;
      while (zj + 1 < ej && b[zj] == '0') ++zj;
      if (ei - zi != ej - zj) return ei - zi < ej - zj;
      const int c = a.compare(zi, ei - zi, b, zj, ej - zj);
      if (c != 0) return c < 0;
      if (ei - i != ej - j) return ei - i < ej - j;
      i = ei, j = ej;
    } else {
      if (a[i] != b[j]) return a[i] < b[j];
      ++i, ++j;
    }
  }
  return a.size() - i < b.size() - j;
}

std::vector<std::string> default_test_dirs(const std::string& data_dir) {
  const std::string data = data_dir + "/problem/data";
  return {data + "/sample", data + "/secret"};
}

bool load_tests(const std::vector<std::string>& dirs, std::vector<TestCase>& tests, std::string& error) {
  for (const std::string& dir : dirs) {
    boost::system::error_code ec;
    if (!fs::is_directory(dir, ec)) {
      error = "no test directory " + dir;
      return false;
    }
    std::vector<std::string> stems;
    for (const fs::directory_entry& e : fs::directory_iterator(dir, ec))
      if (e.path().extension() == ".in") stems.push_back(e.path().stem().string());
    if (stems.empty()) {
      error = "no *.in file in " + dir;
      return false;
    }
    std::sort(stems.begin(), stems.end(), natural_less);
    const std::string label = fs::path(dir).filename_is_dot() ? fs::canonical(dir, ec).filename().string()
                                                              : fs::path(dir).filename().string();
    for (const std::string& stem : stems) {
      TestCase t;
      t.name = label + "/" + stem;
      const std::string base = (fs::path(dir) / stem).string();
      if (!read_file(base + ".in", t.input, error)) return false;
      if (!read_file(base + ".ans", t.answer, error)) {
        error = "no answer for " + base + ".in (" + error + ")";
        return false;
      }
      tests.push_back(std::move(t));
    }
  }
  return true;
}

}  // namespace duck
