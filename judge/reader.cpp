#include "judge/reader.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace duck {

namespace {

const unsigned long long Q_MAX = 9223372036854775807ULL;
const int SHOWN_TOKEN_BYTES = 32;
const char* const COORD_NAMES[4] = {"xs", "ys", "xt", "yt"};
const int COORD_MAX[4] = {ROW_NB - 1, COL_NB - 1, ROW_NB - 1, COL_NB - 1};

// Which bytes separate tokens: space, \t, \n, \v, \f, \r.
struct SpaceTable {
  bool space[256];
  SpaceTable() : space() {
    for (unsigned char c : {' ', '\t', '\n', '\v', '\f', '\r'}) space[c] = true;
  }
};
const SpaceTable SPACES;

// Returns true for the bytes that separate tokens.
inline bool is_space(unsigned char c) { return SPACES.space[c]; }

// Returns the 8 bytes read from memory into w in little-endian order (byte 0 lowest).
inline uint64_t little_endian(uint64_t w) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  return __builtin_bswap64(w);
#else
  return w;
#endif
}

// Returns true when the n bytes at b are one or more ASCII digits.
bool all_digits(const char* b, size_t n) {
  if (n == 0) return false;
  for (size_t i = 0; i < n; ++i)
    if (b[i] < '0' || b[i] > '9') return false;
  return true;
}

// Returns the token quoted and escaped as the contract shows it, cut after 32 bytes.
std::string show_token(const char* b, size_t n) {
  static const char HEX[] = "0123456789abcdef";
  std::string s = "\"";
  for (size_t i = 0; i < n && i < SHOWN_TOKEN_BYTES; ++i) {
    const unsigned char c = static_cast<unsigned char>(b[i]);
    if (c == '"' || c == '\\') s += '\\', s += char(c);
    else if (c >= 0x20 && c <= 0x7e) s += char(c);
    else s += "\\x", s += HEX[c >> 4], s += HEX[c & 15];
  }
  if (n > SHOWN_TOKEN_BYTES) s += "...";
  return s + "\"";
}

// Splits the input into whitespace-separated tokens and reports errors at byte offsets.
class Tokens {
 public:
  Tokens(const char* data, size_t size) : data_(data), size_(size), pos_(0) {}

  // Moves to the next token; returns false at the end of input.
  bool next(const char*& begin, size_t& length) {
    while (pos_ < size_ && is_space(static_cast<unsigned char>(data_[pos_]))) ++pos_;
    if (pos_ == size_) return false;
    const size_t start = pos_;
    while (pos_ < size_ && !is_space(static_cast<unsigned char>(data_[pos_]))) ++pos_;
    begin = data_ + start;
    length = pos_ - start;
    return true;
  }

  // Reads up to max commands written exactly as "d d d d\n" (single spaces, one newline), the usual
  // shape, into out, testing eight bytes at once; stops at the first command of any other shape,
  // which the token-by-token path then reads. Returns how many commands it read.
  size_t next_short_commands(Move* out, size_t max) {
    while (pos_ < size_ && is_space(static_cast<unsigned char>(data_[pos_]))) ++pos_;
    // Byte i of w is input byte i: the separators must be ' ', ' ', ' ', '\n' and the digit bytes
    // 0x30..0x3f; adding 6 to a digit byte keeps it below 0x40 exactly when it is at most '9'.
    const uint64_t SHAPE_MASK = 0xfff0fff0fff0fff0ULL, SHAPE = 0x0a30203020302030ULL;
    const uint64_t DIGIT_HIGH = 0x00f000f000f000f0ULL, DIGITS = 0x0030003000300030ULL, SIX = 0x0006000600060006ULL;
    size_t n = 0;
    for (; n < max && size_ - pos_ >= 8; ++n, pos_ += 8) {
      uint64_t w;
      std::memcpy(&w, data_ + pos_, 8);
      w = little_endian(w);
      const unsigned xs = unsigned(w & 15), ys = unsigned(w >> 16 & 15), xt = unsigned(w >> 32 & 15), yt = unsigned(w >> 48 & 15);
      const bool shaped = ((w & SHAPE_MASK) == SHAPE) & (((w + SIX) & DIGIT_HIGH) == DIGITS);
      if (!(shaped & (ys <= 8) & (yt <= 8))) break;
      out[n] = make_move(int(xs), int(ys), int(xt), int(yt));
    }
    return n;
  }

