// micro_judge: Google Benchmark micro-benchmarks of the judge's per-command stages (parse, play,
// format) on the benchmark input, to see where scripts/bench's time goes. Figures are per command.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "bench/bench_input.h"
#include "judge/outcome.h"
#include "judge/position.h"
#include "judge/reader.h"
#include "judge/run.h"

namespace {

const uint64_t COMMANDS = 100000;

// Returns the benchmark input (made once).
const std::string& input() {
  static const std::string text = duck::make_bench_input(COMMANDS, 1);
  return text;
}

// Returns the commands of the benchmark input (parsed once).
const std::vector<duck::Move>& moves() {
  static const std::vector<duck::Move> parsed = [] {
    std::vector<duck::Move> m;
    duck::ParseError err;
    if (!duck::parse_commands(input().data(), input().size(), m, err)) std::abort();
    return m;
  }();
  return parsed;
}

// Reading: text to moves.
void BM_Parse(benchmark::State& state) {
  moves();  // make the input before timing
  std::vector<duck::Move> m;
  duck::ParseError err;
  for (auto _ : state) {
    benchmark::DoNotOptimize(duck::parse_commands(input().data(), input().size(), m, err));
    benchmark::ClobberMemory();
  }
  state.SetItemsProcessed(int64_t(state.iterations()) * int64_t(moves().size()));
}
BENCHMARK(BM_Parse);

// Playing: legality, the move, check detection, from the initial position.
void BM_Play(benchmark::State& state) {
  moves();
  for (auto _ : state) {
    duck::Position pos;
    for (const duck::Move m : moves()) benchmark::DoNotOptimize(pos.play(m));
  }
  state.SetItemsProcessed(int64_t(state.iterations()) * int64_t(moves().size()));
}
BENCHMARK(BM_Play);

// Check detection alone, on the positions of the game.
void BM_IsCheck(benchmark::State& state) {
  std::vector<duck::Position> positions;
  duck::Position pos;
  for (const duck::Move m : moves())
    if (pos.play(m).legal && positions.size() < 4096) positions.push_back(pos);
  for (auto _ : state)
    for (const duck::Position& p : positions) benchmark::DoNotOptimize(p.is_check());
  state.SetItemsProcessed(int64_t(state.iterations()) * int64_t(positions.size()));
}
BENCHMARK(BM_IsCheck);

// Formatting: outcomes to text.
void BM_WriteOutcome(benchmark::State& state) {
  std::vector<duck::Outcome> outcomes;
  duck::Position pos;
  for (const duck::Move m : moves()) outcomes.push_back(pos.play(m));
  std::vector<char> out(outcomes.size() * duck::MAX_OUTCOME_LINE + duck::OUTCOME_WRITE_SPAN);
  for (auto _ : state) {
    size_t used = 0;
    for (const duck::Outcome& o : outcomes) used += duck::write_outcome(o, out.data() + used);
    benchmark::DoNotOptimize(used);
  }
  state.SetItemsProcessed(int64_t(state.iterations()) * int64_t(outcomes.size()));
}
BENCHMARK(BM_WriteOutcome);

// The whole library path: text in, text out.
void BM_RunJudge(benchmark::State& state) {
  moves();
  std::string out;
  duck::ParseError err;
  for (auto _ : state) benchmark::DoNotOptimize(duck::run_judge(input().data(), input().size(), out, err));
  state.SetItemsProcessed(int64_t(state.iterations()) * int64_t(moves().size()));
}
BENCHMARK(BM_RunJudge);

}  // namespace

BENCHMARK_MAIN();
