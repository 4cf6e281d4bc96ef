// libFuzzer target: bytes become a game (three bytes a command: a shape and two choosers, see
// intent.h), played by the reference judge and the oracle side by side. Every command's
// outcome line, is_check, the side to move, the end and the squares it names are compared; at
// the end the whole boards and is_check recomputed by both; after every 64th command also the
// full legal move lists, the drawings and the judge's invariants (see Duel). On a difference it prints
// the commands and both answers, then traps.
#include <cstdint>
#include <cstdio>
#include <string>

#include "fuzz/byte_stream.h"
#include "fuzz/compared_counter.h"
#include "fuzz/duel.h"
#include "fuzz/intent.h"

namespace {

// How often (in commands) the expensive comparisons of Duel::audit run. By position and not by
// a byte, so that the fuzzer cannot fill its corpus with audits and slow every run down.
constexpr size_t AUDIT_EVERY = 64;

// Prints the difference, the commands that lead to it and both boards, then traps.
[[noreturn]] void fail(const duckfuzz::Duel& duel, const std::string& problem) {
  std::fprintf(stderr, "diff_game: the judge and the oracle disagree\n%s\ncommands (a contest input):\n%s%s",
               problem.c_str(), duel.transcript().c_str(), duel.boards().c_str());
  __builtin_trap();
}

// Fails unless problem is empty.
void require(const duckfuzz::Duel& duel, const std::string& problem) {
  if (!problem.empty()) fail(duel, problem);
}

}  // namespace

// Plays the game that the bytes describe on both implementations and compares them.
extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  duckfuzz::ByteStream in(data, size);
  duckfuzz::Duel duel;
  while (!in.empty()) {
    const uint8_t op = in.next();
    const uint8_t choice = in.next();
    const duckfuzz::Intent intent{duckfuzz::shape_of(op), choice, in.next()};
    require(duel, duel.play(duckfuzz::realize(intent, duel.board(), duel.oracle().side_to_move(), duel.legal_moves())));
    if (duel.commands() % AUDIT_EVERY == 0) require(duel, duel.audit());
  }
  require(duel, duel.finish());
  duckfuzz::count_compared(duel.commands());
  return 0;
}
