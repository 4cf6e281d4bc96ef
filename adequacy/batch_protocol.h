// What a mutant's batch program (mutant_batch_main.cpp) and the engine agree on. C++14 and without
// dependencies: it is amalgamated into the batch program.
#pragma once

namespace duck {

// The environment variable that makes a schema program (which holds both mains) run as a batch program.
constexpr const char* BATCH_VARIABLE = "DUCK_BATCH";

// The line the batch program writes after each game's answers.
constexpr const char* GAME_END = "-- end of game\n";

// The line that ends the answers of a game that ran out of time, and the batch program's run.
constexpr const char* BATCH_TIME_LIMIT = "time limit\n";

// The CPU time a game may take in the batch program, and a test through the grader (the reference
// needs a few milliseconds; a mutant that loops is stopped soon).
constexpr long BATCH_GAME_CPU_MS = 100;

}  // namespace duck
