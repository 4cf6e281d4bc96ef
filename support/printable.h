// Text from a submission (compiler messages, output lines, standard error) made safe for a terminal.
#pragma once

#include <ostream>
#include <streambuf>
#include <string>

namespace duck {

// Returns text with every byte or character that a terminal would act on written as an escape instead:
// C0 controls other than line feed and tab, DEL, and C1 controls as \xNN (\u0080-\u009f for C1 in UTF-8),
// and bytes that are not part of valid UTF-8 as \xNN. Valid UTF-8 text (gcc's quotes) is kept.
std::string printable(const std::string& text);

// A stream buffer that writes everything through printable() to another stream, a line at a time (the
// rest when it is destroyed): for reports that interleave submissions' text with the tool's own.
class PrintableLines : public std::streambuf {
 public:
  explicit PrintableLines(std::ostream& to) : to_(to) {}
  ~PrintableLines() override { sync(); }
  PrintableLines(const PrintableLines&) = delete;
  PrintableLines& operator=(const PrintableLines&) = delete;

 protected:
  // Collects c; at a line end, writes the line made printable.
  int_type overflow(int_type c) override;
  // Writes what is collected, made printable, and flushes the destination.
  int sync() override;

 private:
  std::ostream& to_;
  std::string line_;
};

}  // namespace duck
