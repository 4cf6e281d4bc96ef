// The mutant schemata's source transformations: function bodies found, constexpr removed, each
// mutation switched in a copy of its body, and the compiler's errors traced back to mutants.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include <csignal>

#include <sys/wait.h>
#include <unistd.h>

#include "mutation/mutate.h"
#include "adequacy/schema.h"

namespace {

// Returns the text of each function body of src, braces included.
std::vector<std::string> bodies(const std::string& src) {
  std::vector<std::string> out;
  for (const auto& b : duck::function_bodies(src)) out.push_back(src.substr(b.first, b.second - b.first + 1));
  return out;
}

TEST(Schema, FindsFunctionBodiesNotScopesOrInitialisers) {
  const std::string src =
      "namespace n {\n"
      "const int T[2] = {1, 2};\n"
      "struct S {\n"
      "  int a, b[2];\n"
      "  constexpr S(int x) : a(x + 1), b{x, 2} { a += 1; }\n"
      "  bool operator()(int r) const { return r < a; }\n"
      "  int f(int v = 3);\n"
      "};\n"
      "const int U = S(2).a;\n"
      "int S::f(int v) { if (v > 0) { return v; } return 0; }\n"
      "}  // namespace n\n";
  const std::vector<std::string> b = bodies(src);
  ASSERT_EQ(b.size(), 3u) << ::testing::PrintToString(b);
  EXPECT_EQ(b[0], "{ a += 1; }");  // the member initialisers, braced ones too, are not the body
  EXPECT_EQ(b[1], "{ return r < a; }");  // operator() is a name, then its parameters
  EXPECT_EQ(b[2], "{ if (v > 0) { return v; } return 0; }");
}

TEST(Schema, RemovesConstexprFromFunctionsAndMakesVariablesConst) {
  const std::string src =
      "constexpr int f(int x) { return x; }\n"
      "struct S { constexpr explicit S(int v) : a(v) {} int a; };\n"
      "constexpr S TABLE{f(1)};\n"
      "constexpr int N = f(2);\n"
      "// constexpr in a comment stays\n";
  EXPECT_EQ(duck::without_constexpr(src),
            " int f(int x) { return x; }\n"
            "struct S {  explicit S(int v) : a(v) {} int a; };\n"
            "const S TABLE{f(1)};\n"
            "const int N = f(2);\n"
            "// constexpr in a comment stays\n");
}

// Returns the mutations of src that replace `original` (one of each).
std::vector<duck::Mutation> pick(const std::string& src, const std::vector<std::string>& originals) {
  std::vector<duck::Mutation> out;
  for (const std::string& o : originals)
    for (const duck::Mutation& m : duck::find_mutations("f.cpp", src, {}))
      if (m.original == o) {
        out.push_back(m);
        break;
      }
  return out;
}

TEST(Schema, SwitchesEachMutationInItsOwnCopyOfTheBody) {
  const std::string src = "int limit = 7;\nint f(int a) { if (a < 5) return a + 1; return a; }\n";
  const std::vector<duck::Mutation> m = pick(src, {"<", "7", "+"});
  ASSERT_EQ(m.size(), 3u);
  const duck::SchemaFile s = duck::schema_file(src, m, {11, 12, 13}, {false, false, false});
  EXPECT_EQ(s.switched, (std::vector<size_t>{0, 2}));
  EXPECT_EQ(s.outside, (std::vector<size_t>{1}));  // `7` initialises a variable: built on its own
  EXPECT_NE(s.text.find("case 11: { if (a <= 5) return a + 1; return a; "), std::string::npos) << s.text;
  EXPECT_NE(s.text.find("case 13: { if (a < 5) return a - 1; return a; "), std::string::npos) << s.text;
  EXPECT_NE(s.text.find("default: { if (a < 5) return a + 1; return a; "), std::string::npos) << s.text;
  EXPECT_NE(s.text.find("#line 1 \"duck-mutant-11\""), std::string::npos);
  EXPECT_NE(s.text.find("int limit = 7;"), std::string::npos);
  // Left out: no copy at all.
  const duck::SchemaFile t = duck::schema_file(src, m, {11, 12, 13}, {true, false, false});
  EXPECT_EQ(t.text.find("case 11"), std::string::npos);
}

// Returns the exit status of the schema of src (with main) built by g++ and run with DUCK_MUTANT=id.
int run_schema(const std::string& src, const std::vector<duck::Mutation>& m, const std::vector<int>& ids, int id) {
  const duck::SchemaFile s = duck::schema_file(src, m, ids, std::vector<bool>(m.size(), false));
  const std::string base = ::testing::TempDir() + "duck_schema_test_" + std::to_string(getpid());
  std::ofstream(base + ".cpp") << duck::schema_banner("f.cpp") << s.text << duck::schema_footer();
  const int built = std::system(("g++ -std=c++14 -o " + base + " " + base + ".cpp").c_str());
  const int status = built == 0 ? std::system((std::string(duck::MUTANT_VARIABLE) + "=" + std::to_string(id) + " " + base).c_str()) : -1;
  std::remove((base + ".cpp").c_str()), std::remove(base.c_str());
  return status == -1 ? -1 : WEXITSTATUS(status);
}

TEST(Schema, TheRunTimeIdPicksTheMutantAndZeroTheOriginal) {
  const std::string src = "int f(int a) { if (a < 5) return a + 1; return a; }\nint main() { return f(5) + 10 * f(1); }\n";
  const std::vector<duck::Mutation> m = pick(src, {"<", "+"});
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(run_schema(src, m, {1, 2}, 0), 5 + 10 * 2);  // the original
  EXPECT_EQ(run_schema(src, m, {1, 2}, 1), 6 + 10 * 2);  // a <= 5
  EXPECT_EQ(run_schema(src, m, {1, 2}, 2), 5 + 10 * 0);  // a - 1
}

TEST(Schema, TracesTheCompilersErrorsToMutants) {
  const std::string out =
      "duck-mutant-17: In member function 'bool duck::Position::is_legal(duck::Move) const':\n"
      "duck-mutant-17:3:12: error: no match for 'operator!'\n"
      "duck-mutant-9:1:4: error: invalid operands\n"
      "duck-mutant-9:2:4: warning: unused\n";
  EXPECT_EQ(duck::mutants_in_errors(out), (std::vector<int>{9, 17}));
  EXPECT_FALSE(duck::error_outside_mutants(out));
  EXPECT_TRUE(duck::error_outside_mutants(out + "/tmp/x/program.cpp:120:5: error: 'foo' was not declared\n"));
}

TEST(Schema, ProbeOutcomesReadTheForkServersReport) {
  const std::string out = "duck-probe 4 0 0\n"
                          "duck-probe 7 " + std::to_string(SIGPROF) + " 0\n"
                          "duck-probe 9 " + std::to_string(SIGABRT) + " 12\nruntime err\n"
                          "duck-probe 11 256 3\nab";  // cut short: left out
  const auto o = duck::probe_outcomes(out);
  ASSERT_EQ(o.size(), 3u);
  EXPECT_EQ(o[0].first, 4);
  EXPECT_EQ(o[0].second.ending, duck::Ending::EXITED);
  EXPECT_EQ(o[0].second.exit_code, 0);
  EXPECT_EQ(o[1].first, 7);
  EXPECT_EQ(o[1].second.ending, duck::Ending::CPU_LIMIT);
  EXPECT_EQ(o[2].first, 9);
  EXPECT_EQ(o[2].second.ending, duck::Ending::SIGNALED);
  EXPECT_EQ(o[2].second.signal, SIGABRT);
  EXPECT_EQ(o[2].second.err, "runtime err\n");
}

TEST(Schema, TheForkServerProbesEachMutantsStartUpInItsOwnChild) {
  // A constant computed before main: one mutant never ends (i - 1), one aborts (s >= 10); id 3 is none, so the original.
  const std::string src =
      "int table(int n) { int s = 0; for (int i = 0; i < n; i = i + 1) s += i; if (s > 10) std::abort(); return s; }\n"
      "static const int T = table(5);\n"
      "int main() { return T; }\n";
  std::vector<duck::Mutation> m;
  for (const duck::Mutation& x : duck::find_mutations("f.cpp", src, {}))
    if ((x.original == "+" && x.replacement == "-") || (x.original == ">" && x.replacement == ">=")) m.push_back(x);
  ASSERT_EQ(m.size(), 2u);
  ASSERT_EQ(m[0].original, "+");
  const duck::SchemaFile s = duck::schema_file(src, m, {1, 2}, {false, false});
  const std::string base = ::testing::TempDir() + "duck_fork_server_test_" + std::to_string(getpid());
  std::ofstream(base + ".cpp") << duck::schema_banner("f.cpp") << s.text << duck::schema_footer();
  ASSERT_EQ(std::system(("g++ -std=c++14 -o " + base + " " + base + ".cpp").c_str()), 0);
  std::string out;
  FILE* run = popen((std::string(duck::PROBE_VARIABLE) + "=1 " + duck::PROBE_EACH_VARIABLE + "=1,2,3 " + base).c_str(), "r");
  ASSERT_NE(run, nullptr);
  for (int c; (c = std::fgetc(run)) != EOF;) out += char(c);
  EXPECT_EQ(pclose(run), 0);
  std::remove((base + ".cpp").c_str()), std::remove(base.c_str());
  const auto o = duck::probe_outcomes(out);
  ASSERT_EQ(o.size(), 3u) << out;
  EXPECT_EQ(o[0].first, 1);
  EXPECT_EQ(o[0].second.ending, duck::Ending::CPU_LIMIT);
  EXPECT_EQ(o[1].first, 2);
  EXPECT_EQ(o[1].second.ending, duck::Ending::SIGNALED);
  EXPECT_EQ(o[1].second.signal, SIGABRT);
  EXPECT_EQ(o[2].first, 3);
  EXPECT_EQ(o[2].second.ending, duck::Ending::EXITED);
  EXPECT_EQ(o[2].second.exit_code, 0);
  EXPECT_EQ(o[2].second.err, "0 \n");  // the probe's own line: the one switched body ran
}

}  // namespace
