// The zip writer (libarchive), problem.yaml (yaml-cpp), the 2023-07 export, the amalgamation, greedy suite selection, and the problem package's generated files.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "package/amalgamate.h"
#include "package/package.h"
#include "adequacy/suite.h"
#include "package/package_export.h"
#include "package/problem_yaml.h"
#include "package/zip_archive.h"

namespace {

// Returns the whole content of path ("" when it cannot be read).
std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(Zip, DeflatedReproducibleAndReadBackWithModes) {
  const std::string path = ::testing::TempDir() + "/duck_test.zip", again = ::testing::TempDir() + "/duck_test2.zip";
  const std::string big(100000, 'a');
  const std::vector<duck::ZipMember> members = {{"a.txt", "hello\n", false}, {"dir/run", "#!/bin/sh\n", true}, {"big", big, false}, {"empty", "", false}};
  ASSERT_EQ(duck::write_zip(path, members), "");
  ASSERT_EQ(duck::write_zip(again, members), "");
  EXPECT_EQ(slurp(path), slurp(again)) << "the same members must give the same bytes";
  EXPECT_LT(slurp(path).size(), size_t(5000)) << "100,000 equal bytes must deflate";
  // zipinfo lists each member's mode; unzip -p prints one member.
  FILE* p = popen(("zipinfo " + path + " 2>&1; unzip -p " + path + " a.txt").c_str(), "r");
  ASSERT_NE(p, nullptr);
  char buffer[4096] = {0};
  const std::string listing(buffer, std::fread(buffer, 1, sizeof buffer - 1, p));
  pclose(p);
  EXPECT_NE(listing.find("-rwxr-xr-x"), std::string::npos) << listing;
  EXPECT_NE(listing.find("-rw-r--r--"), std::string::npos) << listing;
  EXPECT_NE(listing.find("defN"), std::string::npos) << listing;
  EXPECT_NE(listing.find("hello\n"), std::string::npos) << listing;
}

TEST(ProblemYaml, LegacyKeysLicenseAndTimeLimit) {
  const std::string ok = "name: X\nsource: S\nlicense: permission\nrights_owner: R\nvalidation: custom\nlimits:\n  memory: 512\n";
  EXPECT_TRUE(duck::read_problem_yaml(ok).errors.empty());
  EXPECT_EQ(duck::read_problem_yaml(ok).format, duck::PackageFormat::LEGACY);
  const auto has = [](const duck::ProblemYaml& y, const std::string& text) {
    for (const std::string& e : y.errors)
      if (e.find(text) != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(has(duck::read_problem_yaml(ok + "colour: red\n"), "unknown key 'colour'"));
  EXPECT_TRUE(has(duck::read_problem_yaml(ok + "  time_limit: 1\n"), "unknown key 'limits.time_limit'"));
  EXPECT_TRUE(has(duck::read_problem_yaml("name: X\nvalidation: custom\n"), "license is 'unknown'"));
  EXPECT_TRUE(has(duck::read_problem_yaml("name: X\nlicense: cc by\n"), "needs a rights_owner"));
  EXPECT_TRUE(has(duck::read_problem_yaml("name: [\n"), "not YAML"));
}

TEST(ProblemYaml, The2023FormatAndTheExportedYaml) {
  const std::string legacy = "name: X\nsource: S\nsource_url: http://s\nlicense: permission\nrights_owner: R\nvalidation: custom\nlimits:\n  memory: 512\n";
  const duck::ProblemYaml y = duck::read_problem_yaml(duck::problem_yaml_2023(legacy, "1"));
  EXPECT_EQ(y.format, duck::PackageFormat::V2023_07);
  EXPECT_TRUE(y.errors.empty()) << y.errors.front();
  ASSERT_TRUE(y.time_limit.has_value());
  EXPECT_EQ(*y.time_limit, 1.0);
  EXPECT_FALSE(duck::read_problem_yaml("problem_format_version: 2023-07-draft\nname: X\nlicense: cc0\n").errors.empty());  // no uuid
  EXPECT_EQ(duck::path_in_format("output_validators/duck_checker/checker.cpp", duck::PackageFormat::V2023_07), "output_validator/checker.cpp");
  EXPECT_EQ(duck::path_in_format("problem_statement/problem.en.tex", duck::PackageFormat::V2023_07), "statement/problem.en.tex");
  EXPECT_EQ(duck::path_in_format("problem_statement/problem.html", duck::PackageFormat::V2023_07), "");
  EXPECT_EQ(duck::path_in_format(".timelimit", duck::PackageFormat::V2023_07), "");
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
