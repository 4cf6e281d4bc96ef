// Every strategy: deterministic, valid for the contest, the budget respected, and the judge and the
// oracle answer its output identically.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "judge/format.h"
#include "judge/run.h"
#include "oracle/oracle.h"
#include "generators/generate.h"
#include "generators/script.h"
#include "support/hash.h"
#include "validator/validate.h"

namespace {

TEST(Gen, EveryStrategyIsFoundByNameAndHelped) {
  ASSERT_FALSE(duck::strategies().empty());
  for (const duck::Strategy* s : duck::strategies()) {
    EXPECT_EQ(duck::find_strategy(s->name), s) << s->name;
    EXPECT_NE(duck::strategies_help().find(std::string("  ") + s->name + ": "), std::string::npos) << s->name;
  }
  EXPECT_EQ(duck::find_strategy("nope"), nullptr);
  EXPECT_THROW(duck::generate("nope", 1, 10), std::invalid_argument);
  EXPECT_THROW(duck::generate("random", 1, 1001), std::invalid_argument);
}

class EveryStrategy : public ::testing::TestWithParam<const char*> {};

TEST_P(EveryStrategy, SameArgumentsSameBytes) {
  for (uint64_t seed : {1ULL, 18446744073709551615ULL})
    EXPECT_EQ(duck::format_commands(duck::generate(GetParam(), seed, 1000)),
              duck::format_commands(duck::generate(GetParam(), seed, 1000)));
}

// The bytes of seeds 0..4 with budget 300 of the strategies that committed data comes from, pinned:
// the secret tests and the stress set of `duck mutants` are made by them, so a change that speeds
// them up must not change a game. (A new strategy needs no pin: nothing committed depends on it.)
TEST(Gen, PinnedBytes) {
  const std::map<std::string, std::string> PINNED = {
      {"random", "132cd05641b48d77185e65a413aefdea"},   {"legal", "51337c6ff10d75b207442b5aa2192d2b"},
      {"endgame", "79c336b50aa01578e8429118c496e570"},  {"checks", "03d42cfda7dcdce91bb95628c1d52388"},
      {"blockers", "378e94c209f4b0a880953e0573a37fe2"}, {"turns", "227ed86ac4b95adbac2c710f665e0134"},
      {"captures", "1257e8a9091cb8718b4088591894639b"}, {"walk", "9074a8822b2bfbd7ff14a0751fb905bc"}};
  for (const auto& pinned : PINNED) {
    std::string text;
    for (uint64_t seed = 0; seed < 5; ++seed) text += duck::format_commands(duck::generate(pinned.first, seed, 300));
    EXPECT_EQ(duck::digest_hex(text), pinned.second) << pinned.first;
  }
}

TEST_P(EveryStrategy, DifferentSeedsDifferentTests) {
  EXPECT_NE(duck::format_commands(duck::generate(GetParam(), 1, 300)), duck::format_commands(duck::generate(GetParam(), 2, 300)));
}

TEST_P(EveryStrategy, ValidAndJudgedAlikeByJudgeAndOracle) {
  for (uint64_t seed = 0; seed < 4; ++seed)
    for (int q : {1000, 137, 1, 0}) {
      const std::string text = duck::format_commands(duck::generate(GetParam(), seed, q));
      const duck::Validation v = duck::validate_input(text.data(), text.size(), duck::CONTEST_MAX_Q);
      ASSERT_TRUE(v.valid) << GetParam() << " seed " << seed << ": " << duck::describe(v);
      ASSERT_LE(v.q, q);
      std::string judged;
      duck::ParseError err;
      ASSERT_TRUE(duck::run_judge(text.data(), text.size(), judged, err));
      const oracle::RunResult r = oracle::run(text.data(), text.size());
      ASSERT_EQ(r.exit_code, 0);
      ASSERT_EQ(judged, r.out) << GetParam() << " seed " << seed << " q " << q;
    }
}

TEST_P(EveryStrategy, FillsTheBudget) {
  // checks stops when a round of its goals reaches none; all others write exactly q commands.
  for (uint64_t seed = 0; seed < 4; ++seed) {
    const size_t n = duck::generate(GetParam(), seed, 1000).size();
    if (std::string(GetParam()) == "checks") {
      EXPECT_GE(n, 300u) << seed;
    } else {
      EXPECT_EQ(n, 1000u) << seed;
    }
  }
}

// Returns the names of every strategy of the list, so that a new strategy is tested without an edit here.
std::vector<const char*> strategy_names() {
  std::vector<const char*> names;
  for (const duck::Strategy* s : duck::strategies()) names.push_back(s->name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(Gen, EveryStrategy, ::testing::ValuesIn(strategy_names()));

TEST(GenRandom, MostlyInvalidLikeTheContest) {
  for (uint64_t seed = 0; seed < 10; ++seed) {
    const std::string text = duck::format_commands(duck::generate("random", seed, 1000));
    std::string out;
    duck::ParseError err;
    ASSERT_TRUE(duck::run_judge(text.data(), text.size(), out, err));
    size_t invalid = 0, pos = 0;
    while ((pos = out.find("Invalid command", pos)) != std::string::npos) ++invalid, ++pos;
    // The contest's three random tests have 67-92 % invalid commands.
    EXPECT_GE(invalid, 600u) << seed;
    EXPECT_LE(invalid, 970u) << seed;
  }
}

TEST(GenLegal, EveryCommandLegalAndNoCaptainTaken) {
  for (uint64_t seed = 0; seed < 5; ++seed) {
    const std::string text = duck::format_commands(duck::generate("legal", seed, 1000));
    std::string out;
    duck::ParseError err;
    ASSERT_TRUE(duck::run_judge(text.data(), text.size(), out, err));
    EXPECT_EQ(out.find("Invalid"), std::string::npos) << seed;
    EXPECT_EQ(out.find(";yes\n"), std::string::npos) << seed;
  }
}

}  // namespace
