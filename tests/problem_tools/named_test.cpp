// The named mutations of the judge (mutation/named_mutations.txt): the committed table reads, keeps
// every bug the project's wrong judges have modelled, and a malformed table is refused by line.
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <stdexcept>
#include <string>

#include <boost/filesystem.hpp>

#include "mutation/named.h"

namespace {

// Returns the message of the std::runtime_error that f throws ("" when it throws none).
template <class F>
std::string error_of(F f) {
  try {
    f();
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(Named, TheCommittedTableReadsWithUniqueNamesAndSubmissions) {
  const std::vector<duck::NamedMutation> table = duck::read_named_mutations(DUCK_SOURCE_DIR);
  std::set<std::string> names, submissions;
  for (const duck::NamedMutation& m : table) {
    EXPECT_TRUE(names.insert(m.name).second) << m.name;
    EXPECT_TRUE(m.submission.empty() || submissions.insert(m.submission).second) << m.submission;
    EXPECT_FALSE(m.bug.empty()) << m.name;
    for (const duck::Mutation& e : m.edits) EXPECT_EQ(e.file.compare(0, 6, "judge/"), 0) << m.name;
  }
  EXPECT_EQ(duck::find_named_mutation(DUCK_SOURCE_DIR, table.back().name).name, table.back().name);
}

// The bugs that the 18 injected faults and the 15 hand-written wrong answers modelled before they
// became this table: none may be dropped.
TEST(Named, KeepsEveryBugTheWrongJudgesModelled) {
  std::set<std::string> names, submissions;
  for (const duck::NamedMutation& m : duck::read_named_mutations(DUCK_SOURCE_DIR)) names.insert(m.name), submissions.insert(m.submission);
  for (const char* fault : {"horse-leg-wrong-square", "car-path-one-short", "duck-blocker-missing", "elephant-eye-ignored",
                            "guard-moves-like-soldier", "soldier-no-diagonal", "own-piece-capturable", "check-one-side-only",
                            "check-after-the-end", "captain-attack-ignores-soldiers", "turn-passes-on-invalid",
                            "game-goes-on-after-captain", "captain-square-not-followed", "captured-named-as-mover",
                            "reader-accepts-yt-9", "reader-column-after-newline", "reader-shows-33-bytes", "reader-q-limit-off-by-one"})
    EXPECT_TRUE(names.count(fault)) << fault;
  for (const char* wrong : {"blocked_by_enemy_only", "captains_do_not_check", "captures_own_pieces", "car_jumps_last_blocker",
                            "car_same_square", "check_after_end", "check_mover_only", "duck_first_blocker_only", "elephant_no_eye",
                            "horse_leg_diagonal", "moves_any_colour", "plays_on_after_end", "soldier_orthogonal_only",
                            "turn_passes_on_invalid", "unpadded_board"})
    EXPECT_TRUE(submissions.count(wrong)) << wrong;
}

// A scratch tree with judge/x.cpp and a table; removed when done.
class ScratchTree : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = (boost::filesystem::temp_directory_path() / boost::filesystem::unique_path("duck-named-%%%%%%%%")).string();
    boost::filesystem::create_directories(root_ + "/judge");
    boost::filesystem::create_directories(root_ + "/mutation");
    std::ofstream(root_ + "/judge/x.cpp") << "int f(int a) { return a + 1; }\nint g(int a) { return a * 2; }\nint h() { return 1; }\n";
  }
  void TearDown() override { boost::filesystem::remove_all(root_); }
  // Writes the table and returns the error of reading it ("" when it reads).
  std::string read_error(const std::string& table) {
    std::ofstream(root_ + "/mutation/named_mutations.txt") << table;
    return error_of([&] { duck::read_named_mutations(root_); });
  }
  std::string root_;
};

TEST_F(ScratchTree, AppliesEveryEditOfAnEntry) {
  ASSERT_EQ(read_error("# two edits\n[two]\nbug: both changed\nbug: at once\nfile: judge/x.cpp\nreplace: a + 1\nwith: a - 1\nreplace: "
                       "a * 2\nwith:\n"),
            "");
  const duck::NamedMutation m = duck::find_named_mutation(root_, "two");
  EXPECT_EQ(m.bug, "both changed at once");
  EXPECT_EQ(m.submission, "");
  ASSERT_EQ(m.edits.size(), 2u);
  EXPECT_EQ(m.edits[1].line, 2);
  EXPECT_EQ(duck::apply_named("int f(int a) { return a + 1; }\nint g(int a) { return a * 2; }\nint h() { return 1; }\n", "judge/x.cpp", m),
            "int f(int a) { return a - 1; }\nint g(int a) { return ; }\nint h() { return 1; }\n");
  EXPECT_EQ(duck::files_of(m), std::vector<std::string>{"judge/x.cpp"});
}

TEST_F(ScratchTree, RefusesAMalformedTableNamingTheLine) {
  EXPECT_NE(read_error("[a]\nbug: b\nfile: judge/x.cpp\nreplace: return\nwith: x\n").find("named_mutations.txt:4: the text does not occur exactly once"), std::string::npos);
  EXPECT_NE(read_error("[a]\nbug: b\nfile: judge/x.cpp\nreplace: a + 2\nwith: x\n").find(":4: the text does not occur exactly once"), std::string::npos);
  EXPECT_NE(read_error("[a]\nbug: b\nfile: support/x.cpp\nreplace: a + 1\nwith: x\n").find(":4: the file must be under judge/"), std::string::npos);
  EXPECT_NE(read_error("[a]\nbug: b\nfile: judge/x.cpp\nreplace: a + 1\nwrong: x\n").find(":5: expected 'with: ...'"), std::string::npos);
  EXPECT_NE(read_error("[a]\nfile: judge/x.cpp\nreplace: a + 1\nwith: x\n").find(":1: a: no 'bug:' line"), std::string::npos);
  EXPECT_NE(read_error("[a]\nbug: b\nreplace: a + 1\n").find(":3: expected 'file: judge/...'"), std::string::npos);
  EXPECT_NE(read_error("bug: b\n").find(":1: expected '[name]' first"), std::string::npos);
  EXPECT_NE(read_error("# nothing\n").find("no named mutation"), std::string::npos);
  EXPECT_NE(read_error("[a]\nbug: b\nfile: judge/x.cpp\nreplace: return a + 1\nwith: x\nreplace: a + 1;\nwith: y\n").find("overlap"), std::string::npos);
  EXPECT_NE(read_error("[a]\nbug: b\nfile: judge/x.cpp\nreplace: a + 1\n").find(":4: expected 'with: ...' after it"), std::string::npos);
  ASSERT_EQ(read_error("[a]\nbug: b\nfile: judge/x.cpp\nreplace: a + 1\nwith: a\n"), "");
  EXPECT_NE(error_of([&] { duck::find_named_mutation(root_, "nope"); }).find("no named mutation 'nope'"), std::string::npos);
}

}  // namespace
