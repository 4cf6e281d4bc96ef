// printable(): a submission's text made safe for a terminal.
#include <gtest/gtest.h>

#include <sstream>

#include "support/printable.h"

namespace duck {
namespace {

TEST(Printable, EscapesTerminalControlsAndKeepsText) {
  EXPECT_EQ(printable("plain text\n\twith tab"), "plain text\n\twith tab");
  EXPECT_EQ(printable("\x1b[2J\x1b]0;owned\x07"), "\\x1b[2J\\x1b]0;owned\\x07");
  EXPECT_EQ(printable(std::string("nul\0del\x7f", 8)), "nul\\x00del\\x7f");
  EXPECT_EQ(printable("cr\rback\b"), "cr\\x0dback\\x08");
}

TEST(Printable, KeepsValidUtf8ButNotC1ControlsOrBrokenBytes) {
  EXPECT_EQ(printable("gcc says \xe2\x80\x98x\xe2\x80\x99"), "gcc says \xe2\x80\x98x\xe2\x80\x99");  // ‘x’
  EXPECT_EQ(printable("\xc2\x9b" "31m"), "\\u009b31m");                                          // C1 CSI
  EXPECT_EQ(printable("\x9b" "31m"), "\\x9b31m");                                                 // a lone C1 byte
  EXPECT_EQ(printable("\xe2\x80"), "\\xe2\\x80");                                                 // cut short
  EXPECT_EQ(printable("\xc0\xaf"), "\\xc0\\xaf");                                                 // overlong
}

TEST(Printable, LinesThroughTheStreamBuffer) {
  std::ostringstream out;
  {
    PrintableLines safe(out);
    std::ostream s(&safe);
    s << "line \x1b[31mred\n" << "rest without end\x07";
  }
  EXPECT_EQ(out.str(), "line \\x1b[31mred\nrest without end\\x07");
}

}  // namespace
}  // namespace duck
