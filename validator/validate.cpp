#include "validator/validate.h"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>

namespace duck {

namespace {

const char* const COORD_NAMES[4] = {"xs", "ys", "xt", "yt"};
const int COORD_MAX[4] = {9, 8, 9, 8};
const size_t SHOWN_BYTES = 32;

// Returns the bytes quoted and escaped ("\x0d" for CR and other control bytes), cut after 32.
std::string quoted(const char* b, size_t n) {
  static const char HEX[] = "0123456789abcdef";
  std::string s = "\"";
  for (size_t i = 0; i < n && i < SHOWN_BYTES; ++i) {
    const unsigned char c = static_cast<unsigned char>(b[i]);
    if (c == '"' || c == '\\') s += '\\', s += char(c);
    else if (c >= 0x20 && c <= 0x7e) s += char(c);
    else s += "\\x", s += HEX[c >> 4], s += HEX[c & 15];
  }
  if (n > SHOWN_BYTES) s += "...";
  return s + "\"";
}

// Walks the input byte by byte, keeping line and column, and records the first offence.
class Cursor {
 public:
  Cursor(const char* data, size_t size) : data_(data), size_(size) {}

  // Returns true at the end of input.
  bool at_end() const { return pos_ == size_; }

  // Returns the length of the token at the cursor: bytes up to the next space, LF or end.
  size_t token_length() const {
    size_t n = 0;
    while (pos_ + n < size_ && data_[pos_ + n] != ' ' && data_[pos_ + n] != '\n') ++n;
    return n;
  }

  // Returns a description of what stands at the cursor: a token, a space, a line end or the end.
  std::string found() const {
    if (at_end()) return "end of file";
    if (data_[pos_] == ' ') return "a space";
    if (data_[pos_] == '\n') return "a line end";
    return quoted(data_ + pos_, token_length());
  }

  // Reads a canonical decimal integer in [0, max] as a token; on failure records
  // "expected WHAT (RANGE), found ..." at the token and returns false.
  bool read_number(const std::string& what, long long max, long long& value) {
    const size_t n = token_length();
    const char* b = data_ + pos_;
    const std::string range = "an integer in 0.." + std::to_string(max);
    if (n == 0) return fail("expected " + what + " (" + range + "), found " + found());
    for (size_t i = 0; i < n; ++i)
      if (b[i] == '\r') return fail_at(i, "carriage return (CR) in " + what + ": lines must end with LF only");
    for (size_t i = 0; i < n; ++i)
      if (b[i] < '0' || b[i] > '9') return fail("expected " + what + " (" + range + "), found " + quoted(b, n));
    if (n > 1 && b[0] == '0') return fail("expected " + what + " without leading zeros, found " + quoted(b, n));
    value = 0;
    for (size_t i = 0; i < n; ++i) {
      if (value > max) break;  // already out of range; stop before overflowing
      value = value * 10 + (b[i] - '0');
    }
    if (value > max) return fail("expected " + what + " (" + range + "), found " + quoted(b, n));
    advance(n);
    return true;
  }

  // Consumes the byte c (a space or LF) or records "expected WHAT, found ..." and returns false.
  bool expect(char c, const std::string& what) {
    if (!at_end() && data_[pos_] == c) return advance(1), true;
    if (!at_end() && data_[pos_] == '\r') return fail("carriage return (CR) found: lines must end with LF only");
    return fail("expected " + what + ", found " + found());
  }

  // Records the offence at the cursor; returns false.
  bool fail(const std::string& message) { return fail_at(0, message); }

  // Returns the verdict: valid with q, or the recorded offence.
  Validation verdict(long long q) const {
    if (!message_.empty()) return Validation{false, fail_line_, fail_col_, message_, 0};
    return Validation{true, 0, 0, "", q};
  }

 private:
  // Records the offence `offset` bytes after the cursor (on the same line); returns false.
  bool fail_at(size_t offset, const std::string& message) {
    fail_line_ = line_;
    fail_col_ = col_ + static_cast<long long>(offset);
    message_ = message;
    return false;
  }

  // Moves the cursor n bytes forward, counting lines and columns.
  void advance(size_t n) {
    for (size_t i = 0; i < n; ++i, ++pos_) {
      if (data_[pos_] == '\n') ++line_, col_ = 1;
      else ++col_;
    }
  }

