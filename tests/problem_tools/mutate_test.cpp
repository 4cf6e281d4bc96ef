// The mutation operators on small sources: what each finds, and what it leaves alone.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "mutation/mutate.h"

namespace {

// Returns the mutants of src as "OP original->replacement" strings.
std::vector<std::string> mutants(const std::string& src, const std::vector<std::string>& skip = {}) {
  std::vector<std::string> out;
  for (const duck::Mutation& m : duck::find_mutations("f.cpp", src, skip)) out.push_back(m.op + " " + m.original + "->" + m.replacement);
  return out;
}

// Returns true when list holds item.
bool has(const std::vector<std::string>& list, const std::string& item) { return std::find(list.begin(), list.end(), item) != list.end(); }

TEST(Mutate, RelationalArithmeticAndConstants) {
  const auto m = mutants("int f(int a, int b) { return a < b ? a + 1 : b - 2; }\n");
  EXPECT_TRUE(has(m, "ROR <-><=")) << ::testing::PrintToString(m);
  EXPECT_TRUE(has(m, "AOR +->-"));
  EXPECT_TRUE(has(m, "AOR -->+"));
  EXPECT_TRUE(has(m, "CRP 1->2"));
  EXPECT_TRUE(has(m, "CRP 1->0"));
  EXPECT_TRUE(has(m, "CRP 2->3"));
  EXPECT_EQ(m.size(), 7u);  // the return is the function's last statement: no RET
}

TEST(Mutate, ConditionNegationOperandRemovalAndEarlyReturn) {
  const std::string src = "bool f(bool a, bool b, int x) {\n  if (a && b) return true;\n  return x == 0 || a;\n}\n";
  const auto m = mutants(src);
  EXPECT_TRUE(has(m, "NEG a && b->!(a && b)")) << ::testing::PrintToString(m);
  EXPECT_TRUE(has(m, "LOR  && b->"));
  EXPECT_TRUE(has(m, "LOR a && ->"));
  EXPECT_TRUE(has(m, "LOR  || a->"));
  EXPECT_TRUE(has(m, "LOR x == 0 || ->"));
  EXPECT_TRUE(has(m, "RET return true;->;"));
  EXPECT_FALSE(has(m, "RET return x == 0 || a;->;"));
}

TEST(Mutate, LeavesCommentsStringsIncludesTemplatesAndReferencesAlone) {
  const std::string src =
      "#include <vector>  // a < b\n"
      "/* x + 1 */\n"
      "const char* s = \"a < b + 1\";\n"
      "std::vector<int> v;\n"
      "int g(const Tables& t) { return static_cast<int>(t.n); }\n";
  EXPECT_TRUE(mutants(src).empty()) << ::testing::PrintToString(mutants(src));
}

TEST(Mutate, BitwiseOperandsKeepPrecedence) {
  const auto m = mutants("bool f(int a, int b, int c) { return !x & (a == b) | c; }\n");
  // | splits "!x & (a == b)" from "c"; & splits "!x" from "(a == b)".
  EXPECT_TRUE(has(m, "LOR !x & (a == b) | ->")) << ::testing::PrintToString(m);
  EXPECT_TRUE(has(m, "LOR  | c->"));
  EXPECT_TRUE(has(m, "LOR !x & ->"));
  EXPECT_TRUE(has(m, "LOR  & (a == b)->"));
}

TEST(Mutate, SkippedFunctionsAndApply) {
  const std::string src = "bool ok() const { return a < b; }\nint h() { return c + 1; }\n";
  const auto all = duck::find_mutations("f.cpp", src, {"ok"});
  for (const duck::Mutation& x : all) EXPECT_EQ(x.line, 2) << duck::describe(x);
  ASSERT_FALSE(all.empty());
  const duck::Mutation& plus = all[0];
  EXPECT_EQ(plus.op, "AOR");
  EXPECT_EQ(duck::apply_mutation(src, plus), "bool ok() const { return a < b; }\nint h() { return c - 1; }\n");
  EXPECT_EQ(duck::describe(plus), "f.cpp:2 AOR `+` -> `-`");
}

TEST(Mutate, TheJudgeHasMutantsOfEveryOperator) {
  // The real target: every operator finds something in the judge's rules code.
  FILE* f = std::fopen(DUCK_SOURCE_DIR "/judge/position.cpp", "rb");
  ASSERT_NE(f, nullptr);
  std::string src;
  char buffer[4096];
  for (size_t n; (n = std::fread(buffer, 1, sizeof buffer, f)) > 0;) src.append(buffer, n);
  std::fclose(f);
  std::vector<std::string> ops;
  for (const duck::Mutation& m : duck::find_mutations("judge/position.cpp", src, {"pos_is_ok"})) {
    ops.push_back(m.op);
    // Every mutation changes the source, at a place that holds the original text.
    EXPECT_NE(m.original, m.replacement);
    EXPECT_EQ(src.substr(m.offset, m.length), m.original);
  }
  for (const char* op : {"ROR", "AOR", "CRP", "NEG", "LOR", "RET"}) EXPECT_TRUE(has(ops, op)) << op;
}

}  // namespace

namespace {

// A skipped name called (an assert) is left alone; the code around it is mutated as usual.
TEST(Mutate, CallsOfSkippedNamesAreLeftAlone) {
  const std::string src = "int f(int a) {\n  assert(a < 3);\n  return a + 1;\n}\n";
  for (const std::string& m : mutants(src, {"assert"})) EXPECT_EQ(m.find("<"), std::string::npos) << m;
  EXPECT_FALSE(mutants(src, {"assert"}).empty());
  bool found_in_assert = false;
  for (const std::string& m : mutants(src)) found_in_assert |= m.find("<") != std::string::npos;
  EXPECT_TRUE(found_in_assert);
}

}  // namespace
