// judge_without_game: duckjudge with the game taken out, for the benchmark. It reads stdin, parses
// the commands and writes one answer line per command exactly as duckjudge does (the same library
// calls), but each answer is looked up from the command alone: no position, no legality, no check.
// The time it takes beyond the I/O floor is what duckjudge spends outside the game, so that
// duckjudge's time beyond it is what the game costs.
#include <cstdio>
#include <cstring>
#include <vector>

#include "judge/run.h"
#include "judge/standard_io.h"

namespace {

// Answers that depend on the command alone: a real piece for each square (so that the lines vary as
// the judge's do and the compiler cannot fold them away). About one command in six is invalid and
// one legal answer in three is check, so that on the bench's input the output is about as long as
// duckjudge's (19,624,915 bytes against 19,629,460), and writing it costs the same.
struct FixedAnswers {
  duck::Piece piece[duck::SQUARE_NB];
  FixedAnswers() : piece() {
    for (duck::Square s = 0; s < duck::SQUARE_NB; ++s)
      piece[s] = duck::make_piece(duck::Color(s & 1), duck::Kind(duck::CAPTAIN + s % 7));
  }
  // Returns the answer to m, from m alone.
  duck::Outcome operator()(duck::Move m) const {
    return duck::Outcome{m.from != m.to && m.to % 7 != 0, piece[m.from], duck::NO_PIECE, m.to % 3 == 0, false};
  }
};

char PROGRAM_NAME[] = "judge_without_game";

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1) {
    std::fputs("Usage: judge_without_game < INPUT > OUTPUT\nduckjudge's reading, parsing and writing, with a fixed answer per command instead of the game.\n",
               std::strcmp(argv[1], "--help") == 0 ? stdout : stderr);
    return std::strcmp(argv[1], "--help") == 0 ? 0 : 1;
  }
  std::vector<duck::Move> moves;
  if (const int status = duck::read_commands(PROGRAM_NAME, moves)) return status;
  const FixedAnswers answers;
  duck::write_answers(moves, answers, duck::write_stdout, PROGRAM_NAME);
  return 0;
}
