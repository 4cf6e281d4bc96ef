#include "judge/run.h"

#include "judge/outcome.h"
#include "judge/position.h"

namespace duck {

void answer_commands(const std::vector<Move>& moves, ChunkSink sink, void* context) {
  const size_t CAPACITY = 1 << 16;
  char buffer[CAPACITY];
  size_t used = 0;
  Position pos;
  for (const Move m : moves) {
    if (CAPACITY - used < OUTCOME_WRITE_SPAN) sink(context, buffer, used), used = 0;
    used += write_outcome(pos.play(m), buffer + used);
  }
  if (used > 0) sink(context, buffer, used);
}

namespace {

// Appends a chunk to the std::string behind context.
void append_to_string(void* context, const char* data, size_t size) { static_cast<std::string*>(context)->append(data, size); }

}  // namespace

bool run_judge(const char* data, size_t size, std::string& out, ParseError& err) {
  out.clear();
  std::vector<Move> moves;
  if (!parse_commands(data, size, moves, err)) return false;
  answer_commands(moves, append_to_string, &out);
  return true;
}

}  // namespace duck
