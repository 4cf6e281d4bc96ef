// The walk generator, generators as values, stress sessions and their shrunk output, the board.
#include <gtest/gtest.h>

#include <boost/filesystem.hpp>
#include <sstream>

#include "board/board_text.h"
#include "grader/checker.h"
#include "grader/compare.h"
#include "generators/generate.h"
#include "grader/stress.h"
#include "judge/position.h"
#include "judge/reader.h"
#include "judge/run.h"

namespace duck {
namespace {

namespace fs = boost::filesystem;

TEST(LegalWalk, IsDeterministicValidAndMostlyLegal) {
  const std::string a = generate_input("walk", 42, 300);
  EXPECT_EQ(a, generate_input("walk", 42, 300));
  EXPECT_NE(a, generate_input("walk", 43, 300));
  std::vector<Move> moves;
  ParseError err;
  ASSERT_TRUE(parse_commands(a.data(), a.size(), moves, err)) << err.message;
  ASSERT_EQ(moves.size(), 300u);
  Position pos;
  int legal = 0, before_end = 0;
  for (const Move m : moves) {
    if (pos.is_over()) break;
    ++before_end;
    legal += pos.play(m).legal;
  }
  EXPECT_GT(legal * 10, before_end * 6);  // about 4 in 5 are legal moves while the game lasts
}

TEST(Generators, AnyFunctionIsAGeneratorAndNoneIsRefused) {
  StressOptions o;
  o.solver = WRONG_NO_CHECK;  // wrong only on check, which this generator never reaches
  o.generator = [](uint64_t, int n) {
    std::string text = std::to_string(n) + "\n";
    for (int i = 0; i < n; ++i) text += "5 5 5 5\n";
    return text;
  };
  o.count = 5;
  std::ostringstream out;
  EXPECT_EQ(run_stress(o, out), 0) << out.str();
  o.generator = nullptr;
  EXPECT_EQ(run_stress(o, out), 2);
}

TEST(Stress, TheReferenceAgreesWithItself) {
  StressOptions o;
  o.generator = input_generator("walk");
  o.solver = DUCKJUDGE;
  o.count = 30;
  o.jobs = 2;
  std::ostringstream out;
  StressSummary sum;
  EXPECT_EQ(run_stress(o, out, &sum), 0) << out.str();
  EXPECT_EQ(sum.tried, 30);
  EXPECT_FALSE(sum.found);
}

TEST(Stress, FindsShrinksAndWritesASingleFault) {
  const fs::path dir = fs::temp_directory_path() / fs::unique_path("duck-stress-%%%%%%");
  StressOptions o;
  o.generator = input_generator("walk");
  o.solver = WRONG_SOLDIER_CAPTURE;
  o.count = 500;
  o.out_dir = dir.string();
  std::ostringstream out;
  StressSummary sum;
  ASSERT_EQ(run_stress(o, out, &sum), 1) << out.str();
  EXPECT_TRUE(sum.found);
  EXPECT_LE(sum.shrunk_commands, 20u);
  EXPECT_LT(sum.shrunk_commands, sum.original_commands);
  EXPECT_NE(out.str().find("expected: "), std::string::npos);
  EXPECT_NE(out.str().find("the board before it"), std::string::npos);
  EXPECT_NE(out.str().find("\xef\xbc\xb3"), std::string::npos) << out.str();  // board/'s drawing: fullwidth S of a soldier
  EXPECT_EQ(out.str().find("\x1b["), std::string::npos);                         // plain text, no colours
  std::string in, ans, found, error;
  ASSERT_TRUE(read_file((dir / "min.in").string(), in, error));
  ASSERT_TRUE(read_file((dir / "min.ans").string(), ans, error));
  ASSERT_TRUE(read_file((dir / "min.out").string(), found, error));
  std::string reference;
  ParseError err;
  ASSERT_TRUE(run_judge(in.data(), in.size(), reference, err));
  EXPECT_EQ(reference, ans);
  const Difference d = compare_output(found, ans);
  EXPECT_EQ(d.verdict, Verdict::WA);
  EXPECT_EQ(d.answer, 2);  // the removed piece
  fs::remove_all(dir);
}

TEST(Stress, ASolverAgainstAnotherSolver) {
  StressOptions o;
  o.generator = input_generator("walk");
  o.solver = WRONG_NO_CHECK;
  o.other = DUCKJUDGE;
  o.count = 500;
  o.out_dir = (fs::temp_directory_path() / fs::unique_path("duck-stress-%%%%%%")).string();
  std::ostringstream out;
  StressSummary sum;
  EXPECT_EQ(run_stress(o, out, &sum), 1) << out.str();
  EXPECT_LE(sum.shrunk_commands, 20u);
  fs::remove_all(o.out_dir);
}

TEST(Board, DrawsTheBoardBeforeALineWithTheLastMoveMarked) {
  // Red horse 0 1 -> 2 2, then an invalid command, then the line of interest.
  const std::vector<Move> c = {make_move(0, 1, 2, 2), make_move(5, 5, 5, 5), make_move(9, 1, 7, 2)};
  const std::string board = board_before_line(c, 3);
  // Row 2: the red duck, the horse just moved (bracketed), the other duck; row 0: the horse's square bracketed.
  EXPECT_NE(board.find(" 2   \xef\xbc\xa4   \xef\xbc\x8b  [\xef\xbc\xa8]"), std::string::npos) << board;
  EXPECT_NE(board.find(" 0   \xef\xbc\xb2  [\xef\xbc\x8b]"), std::string::npos) << board;
  EXPECT_NE(board.find("blue to move; command 3: 9 1 7 2"), std::string::npos) << board;
  EXPECT_EQ(board_before_line(c, 0), "");
  EXPECT_EQ(board_before_line(std::string("3\n0 1 2 2\n5 5 5 5\n9 1 7 2\n"), 3), board);
}

TEST(Board, MarksThePiecesGivingCheck) {
  // Red soldier 3 4 walks up; blue captain 9 4 -> 8 4 -> 7 4 into its reach: check, the soldier marked '!'.
  const std::vector<Move> c = {make_move(3, 4, 4, 4), make_move(9, 4, 8, 4), make_move(4, 4, 5, 4), make_move(8, 4, 7, 4),
                               make_move(5, 4, 6, 3)};
  Position pos;
  for (const Move m : c) pos.play(m);
  ASSERT_TRUE(pos.is_check());
  const std::string board = board_before_line(c, 6);
  EXPECT_NE(board.find("[\xef\xbc\xb3]!"), std::string::npos) << board;
}

}  // namespace
}  // namespace duck