  // Fills err for a problem at `at` (a token start, or the end of input) and returns false.
  bool fail(const char* at, const std::string& message, ParseError& err) const {
    err.line = 1;
    err.col = 1;
    for (const char* p = data_; p != at; ++p) {
      if (*p == '\n') ++err.line, err.col = 1;
      else ++err.col;
    }
    err.message = message;
    return false;
  }

  // Returns the position just past the last byte.
  const char* end() const { return data_ + size_; }

 private:
  const char* data_;
  size_t size_;
  size_t pos_;
};

// Returns the value of a token of digits, or -1 when it is not all digits or exceeds max.
long long small_value(const char* b, size_t n, int max) {
  if (n == 1 && b[0] >= '0' && b[0] <= '9') return b[0] - '0' <= max ? b[0] - '0' : -1;  // the usual case
  if (!all_digits(b, n)) return -1;
  long long v = 0;
  for (size_t i = 0; i < n && v <= max; ++i) v = v * 10 + (b[i] - '0');
  return v <= max ? v : -1;
}

// Returns "xs of command 3" for coordinate i of command k.
std::string coordinate(int i, unsigned long long k) { return std::string(COORD_NAMES[i]) + " of command " + std::to_string(k); }

}  // namespace

bool parse_commands(const char* data, size_t size, std::vector<Move>& moves, ParseError& err) {
  moves.clear();
  Tokens tokens(data, size);
  const char* tok;
  size_t n;
  if (!tokens.next(tok, n)) return tokens.fail(tokens.end(), "expected the command count Q, found end of input", err);
  if (!all_digits(tok, n))
    return tokens.fail(tok, "expected the command count Q (a non-negative integer), found " + show_token(tok, n), err);
  unsigned long long q = 0;
  for (size_t i = 0; i < n; ++i) {
    const unsigned digit = unsigned(tok[i] - '0');
    if (q > (Q_MAX - digit) / 10)  // q * 10 + digit would exceed Q_MAX (checked before it can wrap)
      return tokens.fail(tok, "expected the command count Q (at most 9223372036854775807), found " + show_token(tok, n), err);
    q = q * 10 + digit;
  }
  // Every command takes at least 8 bytes (a separator and "0 0 0 0"), so this bounds the memory by the input.
  moves.resize(size_t(q < size / 8 + 1 ? q : size / 8 + 1));
  size_t count = 0;  // commands read
  for (;;) {
    count += tokens.next_short_commands(moves.data() + count, size_t(std::min<unsigned long long>(q - count, moves.size() - count)));
    if (count == q) break;
    const unsigned long long k = count + 1;
    int v[4];
    for (int i = 0; i < 4; ++i) {
      if (!tokens.next(tok, n)) return tokens.fail(tokens.end(), "expected " + coordinate(i, k) + ", found end of input", err);
      const long long value = small_value(tok, n, COORD_MAX[i]);
      if (value < 0)
        return tokens.fail(tok, "expected " + coordinate(i, k) + " (an integer in 0.." + std::to_string(COORD_MAX[i]) + "), found " + show_token(tok, n), err);
      v[i] = int(value);
    }
    if (count == moves.size()) moves.push_back(Move());
    moves[count++] = make_move(v[0], v[1], v[2], v[3]);
  }
  moves.resize(count);
  if (tokens.next(tok, n))
    return tokens.fail(tok, "expected end of input after " + std::to_string(q) + " commands, found " + show_token(tok, n), err);
  return true;
}

}  // namespace duck
