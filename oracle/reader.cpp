// The contract of docs/CONTRACT.md: a lenient whitespace tokenizer, the exact error
// messages with line:col positions, and the answer stream.
#include <cstdint>
#include <string>
#include <utility>

#include "oracle/oracle.h"

namespace oracle {
namespace {

constexpr std::uint64_t kMaxQ = 9223372036854775807ULL;
constexpr std::size_t kShownBytes = 32;

// A token: a maximal run of non-whitespace bytes, as an offset and a length.
struct Token {
  std::size_t begin = 0;
  std::size_t length = 0;
};

// Returns whether `byte` is one of the six whitespace bytes of the contract.
bool is_space(unsigned char byte) {
  return byte == ' ' || byte == '\t' || byte == '\n' || byte == '\v' || byte == '\f' ||
         byte == '\r';
}

// Splits the input into tokens, one at a time.
class Tokenizer {
 public:
  // Starts reading `size` bytes at `data`.
  Tokenizer(const char* data, std::size_t size) : data_(data), size_(size) {}

  // Returns true and the next token in `token`, or false at the end of input.
  bool next(Token& token) {
    while (pos_ < size_ && is_space(byte(pos_))) ++pos_;
    if (pos_ == size_) return false;
    token.begin = pos_;
    while (pos_ < size_ && !is_space(byte(pos_))) ++pos_;
    token.length = pos_ - token.begin;
    return true;
  }

 private:
  // Returns the byte at `index` as unsigned.
  unsigned char byte(std::size_t index) const { return static_cast<unsigned char>(data_[index]); }

  const char* data_;
  std::size_t size_;
  std::size_t pos_ = 0;
};

// Returns whether every byte of the token is an ASCII digit.
bool all_digits(const char* data, const Token& token) {
  for (std::size_t i = 0; i < token.length; ++i) {
    const char c = data[token.begin + i];
    if (c < '0' || c > '9') return false;
  }
  return true;
}

// Returns whether the all-digit token's value is at most `limit`, storing it in `value`.
bool value_at_most(const char* data, const Token& token, std::uint64_t limit,
                   std::uint64_t& value) {
  value = 0;
  for (std::size_t i = 0; i < token.length; ++i) {
    const auto digit = static_cast<std::uint64_t>(data[token.begin + i] - '0');
    if (digit > limit || value > (limit - digit) / 10) return false;  // value*10+digit > limit
    value = value * 10 + digit;
  }
  return true;
}

// Returns the token in double quotes, escaped and cut to 32 bytes per the contract.
std::string quoted(const char* data, const Token& token) {
  static const char kHex[] = "0123456789abcdef";
  std::string text = "\"";
  const std::size_t shown = token.length < kShownBytes ? token.length : kShownBytes;
  for (std::size_t i = 0; i < shown; ++i) {
    const auto byte = static_cast<unsigned char>(data[token.begin + i]);
    if (byte == '"' || byte == '\\') {
      text += '\\';
      text += static_cast<char>(byte);
    } else if (byte >= 0x20 && byte <= 0x7E) {
      text += static_cast<char>(byte);
    } else {
      text += "\\x";
      text += kHex[byte >> 4];
      text += kHex[byte & 0xF];
    }
  }
  if (token.length > kShownBytes) text += "...";
  text += '"';
  return text;
}

// Returns "expected NAME of command K" (built only when reporting an error).
std::string coordinate_wanted(const char* name, std::uint64_t command) {
  return std::string("expected ") + name + " of command " + std::to_string(command);
}

// Returns the result for an error at byte offset `pos` with `message`.
RunResult failure(const char* data, std::size_t pos, std::string message) {
  RunResult result;
  result.exit_code = 2;
  result.err_message = std::move(message);
  int line = 1;
  int col = 1;
  for (std::size_t i = 0; i < pos; ++i) {
    if (data[i] == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
  }
  result.err_line = line;
  result.err_col = col;
  return result;
}

}  // namespace

// Returns the outcome of the whole input per docs/CONTRACT.md.
RunResult run(const char* data, std::size_t size) {
  static const char* const kNames[4] = {"xs", "ys", "xt", "yt"};
  static const std::uint64_t kMax[4] = {9, 8, 9, 8};

  Tokenizer tokens(data, size);
  Token token;
  if (!tokens.next(token)) {
    return failure(data, size, "expected the command count Q, found end of input");
  }
  std::uint64_t q = 0;
  if (!all_digits(data, token)) {
    return failure(data, token.begin,
                   "expected the command count Q (a non-negative integer), found " +
                       quoted(data, token));
  }
  if (!value_at_most(data, token, kMaxQ, q)) {
    return failure(data, token.begin,
                   "expected the command count Q (at most 9223372036854775807), found " +
                       quoted(data, token));
  }

  RunResult result;
  Game game;
  for (std::uint64_t k = 1; k <= q; ++k) {
    std::uint64_t coord[4] = {0, 0, 0, 0};
    for (int i = 0; i < 4; ++i) {
      if (!tokens.next(token)) {
        return failure(data, size, coordinate_wanted(kNames[i], k) + ", found end of input");
      }
      if (!all_digits(data, token) || !value_at_most(data, token, kMax[i], coord[i])) {
        return failure(data, token.begin,
                       coordinate_wanted(kNames[i], k) + " (an integer in 0.." +
                           std::to_string(kMax[i]) + "), found " + quoted(data, token));
      }
    }
    const Move move{static_cast<int>(coord[0]), static_cast<int>(coord[1]),
                    static_cast<int>(coord[2]), static_cast<int>(coord[3])};
    game.play_into(move, result.out);
    result.out += '\n';
  }
  if (tokens.next(token)) {
    return failure(data, token.begin,
                   "expected end of input after " + std::to_string(q) + " commands, found " +
                       quoted(data, token));
  }
  return result;
}

}  // namespace oracle
