// Finding the tests: natural order, pairs, and clear errors.
#include <gtest/gtest.h>

#include <boost/filesystem.hpp>
#include <fstream>

#include "grader/testset.h"

namespace duck {
namespace {

namespace fs = boost::filesystem;

TEST(TestSet, NaturalOrder) {
  EXPECT_TRUE(natural_less("2", "10"));
  EXPECT_FALSE(natural_less("10", "2"));
  EXPECT_TRUE(natural_less("test-9", "test-10"));
  EXPECT_TRUE(natural_less("a", "b"));
  EXPECT_TRUE(natural_less("1", "01"));  // equal numbers: fewer leading zeros first
  EXPECT_FALSE(natural_less("5", "5"));
}

TEST(TestSet, LoadsTheOfficialTestsInOrder) {
  std::vector<TestCase> tests;
  std::string error;
  ASSERT_TRUE(load_tests({OFFICIAL_DIR}, tests, error)) << error;
  ASSERT_EQ(tests.size(), 4u);
  EXPECT_EQ(tests[0].name, "official/1");
  EXPECT_EQ(tests[3].name, "official/4");
  EXPECT_EQ(tests[0].input.substr(0, 3), "18\n");
}

TEST(TestSet, MissingAnswerOrDirectoryIsAnError) {
  const fs::path dir = fs::temp_directory_path() / fs::unique_path("duck-tests-%%%%%%");
  fs::create_directories(dir);
  std::ofstream((dir / "1.in").string()) << "0\n";
  std::vector<TestCase> tests;
  std::string error;
  EXPECT_FALSE(load_tests({dir.string()}, tests, error));
  EXPECT_NE(error.find("no answer for"), std::string::npos);
  EXPECT_FALSE(load_tests({(dir / "nope").string()}, tests, error));
  EXPECT_NE(error.find("no test directory"), std::string::npos);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace duck
