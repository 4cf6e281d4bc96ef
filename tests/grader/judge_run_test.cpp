// From how a run ended to its verdict and message.
#include <gtest/gtest.h>

#include <csignal>

#include "grader/grade.h"

namespace duck {
namespace {

// Returns a run that exited with status 0 and printed out.
RunResult exited(const std::string& out) {
  RunResult r;
  r.ending = Ending::EXITED;
  r.out = out;
  return r;
}

TEST(JudgeRun, OutputDecidesWhenTheRunEndedWell) {
  const Limits l;
  EXPECT_EQ(judge_run(exited("Invalid command\n"), "Invalid command\n", l).verdict, Verdict::AC);
  EXPECT_EQ(judge_run(exited("Invalid  command\n"), "Invalid command\n", l).verdict, Verdict::PE);
  const TestResult wa = judge_run(exited("red car;NA;no;no\n"), "Invalid command\n", l);
  EXPECT_EQ(wa.verdict, Verdict::WA);
  EXPECT_NE(wa.message.find("line 1"), std::string::npos);
}

TEST(JudgeRun, LimitsComeBeforeTheOutput) {
  const Limits l;
  RunResult r = exited("Invalid command\n");
  r.ending = Ending::CPU_LIMIT;
  EXPECT_EQ(judge_run(r, "Invalid command\n", l).verdict, Verdict::TLE);
  r.ending = Ending::WALL_LIMIT;
  EXPECT_EQ(judge_run(r, "Invalid command\n", l).verdict, Verdict::TLE);
  r.ending = Ending::OUTPUT_LIMIT;
  EXPECT_EQ(judge_run(r, "Invalid command\n", l).verdict, Verdict::OLE);
  r.ending = Ending::NOT_STARTED;
  EXPECT_EQ(judge_run(r, "Invalid command\n", l).verdict, Verdict::JE);
}

TEST(JudgeRun, CrashesAreRuntimeErrorsUnlessMemoryRanOut) {
  const Limits l;
  RunResult r = exited("Invalid command\n");
  r.exit_code = 3;
  const TestResult re = judge_run(r, "Invalid command\n", l);
  EXPECT_EQ(re.verdict, Verdict::RE);
  EXPECT_NE(re.message.find("exit code 3"), std::string::npos);
  r.ending = Ending::SIGNALED;
  r.signal = SIGSEGV;
  EXPECT_NE(judge_run(r, "", l).message.find("SIGSEGV"), std::string::npos);
  r.err = "terminate called after throwing an instance of 'std::bad_alloc'\nout of memory\n";
  EXPECT_EQ(judge_run(r, "", l).verdict, Verdict::RE) << "the solver's words do not make MLE";
  r.err.clear();
  r.memory_kib = l.memory_bytes / 1024 - 1024;
  EXPECT_EQ(judge_run(r, "", l).verdict, Verdict::MLE) << "without a memory group, a peak near RLIMIT_AS";
  r.memory_group = true;
  EXPECT_EQ(judge_run(r, "", l).verdict, Verdict::RE) << "with a memory group, only its counters tell";
  r.memory_limit_hit = true;
  EXPECT_EQ(judge_run(r, "", l).verdict, Verdict::MLE);
}

}  // namespace
}  // namespace duck
