// Preparing solvers: copying executables, compiling sources with the contest's command, CE.
#include <gtest/gtest.h>

#include <boost/filesystem.hpp>
#include <fstream>

#include "grader/runner.h"
#include "grader/solver.h"

namespace duck {
namespace {

namespace fs = boost::filesystem;

// A temporary directory for source files.
class Sources : public ::testing::Test {
 protected:
  void SetUp() override { fs::create_directories(dir = fs::temp_directory_path() / fs::unique_path("duck-src-%%%%%%")); }
  void TearDown() override { fs::remove_all(dir); }
  // Writes a source file and returns its path.
  std::string source(const std::string& name, const std::string& text) {
    const std::string path = (dir / name).string();
    std::ofstream(path) << text;
    return path;
  }
  // Returns the standard output of the prepared solver on input.
  static std::string run(const Solver& s, const std::string& input) {
    RunSpec spec;
    spec.argv = s.command;
    spec.input = input;
    return run_process(spec).out;
  }
  fs::path dir;
};

TEST_F(Sources, CompilesCppWithTheContestCommand) {
  // C++14 is accepted; a C++17-only construct is not.
  const Solver s = prepare_solver(source("ok.cpp", "#include <iostream>\nint main() { auto x = 0b101'1; std::cout << x << '\\n'; }\n"), {});
  ASSERT_FALSE(s.command.empty()) << s.message;
  EXPECT_EQ(run(s, ""), "11\n");
  const Solver cxx17 = prepare_solver(source("new.cpp", "#include <optional>\nint main() { std::optional<int> x; return x ? 1 : 0; }\n"), {});
  EXPECT_TRUE(cxx17.compile_error);
}

TEST_F(Sources, CompileErrorCarriesTheCompilersMessage) {
  const Solver s = prepare_solver(source("bad.cpp", "int main() { return undefined_name; }\n"), {});
  EXPECT_TRUE(s.compile_error);
  EXPECT_TRUE(s.command.empty());
  EXPECT_NE(s.message.find("undefined_name"), std::string::npos);
}

TEST_F(Sources, CAndPython) {
  const Solver c = prepare_solver(source("ok.c", "#include <stdio.h>\nint main(void) { puts(\"c\"); return 0; }\n"), {});
  ASSERT_FALSE(c.command.empty()) << c.message;
  EXPECT_EQ(run(c, ""), "c\n");
  const Solver py = prepare_solver(source("ok.py", "import sys\nprint(len(sys.stdin.read()))\n"), {});
  ASSERT_FALSE(py.command.empty()) << py.message;
  EXPECT_EQ(run(py, "abc"), "3\n");
  const Solver bad = prepare_solver(source("bad.py", "def broken(:\n"), {});
  EXPECT_TRUE(bad.compile_error);
  EXPECT_NE(bad.message.find("SyntaxError"), std::string::npos);
}

TEST_F(Sources, MissingOrNotExecutable) {
  EXPECT_FALSE(prepare_solver((dir / "none").string(), {}).message.empty());
  const Solver text = prepare_solver(source("notes.txt", "hello\n"), {});
  EXPECT_TRUE(text.command.empty());
  EXPECT_FALSE(text.compile_error);
  EXPECT_NE(text.message.find("not executable"), std::string::npos);
}

}  // namespace
}  // namespace duck
