// `duck stress --gen STRATEGY`: every strategy of `duck gen` is a stress generator, listed by --help.
#include <gtest/gtest.h>

#include <CLI/CLI.hpp>
#include <boost/filesystem.hpp>
#include <sstream>

#include "grader/cli.h"
#include "grader/generators.h"
#include "grader/stress.h"
#include "judge/reader.h"
#include "testgen/cli.h"
#include "testgen/gen.h"

namespace duck {
namespace {

TEST(StressGenerators, EveryStrategyIsRegisteredDeterministicAndValid) {
  register_strategy_generators();
  for (const StrategyInfo& s : strategies()) {
    const auto it = generator_registry().find(s.name);
    ASSERT_NE(it, generator_registry().end()) << s.name;
    const std::string a = it->second.make(7, 80);
    EXPECT_EQ(a, it->second.make(7, 80)) << s.name;
    std::vector<Move> moves;
    ParseError err;
    ASSERT_TRUE(parse_commands(a.data(), a.size(), moves, err)) << s.name << ": " << err.message;
    EXPECT_GT(moves.size(), 0u) << s.name;
    EXPECT_LE(moves.size(), 80u) << s.name;
    EXPECT_LE(it->second.make(1, 5000).size(), size_t(5 + 8 * 1000)) << s.name;  // at most 1000 commands
  }
}

TEST(StressGenerators, StressRunsWithEachStrategy) {
  register_strategy_generators();
  for (const StrategyInfo& s : strategies()) {
    StressOptions o;
    o.solver = DUCKJUDGE;  // the reference against itself: no difference
    o.generator = s.name;
    o.count = 3;
    o.commands = 60;
    o.jobs = 2;
    o.out_dir = (boost::filesystem::temp_directory_path() / boost::filesystem::unique_path("duck-stress-%%%%%%")).string();
    std::ostringstream out;
    StressSummary sum;
    EXPECT_EQ(run_stress(o, out, &sum), 0) << s.name << ": " << out.str();
    EXPECT_EQ(sum.tried, 3) << s.name;
    EXPECT_NE(out.str().find("no difference in 3 inputs"), std::string::npos) << s.name << ": " << out.str();
  }
}

TEST(StressGenerators, StressHelpListsThem) {
  CLI::App app{"duck"};
  int status = 0;
  add_grader_commands(app, status);
  add_testgen_commands(app, status);
  const std::string help = app.get_subcommand("stress")->help();
  for (const char* name : {"walk", "random", "legal", "endgame", "checks", "blockers", "turns", "captures"})
    EXPECT_NE(help.find(std::string("  ") + name + "\n"), std::string::npos) << name << "\n" << help;
}

}  // namespace
}  // namespace duck
