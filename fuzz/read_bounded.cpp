// libFuzzer target: arbitrary streams through the readers that face untrusted bytes, the checker's
// bounded reader (support/bounded_read.h) and the validator's stream reader (validate_stream). Memory
// stays bounded: read_bounded keeps at most its limit, validate_stream reads at most one byte past the
// longest valid input; and reading bounded never changes a verdict: validate_stream agrees with
// validate_input on the whole stream, read_bounded returns exactly the stream's first bytes. The first
// byte chooses the bounds (a limit of 0..255 bytes, a --max-q of 0..31). Traps on a violation.
#include <cstdint>
#include <cstdio>
#include <string>

#include "support/bounded_read.h"
#include "validator/validate.h"

namespace {

// Prints what went wrong and the stream, then traps.
[[noreturn]] void fail(const char* what, const std::string& stream) {
  std::fprintf(stderr, "read_bounded: %s on a stream of %zu bytes\n", what, stream.size());
  __builtin_trap();
}

// Checks read_bounded on the stream with the given limit.
void check_read_bounded(const std::string& stream, size_t limit) {
  std::FILE* f = fmemopen(const_cast<char*>(stream.data()), stream.size(), "r");
  if (f == nullptr) return;  // fmemopen refuses an empty buffer on some libcs
  std::string text, error;
  const duck::ReadStatus status = duck::read_bounded(f, limit, text, error);
  std::fclose(f);
  if (text.size() > limit) fail("read_bounded kept more than its limit", stream);
  if (status == duck::ReadStatus::FAILED) fail("read_bounded failed on a memory stream", stream);
  if ((status == duck::ReadStatus::TOO_LONG) != (stream.size() > limit)) fail("read_bounded's status is wrong", stream);
  if (text != stream.substr(0, limit)) fail("read_bounded did not keep the stream's first bytes", stream);
}

// Checks validate_stream against validate_input on the stream, and how far it read.
void check_validate_stream(const std::string& stream, long long max_q) {
  std::FILE* f = fmemopen(const_cast<char*>(stream.data()), stream.size(), "r");
  if (f == nullptr) return;
  duck::Validation streamed;
  std::string error;
  const bool read = duck::validate_stream(f, max_q, streamed, error);
  const long consumed = std::ftell(f);
  std::fclose(f);
  if (!read) fail("validate_stream could not read a memory stream", stream);
  if (consumed < 0 || size_t(consumed) > duck::longest_valid_size(max_q) + 1) fail("validate_stream read past its bound", stream);
  const duck::Validation whole = duck::validate_input(stream.data(), stream.size(), max_q);
  if (streamed.valid != whole.valid) fail("validate_stream and validate_input disagree", stream);
  if (whole.valid && streamed.q != whole.q) fail("validate_stream counted another Q", stream);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::string stream(reinterpret_cast<const char*>(data) + 1, size - 1);
  check_read_bounded(stream, data[0]);
  check_validate_stream(stream, data[0] & 31);
  return 0;
}
