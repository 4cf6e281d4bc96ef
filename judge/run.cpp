#include "judge/run.h"

#include "judge/position.h"

namespace duck {

void answer_commands(const std::vector<Move>& moves, ChunkSink sink, void* context) {
  Position pos;
  write_answers(moves, [&pos](Move m) { return pos.play(m); }, sink, context);
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
