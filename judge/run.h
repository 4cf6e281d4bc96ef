// Answering a whole command stream: the reference judge as a library call.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "judge/reader.h"
#include "judge/types.h"

namespace duck {

// Receives the output text in chunks, in order.
typedef void (*ChunkSink)(void* context, const char* data, size_t size);

// Plays the moves from the initial position and sends one output line per move to sink.
void answer_commands(const std::vector<Move>& moves, ChunkSink sink, void* context);

// Judges a whole input: returns true and sets out to the answer, or false and fills err (out empty).
bool run_judge(const char* data, size_t size, std::string& out, ParseError& err);

}  // namespace duck
