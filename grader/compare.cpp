#include "grader/compare.h"

#include <vector>

namespace duck {

namespace {

// Returns true for the bytes that count as whitespace: space, \t, \n, \v, \f, \r.
bool is_white(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// Returns s without its trailing whitespace.
std::string_view strip_right(std::string_view s) {
  size_t n = s.size();
  while (n > 0 && is_white(s[n - 1])) --n;
  return s.substr(0, n);
}

// Walks the lines of a text; a final line without '\n' counts, the empty rest after a final '\n' does not.
class Lines {
 public:
  explicit Lines(std::string_view text) : text_(text) {}
  // Returns true and sets line (trailing whitespace removed) to the next line; false at the end.
  bool next(std::string_view& line) {
    if (pos_ >= text_.size()) return false;
    const size_t end = text_.find('\n', pos_);
    const size_t stop = end == std::string_view::npos ? text_.size() : end;
    line = strip_right(text_.substr(pos_, stop - pos_));
    pos_ = stop + 1;
    ++count_;
    return true;
  }
  // Returns how many lines next() has produced.
  long long count() const { return count_; }

 private:
  std::string_view text_;
  size_t pos_ = 0;
  long long count_ = 0;
};

// Returns true when a and b are equal once every whitespace byte is removed from both.
bool equal_squashed(std::string_view a, std::string_view b) {
  size_t i = 0, j = 0;
  for (;;) {
    while (i < a.size() && is_white(a[i])) ++i;
    while (j < b.size() && is_white(b[j])) ++j;
    if (i == a.size() || j == b.size()) return i == a.size() && j == b.size();
    if (a[i++] != b[j++]) return false;
  }
}

// Returns the ';'-separated fields of a line.
std::vector<std::string_view> split_fields(std::string_view line) {
  std::vector<std::string_view> fields;
  size_t start = 0;
  for (;;) {
    const size_t semi = line.find(';', start);
    fields.push_back(line.substr(start, semi == std::string_view::npos ? std::string_view::npos : semi - start));
    if (semi == std::string_view::npos) return fields;
    start = semi + 1;
  }
}

const std::string_view INVALID = "Invalid command";

// Returns the parenthesised detail of a WA line: which answer differs, or how the shapes differ.
std::string describe_fields(std::string_view expected, std::string_view found, int& answer) {
  const bool invalid_expected = equal_squashed(expected, INVALID), invalid_found = equal_squashed(found, INVALID);
  if (invalid_expected && !invalid_found) return "the command is invalid, the output answers it as a move";
  if (!invalid_expected && invalid_found) return "the command is a legal move, the output calls it invalid";
  const std::vector<std::string_view> e = split_fields(expected), f = split_fields(found);
  for (size_t k = 0; k < e.size() && k < f.size(); ++k) {
    if (equal_squashed(e[k], f[k])) continue;
    if (e.size() != 4 || k >= 4) break;
    answer = int(k) + 1;
    return "answer " + std::to_string(answer) + ", " + answer_name(answer) + ": expected " + quote_text(e[k], 40) +
           ", found " + quote_text(f[k], 40);
  }
  if (e.size() != f.size())
    return "expected " + std::to_string(e.size()) + " answers separated by ';', found " + std::to_string(f.size());
  return "the lines differ";
}

// Returns the first line (1-based) where the two texts differ after `same` says two stripped lines differ.
// Missing lines count as empty, so trailing blank lines never differ. Returns 0 when none differs.
template <class Same>
long long first_difference(std::string_view output, std::string_view answer, Same same, std::string_view& lo,
                           std::string_view& la, bool& output_ended, bool& answer_ended) {
  Lines o(output), a(answer);
  for (long long line = 1;; ++line) {
    lo = la = std::string_view();
    output_ended = !o.next(lo);
    answer_ended = !a.next(la);
    if (output_ended && answer_ended) return 0;
    if (!same(lo, la)) return line;
  }
}

}  // namespace

const char* answer_name(int k) {
  static const char* const NAMES[5] = {"", "moved piece", "removed piece", "check", "game over"};
  return k >= 1 && k <= 4 ? NAMES[k] : "";
}

std::string quote_text(std::string_view text, size_t limit) {
  static const char HEX[] = "0123456789abcdef";
  std::string q = "\"";
  for (size_t i = 0; i < text.size() && i < limit; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '"' || c == '\\') {
      q += '\\';
      q += char(c);
    } else if (c >= 0x20 && c <= 0x7e) {
      q += char(c);
    } else {
      q += "\\x";
      q += HEX[c >> 4];
      q += HEX[c & 15];
    }
  }
  if (text.size() > limit) q += "...";
  return q + "\"";
}

Difference compare_output(std::string_view output, std::string_view answer) {
  Difference d;
  std::string_view lo, la;
  bool output_ended = false, answer_ended = false;
  const auto exact = [](std::string_view x, std::string_view y) { return x == y; };
  long long line = first_difference(output, answer, exact, lo, la, output_ended, answer_ended);
  if (line == 0) {
    d.message = "ok";
    return d;
  }
  std::string detail;
  if (equal_squashed(output, answer)) {
    d.verdict = Verdict::PE;
    detail = "only whitespace or line breaks differ";
  } else {
    d.verdict = Verdict::WA;
    line = first_difference(output, answer, equal_squashed, lo, la, output_ended, answer_ended);
    if (!output_ended && !answer_ended) detail = describe_fields(la, lo, d.answer);
  }
  d.line = line;
  d.expected = answer_ended ? "end of output" : quote_text(la);
  d.found = output_ended ? "end of output" : quote_text(lo);
  d.message = "line " + std::to_string(line) + ": expected " + d.expected + ", found " + d.found;
  if (!detail.empty()) d.message += " (" + detail + ")";
  return d;
}

}  // namespace duck
