// `duck stress --gen STRATEGY`: every strategy of `duck gen` is a stress generator, listed by --help.
#include <gtest/gtest.h>

#include <CLI/CLI.hpp>
#include <boost/filesystem.hpp>
#include <sstream>

#include "grader/stress.h"
#include "judge/reader.h"
#include "tools/commands.h"
#include "generators/generate.h"

namespace duck {
namespace {

TEST(StressGenerators, EveryStrategyIsAGeneratorDeterministicAndValid) {
  for (const Strategy* s : strategies()) {
    const auto make = input_generator(s->name);
    const std::string a = make(7, 80);
    EXPECT_EQ(a, make(7, 80)) << s->name;
    std::vector<Move> moves;
    ParseError err;
    ASSERT_TRUE(parse_commands(a.data(), a.size(), moves, err)) << s->name << ": " << err.message;
    EXPECT_GT(moves.size(), 0u) << s->name;
    EXPECT_LE(moves.size(), 80u) << s->name;
    EXPECT_LE(make(1, 5000).size(), size_t(5 + 8 * 1000)) << s->name;  // at most 1000 commands
  }
}

TEST(StressGenerators, StressRunsWithEachStrategy) {
  for (const Strategy* strategy : strategies()) {
    const std::string name = strategy->name;
    StressOptions o;
    o.solver = DUCKJUDGE;  // the reference against itself: no difference
    o.generator = input_generator(name);
    o.generator_name = name;
    o.count = 3;
    o.commands = 60;
    o.jobs = 2;
    o.out_dir = (boost::filesystem::temp_directory_path() / boost::filesystem::unique_path("duck-stress-%%%%%%")).string();
    std::ostringstream out;
    StressSummary sum;
    EXPECT_EQ(run_stress(o, out, &sum), 0) << name << ": " << out.str();
    EXPECT_EQ(sum.tried, 3) << name;
    EXPECT_NE(out.str().find("no difference in 3 inputs"), std::string::npos) << name << ": " << out.str();
  }
}

TEST(StressGenerators, StressHelpListsThem) {
  CLI::App app{"duck"};
  int status = 0;
  add_stress(app, status);
  const std::string help = app.get_subcommand("stress")->help();
  for (const Strategy* s : strategies())
    EXPECT_NE(help.find(std::string("  ") + s->name + ": "), std::string::npos) << s->name << "\n" << help;
}

}  // namespace
}  // namespace duck
