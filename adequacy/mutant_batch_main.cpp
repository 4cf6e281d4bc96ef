// The main of a mutant's batch program, for many games in one process: reads G, then G command
// streams (each Q and 4Q coordinates, whitespace-separated, already valid), and writes the answers
// of each stream as duckjudge would, then the line GAME_END. A game that takes more than
// BATCH_GAME_CPU_MS of CPU ends the run: its answers so far, the line BATCH_TIME_LIMIT, GAME_END
// (a mutant that loops once mostly loops on many games; each would cost the whole limit). Amalgamated with the (mutated) judge by
// `duck mutants`; not part of any library. In a schema program, duckjudge's main is there too,
// renamed DUCK_JUDGE_MAIN, and runs unless BATCH_VARIABLE is set.
#include <csetjmp>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <sys/time.h>

#include "adequacy/batch_protocol.h"
#include "judge/outcome.h"
#include "judge/run.h"

namespace {

// Where a game that runs out of time resumes.
sigjmp_buf game_timed_out;

// Leaves the game that ran out of time (SIGPROF).
void on_game_timeout(int) { siglongjmp(game_timed_out, 1); }

// Arms (ms > 0) or disarms (0) the game's CPU timer.
void set_game_timer(long ms) {
  itimerval t{};
  t.it_value.tv_sec = ms / 1000;
  t.it_value.tv_usec = (ms % 1000) * 1000;
  setitimer(ITIMER_PROF, &t, nullptr);
}

// Appends a chunk of answers to the std::string behind context (its room reserved beforehand, so
// that a timed-out game never leaves inside the allocator).
void append_answers(void* context, const char* data, size_t size) { static_cast<std::string*>(context)->append(data, size); }

// Returns the next unsigned number of the input at *p (skipping whitespace), advancing *p.
long long next_number(const char** p, const char* end) {
  while (*p < end && (**p < '0' || **p > '9')) ++*p;
  long long v = 0;
  for (; *p < end && **p >= '0' && **p <= '9'; ++*p) v = v * 10 + (**p - '0');
  return v;
}

// Reads the whole standard input.
std::vector<char> read_input() {
  std::vector<char> input;
  char buffer[1 << 16];
  for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) input.insert(input.end(), buffer, buffer + n);
  return input;
}

// The answers of the current game (static: it must survive the jump out of a timed-out game).
std::string answers;

}  // namespace

#ifdef DUCK_JUDGE_MAIN
int DUCK_JUDGE_MAIN(int argc, char** argv);
#endif

int main(int argc, char** argv) {
#ifdef DUCK_JUDGE_MAIN
  if (std::getenv(duck::BATCH_VARIABLE) == nullptr) return DUCK_JUDGE_MAIN(argc, argv);
#endif
  (void)argc, (void)argv;
  struct sigaction on_prof{};
  on_prof.sa_handler = on_game_timeout;
  sigaction(SIGPROF, &on_prof, nullptr);
  const std::vector<char> input = read_input();
  const char* p = input.data();
  const char* const end = p + input.size();
  const long long games = next_number(&p, end);
  std::vector<duck::Move> moves;
  for (long long g = 0; g < games; ++g) {
    const long long q = next_number(&p, end);
    moves.clear();
    for (long long i = 0; i < q; ++i) {
      const int xs = int(next_number(&p, end)), ys = int(next_number(&p, end));
      const int xt = int(next_number(&p, end)), yt = int(next_number(&p, end));
      moves.push_back(duck::make_move(xs, ys, xt, yt));
    }
    answers.clear();
    answers.reserve(size_t(q) * duck::OUTCOME_WRITE_SPAN + 4096);
    if (sigsetjmp(game_timed_out, 1) == 0) {
      set_game_timer(duck::BATCH_GAME_CPU_MS);
      duck::answer_commands(moves, append_answers, &answers);
      set_game_timer(0);
    } else {
      answers += duck::BATCH_TIME_LIMIT;
      g = games;  // the last game
    }
    std::fwrite(answers.data(), 1, answers.size(), stdout);
    std::fputs(duck::GAME_END, stdout);
  }
  return 0;
}
