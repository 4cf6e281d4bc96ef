// libFuzzer target: arbitrary bytes as a solver's OUTPUT, compared by grader/compare.h (the code behind
// `duck grade`, `duck check` and `duck stress`) with a judge answer. The first byte picks the answer
// (the official sample's, a one-line one, an empty one, or one that ends a game); the rest is the
// output. Checks that the comparison never crashes and that its verdict is consistent:
//   - an answer compared with itself is AC;
//   - AC, PE and WA agree with a second, deliberately naive implementation of the rules;
//   - the verdict does not change when the two texts swap places or when whitespace is appended;
//   - an AC has line 0 and the message "ok"; any other verdict names a line >= 1 in its message,
//     and only a WA names one of the four answers; the shown lines are printable ASCII.
// On an inconsistency it prints the output and both verdicts, then traps. Needs grader/compare.cpp
// and grader/verdict.cpp only (no Boost).
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "grader/compare.h"

namespace {

// The judge answers the output is compared with, chosen by the first byte.
const char* const ANSWERS[] = {
    // The official sample (THUPC 2019), 18 commands.
    "Invalid command\nInvalid command\nInvalid command\nInvalid command\nred guard;NA;no;no\nInvalid command\n"
    "blue captain;NA;no;no\nred soldier;NA;no;no\nInvalid command\nInvalid command\nblue elephant;NA;no;no\n"
    "red duck;NA;no;no\nInvalid command\nblue captain;NA;no;no\nred soldier;NA;no;no\nInvalid command\n"
    "blue captain;NA;yes;no\nred duck;blue captain;no;yes\n",
    "red horse;NA;no;no\n",
    "",
    "red car;blue soldier;yes;no\nblue guard;NA;yes;no\nred captain;blue guard;no;yes\nInvalid command\n",
};

// Returns true for the bytes the comparison counts as whitespace.
bool white(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// The naive reading of the rules: lines split at '\n', trailing whitespace removed, blank lines at the end dropped.
std::vector<std::string> naive_lines(std::string_view text) {
  std::vector<std::string> lines;
  std::string line;
  for (const char c : text) {
    if (c == '\n') lines.push_back(line), line.clear();
    else line += c;
  }
  lines.push_back(line);
  for (std::string& l : lines)
    while (!l.empty() && white(l.back())) l.pop_back();
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

// Returns the text without any whitespace byte.
std::string squashed(std::string_view text) {
  std::string s;
  for (const char c : text)
    if (!white(c)) s += c;
  return s;
}

// Returns the verdict the naive reading gives.
duck::Verdict naive_verdict(std::string_view output, std::string_view answer) {
  if (naive_lines(output) == naive_lines(answer)) return duck::Verdict::AC;
  return squashed(output) == squashed(answer) ? duck::Verdict::PE : duck::Verdict::WA;
}

// Returns true when every byte of s is printable ASCII.
bool printable(const std::string& s) {
  for (const char c : s)
    if (c < 0x20 || c > 0x7e) return false;
  return true;
}

// Prints the problem and the texts, then traps.
[[noreturn]] void fail(const char* problem, std::string_view output, std::string_view answer, const duck::Difference& d) {
  std::fprintf(stderr, "check_output: %s\nverdict %s, message: %s\noutput: %s\nanswer: %s\n", problem, duck::verdict_name(d.verdict),
               d.message.c_str(), duck::quote_text(output, 4096).c_str(), duck::quote_text(answer, 4096).c_str());
  __builtin_trap();
}

}  // namespace

// Compares the bytes (after the first) as an output with the chosen answer and checks the verdict.
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::string_view answer = ANSWERS[data[0] % (sizeof ANSWERS / sizeof ANSWERS[0])];
  const std::string_view output(reinterpret_cast<const char*>(data) + 1, size - 1);

  const duck::Difference self = duck::compare_output(answer, answer);
  if (self.verdict != duck::Verdict::AC) fail("an answer differs from itself", answer, answer, self);

  const duck::Difference d = duck::compare_output(output, answer);
  if (d.verdict != naive_verdict(output, answer)) fail("the verdict disagrees with the naive reading", output, answer, d);
  if (d.verdict == duck::Verdict::AC && (d.line != 0 || d.message != "ok" || d.answer != 0)) fail("an AC with a difference", output, answer, d);
  if (d.verdict != duck::Verdict::AC) {
    const std::string prefix = "line " + std::to_string(d.line) + ": ";
    if (d.line < 1 || d.message.compare(0, prefix.size(), prefix) != 0) fail("a difference without its line", output, answer, d);
    if (!printable(d.expected) || !printable(d.found) || !printable(d.message)) fail("unprintable bytes in the message", output, answer, d);
  }
  if (d.answer < 0 || d.answer > 4 || (d.answer != 0 && d.verdict != duck::Verdict::WA)) fail("a wrong answer index", output, answer, d);

  if (duck::compare_output(answer, output).verdict != d.verdict) fail("the verdict changes when output and answer swap", output, answer, d);
  const std::string padded = std::string(output) + " \t\r\n\n \n";
  if (duck::compare_output(padded, answer).verdict != d.verdict) fail("trailing whitespace changes the verdict", output, answer, d);
  return 0;
}