  const char* data_;
  size_t size_;
  size_t pos_ = 0;
  long long line_ = 1, col_ = 1;
  long long fail_line_ = 0, fail_col_ = 0;
  std::string message_;
};

// Reads "Q\n" then the Q command lines and the end of input; returns false at the first offence.
bool check_all(Cursor& c, long long max_q, long long& q) {
  if (c.at_end()) return c.fail("expected the command count Q, found end of file");
  if (!c.read_number("the command count Q", max_q, q)) return false;
  if (!c.expect('\n', "a line end (LF) after Q")) return false;
  for (long long k = 1; k <= q; ++k) {
    for (int i = 0; i < 4; ++i) {
      long long value = 0;
      if (!c.read_number(std::string(COORD_NAMES[i]) + " of command " + std::to_string(k), COORD_MAX[i], value)) return false;
      if (i < 3 && !c.expect(' ', std::string("a single space after ") + COORD_NAMES[i] + " of command " + std::to_string(k)))
        return false;
    }
    if (!c.expect('\n', "a line end (LF) after yt of command " + std::to_string(k))) return false;
  }
  if (!c.at_end()) {
    const std::string after = q == 0 ? "Q = 0" : "command " + std::to_string(q) + ", the last";
    return c.fail("expected end of file after " + after + ", found " + c.found());
  }
  return true;
}

}  // namespace

Validation validate_input(const char* data, size_t size, long long max_q) {
  Cursor c(data, size);
  long long q = 0;
  check_all(c, max_q, q);
  return c.verdict(q);
}

size_t longest_valid_size(long long max_q) {
  const size_t digits = std::to_string(max_q).size();
  const unsigned long long commands = max_q < 0 ? 0 : static_cast<unsigned long long>(max_q);
  if (commands > (SIZE_MAX - digits - 1) / 8) return SIZE_MAX;
  return digits + 1 + static_cast<size_t>(commands) * 8;
}

namespace {

// Reads f into text up to its end or the first byte that shows the input invalid (kept in text, so that
// validation names it); sets cut when it stopped early. Returns false when f cannot be read.
bool read_until_invalid(std::FILE* f, long long max_q, std::string& text, bool& cut) {
  const size_t longest = longest_valid_size(max_q);
  const size_t longest_line = std::max<size_t>(std::to_string(max_q).size(), 7) + 1;
  size_t line_length = 0;
  text.clear();
  cut = false;
  for (int c; (c = std::getc(f)) != EOF;) {
    text += static_cast<char>(c);
    line_length = c == '\n' ? 0 : line_length + 1;
    const bool possible = (c >= '0' && c <= '9') || c == ' ' || c == '\n';
    if (!possible || line_length > longest_line || text.size() > longest) {
      cut = true;
      break;
    }
  }
  return !std::ferror(f);
}

// Returns the verdict at the end of a text cut short because it is longer than any valid input.
Validation too_long(const std::string& text, long long max_q) {
  const size_t last_line = text.rfind('\n');
  const long long line = 1 + static_cast<long long>(std::count(text.begin(), text.end(), '\n'));
  const long long col = static_cast<long long>(last_line == std::string::npos ? text.size() : text.size() - last_line - 1);
  return Validation{false, line, col,
                    "expected end of file within " + std::to_string(longest_valid_size(max_q)) +
                        " bytes (the longest valid input), found more",
                    0};
}

}  // namespace

bool validate_stream(std::FILE* f, long long max_q, Validation& verdict, std::string& read_error) {
  std::string text;
  bool cut = false;
  if (!read_until_invalid(f, max_q, text, cut)) {
    read_error = std::strerror(errno ? errno : EIO);
    return false;
  }
  verdict = validate_input(text.data(), text.size(), max_q);
  const std::string at_cut = "found end of file";
  const bool blames_the_cut = verdict.message.size() >= at_cut.size() &&
                              verdict.message.compare(verdict.message.size() - at_cut.size(), at_cut.size(), at_cut) == 0;
  if (cut && (verdict.valid || blames_the_cut)) verdict = too_long(text, max_q);
  return true;
}

std::string describe(const Validation& v) {
  if (v.valid) return "valid: " + std::to_string(v.q) + " commands";
  return "line " + std::to_string(v.line) + ", column " + std::to_string(v.col) + ": " + v.message;
}

}  // namespace duck
