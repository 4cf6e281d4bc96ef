// Drawing the board and `duck show`'s replay.
#include <gtest/gtest.h>

#include <sstream>
#include <string>

#include "board/drawing.h"
#include "board/show.h"

namespace {

// Returns the number of lines of text.
size_t lines(const std::string& text) { return size_t(std::count(text.begin(), text.end(), '\n')); }

TEST(DrawBoard, InitialPositionRowsAndPieces) {
  const std::string board = duck::draw_board(duck::Position(), duck::BoardMarks{});
  EXPECT_EQ(lines(board), 13u);  // header, 10 rows, 2 legend lines
  // Row 0: red car, horse, elephant, guard, captain, ... as fullwidth capitals.
  EXPECT_NE(board.find(" 0   Ｒ   Ｈ   Ｅ   Ｇ   Ｃ   Ｇ   Ｅ   Ｈ   Ｒ\n"), std::string::npos) << board;
  EXPECT_NE(board.find(" 9   ｒ   ｈ   ｅ   ｇ   ｃ   ｇ   ｅ   ｈ   ｒ\n"), std::string::npos) << board;
  EXPECT_EQ(board.find('['), board.find("[ ]"));  // no move marked, only the legend's brackets
  EXPECT_EQ(board.find("\x1b["), std::string::npos);
}

TEST(DrawBoard, MarksLastMoveAndCheckers) {
  duck::Position pos = duck::Position::empty();
  pos.put(duck::make_square(0, 4), duck::make_piece(duck::RED, duck::CAPTAIN));
  pos.put(duck::make_square(9, 4), duck::make_piece(duck::BLUE, duck::CAPTAIN));
  pos.put(duck::make_square(5, 0), duck::make_piece(duck::RED, duck::CAR));
  const duck::Move m = duck::make_move(5, 0, 5, 4);
  ASSERT_TRUE(pos.play(m).check);
  duck::BoardMarks marks;
  marks.has_last_move = true;
  marks.last_move = m;
  const std::string board = duck::draw_board(pos, marks);
  EXPECT_NE(board.find(" 5  [＋]  ＋   ＋   ＋  [Ｒ]! ＋   ＋   ＋   ＋\n"), std::string::npos) << board;
  marks.colour = true;
  EXPECT_NE(duck::draw_board(pos, marks).find("\x1b[7m"), std::string::npos);
}

TEST(Show, ReplaysToTheRequestedCommand) {
  const std::string input = "3\n3 0 4 0\n6 0 5 0\n9 9 9 9\n";
  std::ostringstream out, err;
  EXPECT_EQ(duck::show_position(input, "t", 1, false, out, err), 2);  // 9 9: column out of range
  EXPECT_NE(err.str().find("t:4:3:"), std::string::npos) << err.str();
  const std::string good = "2\n3 0 4 0\n6 0 5 0\n";
  std::ostringstream out2, err2;
  EXPECT_EQ(duck::show_position(good, "t", 1, false, out2, err2), 0);
  EXPECT_NE(out2.str().find("after command 1 of 2: 3 0 4 0 -> red soldier;NA;no;no"), std::string::npos) << out2.str();
  EXPECT_NE(out2.str().find("blue to move; check: no"), std::string::npos);
  std::ostringstream out3, err3;
  EXPECT_EQ(duck::show_position(good, "t", 3, false, out3, err3), 1);
  std::ostringstream out4, err4;
  EXPECT_EQ(duck::show_position(good, "t", 0, false, out4, err4), 0);
  EXPECT_NE(out4.str().find("initial position"), std::string::npos);
}

}  // namespace
