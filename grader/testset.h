// The tests to grade on: `*.in` / `*.ans` pairs of one or more directories, in natural order.
#pragma once

#include <string>
#include <vector>

namespace duck {

struct TestCase {
  std::string name;    // "DIR/STEM" with DIR the directory's last component ("secret/12")
  std::string input;   // the whole input
  std::string answer;  // the whole answer
};

// Returns true when a sorts before b in natural order: digit runs compare as numbers ("2" < "10").
bool natural_less(const std::string& a, const std::string& b);

// Returns the bundled tests of a data directory (support/data_dir.h): problem/data/sample and secret.
std::vector<std::string> default_test_dirs(const std::string& data_dir);

// Loads every pair of the directories in order; returns false and a reason in error when a directory
// is missing, holds no test, or an input has no answer.
bool load_tests(const std::vector<std::string>& dirs, std::vector<TestCase>& tests, std::string& error);

}  // namespace duck
