// Reading a fuzz input one byte at a time.
#pragma once

#include <cstddef>
#include <cstdint>

namespace duckfuzz {

// The bytes in order, then zeros for ever.
class ByteStream {
 public:
  // Reads the `size` bytes at `data`.
  ByteStream(const uint8_t* data, std::size_t size) : next_(data), end_(data + size) {}

  // Returns true when every byte has been read.
  bool empty() const { return next_ == end_; }

  // Returns the next byte, or 0 past the end.
  uint8_t next() { return next_ == end_ ? 0 : *next_++; }

 private:
  const uint8_t* next_;
  const uint8_t* end_;
};

}  // namespace duckfuzz
