#include "support/printable.h"

#include <cstdio>

namespace duck {

namespace {

// Returns "\xNN" for a byte.
std::string hex_escape(unsigned char b) {
  char text[5];
  std::snprintf(text, sizeof text, "\\x%02x", b);
  return text;
}

// Returns the length (2-4) of the valid UTF-8 sequence starting at text[i] and its code point in cp,
// or 0 when the bytes there are not one.
size_t utf8_sequence(const std::string& text, size_t i, unsigned& cp) {
  const unsigned char lead = static_cast<unsigned char>(text[i]);
  const size_t n = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 ? 2 : 0;
  if (n == 0 || lead > 0xf4 || i + n > text.size()) return 0;
  cp = lead & (0x7f >> n);
  for (size_t k = 1; k < n; ++k) {
    const unsigned char c = static_cast<unsigned char>(text[i + k]);
    if ((c & 0xc0) != 0x80) return 0;
    cp = cp << 6 | (c & 0x3f);
  }
  const unsigned least[5] = {0, 0, 0x80, 0x800, 0x10000};
  const bool ok = cp >= least[n] && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff);
  return ok ? n : 0;
}

}  // namespace

std::string printable(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    const unsigned char b = static_cast<unsigned char>(text[i]);
    if (b < 0x80) {
      out += (b < 0x20 && b != '\n' && b != '\t') || b == 0x7f ? hex_escape(b) : std::string(1, char(b));
      ++i;
      continue;
    }
    unsigned cp = 0;
    const size_t n = utf8_sequence(text, i, cp);
    if (n == 0) {
      out += hex_escape(b);
      ++i;
    } else {
      out += cp <= 0x9f ? "\\u00" + hex_escape(static_cast<unsigned char>(cp)).substr(2) : text.substr(i, n);
      i += n;
    }
  }
  return out;
}

PrintableLines::int_type PrintableLines::overflow(int_type c) {
  if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
  line_ += traits_type::to_char_type(c);
  if (line_.back() == '\n') {
    to_ << printable(line_);
    line_.clear();
  }
  return c;
}

int PrintableLines::sync() {
  to_ << printable(line_);
  line_.clear();
  to_.flush();
  return to_ ? 0 : -1;
}

}  // namespace duck
