// The zip writer, the amalgamation, greedy suite selection, and the problem package's generated files.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "package/amalgamate.h"
#include "package/package.h"
#include "adequacy/suite.h"
#include "package/zip.h"

namespace {

TEST(Zip, Crc32KnownValue) {
  // The CRC-32 check value of the standard (ITU-T V.42, as zip uses it).
  EXPECT_EQ(duck::crc32("123456789"), 0xCBF43926u);
  EXPECT_EQ(duck::crc32(""), 0u);
}

TEST(Zip, UnzipReadsItBack) {
  const std::string path = ::testing::TempDir() + "/duck_test.zip";
  const std::string zip = duck::make_zip({{"a.txt", "hello\n"}, {"dir/b.bin", std::string("\0\1\2", 3)}, {"empty", ""}});
  std::ofstream(path, std::ios::binary) << zip;
  // unzip -p prints a member's content; a missing unzip skips the test.
  if (std::system("unzip -v >/dev/null 2>&1") != 0) GTEST_SKIP() << "no unzip";
  EXPECT_EQ(std::system(("unzip -tq " + path + " >/dev/null").c_str()), 0);
  FILE* p = popen(("unzip -p " + path + " a.txt").c_str(), "r");
  ASSERT_NE(p, nullptr);
  char buffer[64] = {0};
  const size_t n = std::fread(buffer, 1, sizeof buffer - 1, p);
  pclose(p);
  EXPECT_EQ(std::string(buffer, n), "hello\n");
  EXPECT_EQ(zip, duck::make_zip({{"a.txt", "hello\n"}, {"dir/b.bin", std::string("\0\1\2", 3)}, {"empty", ""}}));
}

TEST(GreedyCover, PicksTheLargestGainThenTheCheapest) {
  // Items 0..5. Set 0 covers {0,1,2}, set 1 {3}, set 2 {3,4} (dearer than 3), set 3 {3,4}, set 4 {0,1}.
  const std::vector<std::vector<int>> covers = {{0, 1, 2}, {3}, {3, 4}, {3, 4}, {0, 1}};
  const std::vector<size_t> cost = {10, 1, 9, 5, 1};
  EXPECT_EQ(duck::greedy_cover(covers, cost, 10), (std::vector<size_t>{0, 3}));
  EXPECT_EQ(duck::greedy_cover(covers, cost, 1), (std::vector<size_t>{0}));
  EXPECT_TRUE(duck::greedy_cover({{}, {}}, {1, 1}, 5).empty());
}

TEST(Amalgamate, HeadersOnceBeforeTheirUsersAndNoLocalIncludes) {
  const std::vector<std::string> files = duck::include_order(DUCK_SOURCE_DIR, duck::judge_program_files(DUCK_SOURCE_DIR));
  ASSERT_FALSE(files.empty());
  EXPECT_EQ(files.back(), "judge/duckjudge.cpp");
  EXPECT_EQ(files.front(), "judge/types.h");
  const std::string text = duck::amalgamate(DUCK_SOURCE_DIR, files, {}, "// banner\n");
  EXPECT_EQ(text.find("#include \"judge/"), std::string::npos);
  EXPECT_EQ(text.find("#pragma once"), std::string::npos);
  EXPECT_EQ(text.compare(0, 10, "// banner\n"), 0);
}

TEST(Package, GeneratedValidatorsAreCommittedUpToDate) {
  for (const auto& f : duck::generated_package_files(DUCK_SOURCE_DIR)) {
    std::ifstream in(std::string(DUCK_SOURCE_DIR) + "/" + f.first, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    EXPECT_EQ(text.str(), f.second) << f.first << " is out of date: run `duck package --sync`";
  }
}

}  // namespace
