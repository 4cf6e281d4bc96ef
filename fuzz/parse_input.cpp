// libFuzzer target: arbitrary bytes as the input of duckjudge. duck::run_judge and oracle::run
// must both succeed with the same output, or both fail with the same line, column and message
// (and no output). On a difference it prints the input and both answers, then traps.
#include <cstdint>
#include <cstdio>
#include <string>

#include "judge/run.h"
#include "oracle/oracle.h"

namespace {

// Returns the bytes with everything outside printable ASCII (and the backslash) as \xHH.
std::string escaped(const uint8_t* data, size_t size) {
  static const char HEX[] = "0123456789abcdef";
  std::string text;
  for (size_t i = 0; i < size; ++i) {
    const uint8_t c = data[i];
    if (c == '\n' || (c >= 0x20 && c <= 0x7e && c != '\\')) {
      text += char(c);
    } else {
      text += "\\x";
      text += HEX[c >> 4];
      text += HEX[c & 15];
    }
  }
  return text;
}

// Returns "exit 0, N bytes of output" or "exit 2, L:C: message" for the judge's result.
std::string judge_text(bool ok, const std::string& out, const duck::ParseError& err) {
  if (ok) return "exit 0, " + std::to_string(out.size()) + " bytes of output";
  return "exit 2, " + std::to_string(err.line) + ':' + std::to_string(err.col) + ": " + err.message +
         (out.empty() ? "" : " (and output!)");
}

// Returns the same summary for the oracle's result.
std::string oracle_text(const oracle::RunResult& r) {
  if (r.exit_code == 0) return "exit 0, " + std::to_string(r.out.size()) + " bytes of output";
  return "exit " + std::to_string(r.exit_code) + ", " + std::to_string(r.err_line) + ':' + std::to_string(r.err_col) +
         ": " + r.err_message;
}

// Returns true when the judge's answer is the oracle's answer, byte for byte.
bool same(bool ok, const std::string& out, const duck::ParseError& err, const oracle::RunResult& want) {
  if (ok != (want.exit_code == 0)) return false;
  if (ok) return out == want.out;
  return out.empty() && want.exit_code == 2 && err.line == want.err_line && err.col == want.err_col &&
         err.message == want.err_message;
}

}  // namespace

// Reads the bytes with both readers and compares everything they answer.
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const char* text = reinterpret_cast<const char*>(data);
  std::string out;
  duck::ParseError err;
  const bool ok = duck::run_judge(text, size, out, err);
  const oracle::RunResult want = oracle::run(text, size);
  if (same(ok, out, err, want)) return 0;
  std::fprintf(stderr, "parse_input: the judge and the oracle disagree\ninput (%zu bytes):\n%s\njudge:  %s\noracle: %s\n",
               size, escaped(data, size).c_str(), judge_text(ok, out, err).c_str(), oracle_text(want).c_str());
  if (ok && want.exit_code == 0)
    std::fprintf(stderr, "judge output:\n%s\noracle output:\n%s\n", out.c_str(), want.out.c_str());
  __builtin_trap();
}
