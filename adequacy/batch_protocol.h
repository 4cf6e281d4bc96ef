// What a mutant's batch program (mutant_batch_main.cpp) and the engine agree on. C++14 and without
// dependencies: it is amalgamated into the batch program.
#pragma once

namespace duck {

// The line the batch program writes after each game's answers.
constexpr const char* GAME_END = "-- end of game\n";

// The CPU time a game may take in the batch program (the grader's limit on a mutant's test); a game
// that takes longer ends with the line "time limit" after what it wrote.
constexpr long BATCH_GAME_CPU_MS = 500;

}  // namespace duck
