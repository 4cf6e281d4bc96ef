// `duck grade` on a wrong answer: the report draws the board at the first difference of the first failing test.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "board/board_text.h"
#include "grader/grade.h"
#include "grader/report.h"
#include "grader/sandbox.h"

namespace duck {
namespace {

TEST(GradeReport, WrongAnswerShowsTheBoardAtTheFirstDifference) {
  GradeOptions o;
  o.solvers = {WRONG_SOLDIER_CAPTURE};
  o.test_dirs = {OFFICIAL_DIR};
  o.jobs = 2;
  std::vector<TestCase> tests;
  std::string error;
  ASSERT_TRUE(load_tests(o.test_dirs, tests, error)) << error;
  const std::vector<SolverResult> results = grade(o, tests, nullptr);
  ASSERT_EQ(results.size(), 1u);
  const SolverResult& r = results[0];
  ASSERT_EQ(r.verdict, Verdict::WA);
  // The board belongs to the first failing test, drawn before its first differing line.
  const TestResult* first = nullptr;
  size_t index = 0;
  for (size_t t = 0; t < r.tests.size() && !first; ++t)
    if (r.tests[t].verdict != Verdict::AC) first = &r.tests[t], index = t;
  ASSERT_NE(first, nullptr);
  ASSERT_GT(first->line, 0);
  EXPECT_EQ(r.board_test, first->name);
  EXPECT_EQ(r.board, board_before_line(tests[index].input, size_t(first->line)));
  EXPECT_NE(r.board.find("\xef\xbc\xa3"), std::string::npos);  // board/'s drawing: the fullwidth C of red's captain
  EXPECT_NE(r.board.find("; command " + std::to_string(first->line) + ": "), std::string::npos) << r.board;
  std::ostringstream table;
  print_table(table, results);
  EXPECT_NE(table.str().find("the board before line " + std::to_string(first->line) + ":\n" + r.board), std::string::npos) << table.str();
  const nlohmann::ordered_json j = to_json(results, o.limits, Sandbox::get().explain(o.limits));
  EXPECT_EQ(j["solvers"][0]["board"], r.board);
  EXPECT_EQ(j["solvers"][0]["board_test"], first->name);
}

TEST(GradeReport, NoBoardWhenAccepted) {
  GradeOptions o;
  o.solvers = {DUCKJUDGE};
  o.test_dirs = {OFFICIAL_DIR};
  std::vector<TestCase> tests;
  std::string error;
  ASSERT_TRUE(load_tests(o.test_dirs, tests, error)) << error;
  const std::vector<SolverResult> results = grade(o, tests, nullptr);
  ASSERT_EQ(results.at(0).verdict, Verdict::AC);
  EXPECT_TRUE(results[0].board.empty());
  const nlohmann::ordered_json j = to_json(results, o.limits, {});
  EXPECT_FALSE(j["solvers"][0].contains("board"));
}

}  // namespace
}  // namespace duck
