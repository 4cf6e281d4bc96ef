// Answering a whole command stream: the reference judge as a library call.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "judge/outcome.h"
#include "judge/reader.h"
#include "judge/types.h"

namespace duck {

// Receives the output text in chunks, in order.
typedef void (*ChunkSink)(void* context, const char* data, size_t size);

// Sends one output line per move, the outcome play(m) returns, to sink in chunks of up to 64 KiB.
template <class Play>
void write_answers(const std::vector<Move>& moves, Play&& play, ChunkSink sink, void* context) {
  const size_t CAPACITY = 1 << 16;
  char buffer[CAPACITY];
  size_t used = 0;
  for (const Move m : moves) {
    if (CAPACITY - used < OUTCOME_WRITE_SPAN) sink(context, buffer, used), used = 0;
    used += write_outcome(play(m), buffer + used);
  }
  if (used > 0) sink(context, buffer, used);
}

// Plays the moves from the initial position and sends one output line per move to sink.
void answer_commands(const std::vector<Move>& moves, ChunkSink sink, void* context);

// Judges a whole input: returns true and sets out to the answer, or false and fills err (out empty).
bool run_judge(const char* data, size_t size, std::string& out, ParseError& err);

}  // namespace duck
