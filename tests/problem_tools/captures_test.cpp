// Strategy `captures`: seeds 0..13 together show each kind taking each kind for both colours (94
// pairs: elephant never meets elephant, nor guard guard), and seed s ends with its planned captain
// capture. Verified from the judge's answer lines.
#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>

#include "judge/format.h"
#include "judge/run.h"
#include "generators/generate.h"
#include "generators/script.h"

namespace {

// Returns the answer lines of strategy captures for a seed.
std::vector<std::string> answers(uint64_t seed) {
  const std::string text = duck::format_commands(duck::generate("captures", seed, 1000));
  std::string out;
  duck::ParseError err;
  EXPECT_TRUE(duck::run_judge(text.data(), text.size(), out, err));
  std::vector<std::string> lines;
  std::istringstream in(out);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Returns "red horse>blue car" for an answer line that removed a piece, "" otherwise.
std::string capture_of(const std::string& line) {
  const size_t a = line.find(';');
  if (a == std::string::npos) return "";
  const size_t b = line.find(';', a + 1);
  const std::string victim = line.substr(a + 1, b - a - 1);
  return victim == "NA" ? "" : line.substr(0, a) + ">" + victim;
}

TEST(Captures, SeedsZeroToThirteenCoverEveryPossiblePair) {
  std::set<std::string> seen;
  for (uint64_t seed = 0; seed < 14; ++seed)
    for (const std::string& line : answers(seed))
      if (!capture_of(line).empty()) seen.insert(capture_of(line));
  const char* const kinds[] = {"captain", "guard", "elephant", "horse", "car", "duck", "soldier"};
  int pairs = 0;
  for (const char* side : {"red", "blue"})
    for (const char* a : kinds)
      for (const char* v : kinds) {
        const std::string other = std::string(side) == "red" ? "blue" : "red";
        const std::string want = std::string(side) + " " + a + ">" + other + " " + v;
        if (std::string(a) == v && (std::string(a) == "elephant" || std::string(a) == "guard")) {
          EXPECT_FALSE(seen.count(want)) << want << " is impossible";
          continue;
        }
        ++pairs;
        EXPECT_TRUE(seen.count(want)) << want;
      }
  EXPECT_EQ(pairs, 94);
}

TEST(Captures, EachSeedTakesManyAndEndsWithItsPlannedCaptain) {
  const char* const kinds[] = {"captain", "guard", "elephant", "horse", "car", "duck", "soldier"};
  for (uint64_t seed = 0; seed < 14; ++seed) {
    const std::vector<std::string> lines = answers(seed);
    int captures = 0;
    std::string ending;
    for (const std::string& line : lines) {
      captures += !capture_of(line).empty();
      if (line.size() > 4 && line.compare(line.size() - 4, 4, ";yes") == 0) ending = capture_of(line);
    }
    EXPECT_GE(captures, 20) << seed;
    const std::string side = seed % 14 < 7 ? "red" : "blue", other = seed % 14 < 7 ? "blue" : "red";
    EXPECT_EQ(ending, side + " " + kinds[seed % 7] + ">" + other + " captain") << seed;
  }
}

}  // namespace
