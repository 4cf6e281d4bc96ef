// Duck Chess: the output validator (Kattis / DOMjudge: checker INPUT ANSWER FEEDBACK_DIR < OUTPUT,
// exit 42 accepted, 43 wrong answer), amalgamated from grader/ by `duck package --sync`. C++17.

// ---- grader/verdict.h ----
// The verdicts of the grader and how they combine.

#include <cstdint>
#include <optional>
#include <string>

namespace duck {

// AC accepted, WA wrong answer, PE presentation error, TLE time limit (CPU or wall), MLE memory limit,
// OLE output limit, RE run-time error, CE compile error, JE judge (grader) error.
enum class Verdict { AC, WA, PE, TLE, MLE, OLE, RE, CE, JE };

// Returns the short name ("AC", "WA", ...).
const char* verdict_name(Verdict v);

// Returns the verdict called `name` (case-insensitive), or nothing.
std::optional<Verdict> parse_verdict(const std::string& name);

struct RunResult;
struct Limits;

// The grader's finding on one test.
struct TestResult {
  std::string name;
  Verdict verdict = Verdict::JE;
  double cpu_s = 0, wall_s = 0;
  uint64_t memory_kib = 0;
  std::string message;
  long long line = 0;  // WA: the first differing line (1-based)
  bool sanitized = false;  // --sanitize ran a sanitized build on this test
  std::string sanitizer;   // and its report in one line, "" when it said nothing
  std::string nondeterministic;  // --repeat: how the runs differed, "" when they agreed
};

// Returns the verdict and message of one run on a test whose answer is `answer`.
TestResult judge_run(const RunResult& run, const std::string& answer, const Limits& limits);

// Returns the verdict of a run that crashed (a signal or a non-zero exit code): MLE when the grader saw
// memory run out, RE otherwise. Memory ran out when the run's memory group refused a charge or OOM-killed
// a process in it; without a memory group, when the peak the kernel reports reached 90 % of RLIMIT_AS.
// Never from what the solver prints: a solver could turn any crash into MLE by saying "out of memory".
Verdict crash_verdict(const RunResult& run, const Limits& limits);

}  // namespace duck

// ---- grader/compare.h ----
// Comparing a solver's output with the judge's answer: the one comparison behind `duck grade`,
// `duck check` (testlib and Kattis forms), `duck stress` and the check_output fuzz target.
//
// Rules: lines are compared one by one after removing trailing whitespace (space, \t, \r, \v, \f)
// from each line; blank lines at the end of either text are ignored.  Equal that way: AC.
// Otherwise, when the two texts are equal once every whitespace byte is removed: PE (spacing or line
// breaks differ).  Otherwise WA, reported at the first line that differs in more than whitespace.

#include <string>
#include <string_view>


namespace duck {

// The first difference between an output and its answer.
struct Difference {
  Verdict verdict = Verdict::AC;  // AC, WA or PE
  long long line = 0;             // 1-based line of the difference; 0 for AC
  std::string expected;           // the answer's line, as shown (quoted, escaped, shortened), or "end of output"
  std::string found;              // the output's line, shown the same way, or "end of output"
  int answer = 0;                 // which of the four ';'-separated answers differs (1..4), 0 when not one of them
  std::string message;            // one line naming all of the above; "ok" for AC
};

// Returns how `output` compares with `answer` (never throws, any bytes allowed).
Difference compare_output(std::string_view output, std::string_view answer);

// Returns text in double quotes, bytes outside 0x20-0x7E as \xHH, `"` and `\` escaped,
// shortened to its first `limit` bytes followed by "...".
std::string quote_text(std::string_view text, size_t limit = 80);

// Returns the name of answer k (1..4): "moved piece", "removed piece", "check", "game over".
const char* answer_name(int k);

}  // namespace duck

// ---- grader/limits.h ----
// The limits of one run, with the contest's defaults (THUPC 2019: 1 s, 512 MiB).

#include <cmath>
#include <cstdint>

namespace duck {

constexpr uint64_t MIB = 1024 * 1024;

struct Limits {
  double cpu_s = 1.0;                  // CPU seconds, measured for the whole run (RLIMIT_CPU only as a backstop)
  double wall_s = 3.0;                 // wall-clock seconds, the backstop
  uint64_t memory_bytes = 512 * MIB;   // the run's memory group, else RLIMIT_AS of each process
  uint64_t output_bytes = 64 * MIB;    // standard output kept before OLE; also RLIMIT_FSIZE
  uint64_t stderr_keep = 64 * 1024;    // standard error kept (the rest is read and dropped)
  int processes = 16;                  // RLIMIT_NPROC of the sandbox user (threads count)
  int open_files = 64;                 // RLIMIT_NOFILE
  uint64_t tmp_bytes = 16 * MIB;       // size of the private /tmp when namespaces are available
};

// Returns the kernel's CPU limit (RLIMIT_CPU, whole seconds) for a CPU limit of cpu_s: a backstop well
// above it, as the grader decides TLE from the CPU it measures (the kernel's accounting can run ahead of
// it on a loaded machine).
inline uint64_t cpu_backstop_s(double cpu_s) { return uint64_t(std::ceil(cpu_s * 1.25)) + 1; }

}  // namespace duck

// ---- grader/runner.h ----
// Running one untrusted process under limits, through Boost.Process (see sandbox.h for what is enforced).

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <sys/time.h>


namespace duck {

// What to run and how.
struct RunSpec {
  std::vector<std::string> argv;     // argv[0] is the absolute path of the program
  std::string_view input;            // written to the program's standard input (a pipe)
  Limits limits;
  std::string workdir;               // run there (must exist; compiles); empty: a private /tmp or a fresh box
  std::vector<std::string> hidden;   // directories the program must not see (test answers)
  std::vector<std::pair<std::string, std::string>> env;  // added to the clean environment (sanitizer options)
};

// How the process ended.
enum class Ending {
  EXITED,        // exited by itself; exit_code holds its status
  SIGNALED,      // killed by a signal it got by itself; signal holds it
  CPU_LIMIT,     // used more CPU time than allowed
  WALL_LIMIT,    // still running at the wall-clock limit
  OUTPUT_LIMIT,  // wrote more standard output than allowed, or a file past RLIMIT_FSIZE
  NOT_STARTED    // the grader could not start it; error says why
};

struct RunResult {
  Ending ending = Ending::NOT_STARTED;
  int exit_code = 0;
  int signal = 0;
  double cpu_s = 0;          // CPU seconds of every process and thread of the run where a cgroup counts them,
                             // else user + system time of the process and the children it waited for
  double wall_s = 0;         // from launch to exit
  uint64_t memory_kib = 0;   // peak memory: of the whole tree (memory cgroup) where there is one, else ru_maxrss
  bool memory_group = false;      // the run's memory group capped the tree (else RLIMIT_AS capped each process)
  bool memory_limit_hit = false;  // the memory group refused the tree memory at least once, or OOM-killed in it
  std::string out;           // standard output (at most limits.output_bytes)
  std::string err;           // the first limits.stderr_keep bytes of standard error
  uint64_t err_bytes = 0;    // how many bytes standard error had in all
  std::string error;         // why it did not start
};

// Runs the program to its end or its limits, kills everything it started, and returns what happened.
RunResult run_process(const RunSpec& spec);

// Returns the seconds in a timeval (as rusage gives CPU times).
double seconds(const timeval& t);

// Returns a short description of how the run ended ("exit code 3", "signal 11 (SIGSEGV)", ...).
std::string describe_ending(const RunResult& r);

}  // namespace duck

// ---- support/bounded_read.h ----
// Reading a stream or a file with a bound on how much is kept: untrusted outputs and inputs (a solver's
// output, /dev/zero, a directory given as a file) never make a tool allocate without limit. Standard
// library only, so that the package's single-file checker and validator can include it.

#include <cstddef>
#include <cstdio>
#include <string>

namespace duck {

enum class ReadStatus {
  OK,        // the whole stream is in text
  TOO_LONG,  // text holds the first `limit` bytes; there was more
  FAILED,    // cannot be opened or read (a directory, a closed descriptor...): error says why
};

// Reads f to its end, keeping at most limit bytes in text; sets error when it returns FAILED.
ReadStatus read_bounded(std::FILE* f, size_t limit, std::string& text, std::string& error);

// Opens path ("-": standard input) and reads it as read_bounded does; error names the path.
ReadStatus read_file_bounded(const std::string& path, size_t limit, std::string& text, std::string& error);

}  // namespace duck

// ---- grader/checker.h ----
// `duck check`: the comparison of compare.h behind the two checker conventions of the ecosystem.
//   testlib / Polygon / Codeforces: `check INPUT OUTPUT ANSWER`, exit 0 OK, 1 WA, 2 PE, 3 FAIL, message on stderr.
//   Kattis / DOMjudge output validator: `check --kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT`, exit 42 AC,
//   43 WA (PE included), anything else a judge error; the message goes to FEEDBACK_DIR/judgemessage.txt.

#include <cstddef>
#include <cstdio>
#include <iosfwd>
#include <string>

namespace duck {

// The exit statuses of both conventions.
enum CheckStatus {
  TESTLIB_OK = 0, TESTLIB_WA = 1, TESTLIB_PE = 2, TESTLIB_FAIL = 3,
  KATTIS_AC = 42, KATTIS_WA = 43, KATTIS_JUDGE_ERROR = 1
};

// The most bytes the checker reads of any file, the output included (the grader's default output
// limit): a longer input or answer is a judge error, a longer output a wrong answer. /dev/zero as the
// output therefore costs at most this much memory.
constexpr size_t CHECKER_FILE_LIMIT = size_t(64) << 20;

// Runs the testlib checker on three files; writes its message to `log` and returns the exit status.
int check_testlib(const std::string& input, const std::string& output, const std::string& answer, std::ostream& log);

// Runs the Kattis output validator with the output read from `output` (standard input in the CLI);
// writes FEEDBACK_DIR/judgemessage.txt (and a line to `log`) and returns the exit status. An input or
// answer that cannot be read (a directory, a missing file) is a judge error, never a verdict.
int check_kattis(const std::string& input, const std::string& answer, const std::string& feedback_dir, std::FILE* output,
                 std::ostream& log);

// Returns true and the whole content of a judge's file (a test's input or answer) in `text`; false and a
// reason naming the file in `error` when it cannot be read or is longer than CHECKER_FILE_LIMIT.
bool read_file(const std::string& path, std::string& text, std::string& error);

}  // namespace duck

// ---- grader/verdict.cpp ----

#include <cstring>

#include <strings.h>

#include <iomanip>
#include <sstream>


namespace duck {

namespace {
const Verdict ALL[] = {Verdict::AC, Verdict::WA, Verdict::PE, Verdict::TLE, Verdict::MLE,
                       Verdict::OLE, Verdict::RE, Verdict::CE, Verdict::JE};

// Returns the first line of text (at most 200 bytes), or "".
std::string first_text_line(const std::string& text) { return text.substr(0, std::min(text.find('\n'), size_t(200))); }

// Returns x seconds as "1.23 s".
std::string secs(double x) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(x < 10 ? 3 : 1) << x << " s";
  return out.str();
}

}  // namespace

// The verdict policy of `duck grade` (declared in grade.h beside TestResult).
TestResult judge_run(const RunResult& run, const std::string& answer, const Limits& limits) {
  TestResult t;
  t.cpu_s = run.cpu_s;
  t.wall_s = run.wall_s;
  t.memory_kib = run.memory_kib;
  const std::string said = first_text_line(run.err).empty() ? "" : "; stderr: " + quote_text(first_text_line(run.err));
  switch (run.ending) {
    case Ending::NOT_STARTED:
      t.verdict = Verdict::JE;
      t.message = "the grader could not run the solver: " + run.error;
      return t;
    case Ending::CPU_LIMIT:
      t.verdict = Verdict::TLE;
      t.message = "CPU time " + secs(run.cpu_s) + " over the limit of " + secs(limits.cpu_s);
      return t;
    case Ending::WALL_LIMIT:
      t.verdict = Verdict::TLE;
      t.message = "still running after " + secs(limits.wall_s) + " of wall-clock time (CPU " + secs(run.cpu_s) + ")";
      return t;
    case Ending::OUTPUT_LIMIT:
      t.verdict = Verdict::OLE;
      t.message = "more than " + std::to_string(limits.output_bytes / MIB) + " MiB of output";
      return t;
    case Ending::SIGNALED:
    case Ending::EXITED:
      break;
  }
  if (run.ending == Ending::SIGNALED || run.exit_code != 0) {
    t.verdict = crash_verdict(run, limits);
    t.message = describe_ending(run) + (t.verdict == Verdict::MLE ? ", out of memory (peak " + std::to_string(run.memory_kib / 1024) +
                                                                        " MiB, limit " + std::to_string(limits.memory_bytes / MIB) + " MiB)"
                                                                  : "") +
                said;
    return t;
  }
  const Difference d = compare_output(run.out, answer);
  t.verdict = d.verdict;
  t.message = d.verdict == Verdict::AC ? "" : d.message;
  if (d.verdict == Verdict::WA) t.line = d.line;
  return t;
}

const char* verdict_name(Verdict v) {
  switch (v) {
    case Verdict::AC: return "AC";
    case Verdict::WA: return "WA";
    case Verdict::PE: return "PE";
    case Verdict::TLE: return "TLE";
    case Verdict::MLE: return "MLE";
    case Verdict::OLE: return "OLE";
    case Verdict::RE: return "RE";
    case Verdict::CE: return "CE";
    case Verdict::JE: return "JE";
  }
  return "JE";
}

std::optional<Verdict> parse_verdict(const std::string& name) {
  for (Verdict v : ALL)
    if (strcasecmp(name.c_str(), verdict_name(v)) == 0) return v;
  return std::nullopt;
}

Verdict crash_verdict(const RunResult& run, const Limits& limits) {
  if (run.memory_limit_hit) return Verdict::MLE;
  if (!run.memory_group && double(run.memory_kib) * 1024 >= 0.9 * double(limits.memory_bytes)) return Verdict::MLE;
  return Verdict::RE;
}

std::string describe_ending(const RunResult& r) {
  switch (r.ending) {
    case Ending::EXITED: return "exit code " + std::to_string(r.exit_code);
    case Ending::SIGNALED: {
      const char* abbrev = sigabbrev_np(r.signal);
      return "signal " + std::to_string(r.signal) + (abbrev ? std::string(" (SIG") + abbrev + ")" : "");
    }
    case Ending::CPU_LIMIT: return "CPU time limit";
    case Ending::WALL_LIMIT: return "wall-clock limit";
    case Ending::OUTPUT_LIMIT: return "output limit";
    case Ending::NOT_STARTED: return "not started: " + r.error;
  }
  return "";
}

}  // namespace duck

// ---- grader/compare.cpp ----

#include <vector>

namespace duck {

namespace {

// Returns true for the bytes that count as whitespace: space, \t, \n, \v, \f, \r.
bool is_white(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// Returns s without its trailing whitespace.
std::string_view strip_right(std::string_view s) {
  size_t n = s.size();
  while (n > 0 && is_white(s[n - 1])) --n;
  return s.substr(0, n);
}

// Walks the lines of a text; a final line without '\n' counts, the empty rest after a final '\n' does not.
class Lines {
 public:
  explicit Lines(std::string_view text) : text_(text) {}
  // Returns true and sets line (trailing whitespace removed) to the next line; false at the end.
  bool next(std::string_view& line) {
    if (pos_ >= text_.size()) return false;
    const size_t end = text_.find('\n', pos_);
    const size_t stop = end == std::string_view::npos ? text_.size() : end;
    line = strip_right(text_.substr(pos_, stop - pos_));
    pos_ = stop + 1;
    ++count_;
    return true;
  }
  // Returns how many lines next() has produced.
  long long count() const { return count_; }

 private:
  std::string_view text_;
  size_t pos_ = 0;
  long long count_ = 0;
};

// Returns true when a and b are equal once every whitespace byte is removed from both.
bool equal_squashed(std::string_view a, std::string_view b) {
  size_t i = 0, j = 0;
  for (;;) {
    while (i < a.size() && is_white(a[i])) ++i;
    while (j < b.size() && is_white(b[j])) ++j;
    if (i == a.size() || j == b.size()) return i == a.size() && j == b.size();
    if (a[i++] != b[j++]) return false;
  }
}

// Returns the ';'-separated fields of a line.
std::vector<std::string_view> split_fields(std::string_view line) {
  std::vector<std::string_view> fields;
  size_t start = 0;
  for (;;) {
    const size_t semi = line.find(';', start);
    fields.push_back(line.substr(start, semi == std::string_view::npos ? std::string_view::npos : semi - start));
    if (semi == std::string_view::npos) return fields;
    start = semi + 1;
  }
}

const std::string_view INVALID = "Invalid command";

// Returns the parenthesised detail of a WA line: which answer differs, or how the shapes differ.
std::string describe_fields(std::string_view expected, std::string_view found, int& answer) {
  const bool invalid_expected = equal_squashed(expected, INVALID), invalid_found = equal_squashed(found, INVALID);
  if (invalid_expected && !invalid_found) return "the command is invalid, the output answers it as a move";
  if (!invalid_expected && invalid_found) return "the command is a legal move, the output calls it invalid";
  const std::vector<std::string_view> e = split_fields(expected), f = split_fields(found);
  for (size_t k = 0; k < e.size() && k < f.size(); ++k) {
    if (equal_squashed(e[k], f[k])) continue;
    if (e.size() != 4 || k >= 4) break;
    answer = int(k) + 1;
    return "answer " + std::to_string(answer) + ", " + answer_name(answer) + ": expected " + quote_text(e[k], 40) +
           ", found " + quote_text(f[k], 40);
  }
  if (e.size() != f.size())
    return "expected " + std::to_string(e.size()) + " answers separated by ';', found " + std::to_string(f.size());
  return "the lines differ";
}

// Returns the first line (1-based) where the two texts differ after `same` says two stripped lines differ.
// Missing lines count as empty, so trailing blank lines never differ. Returns 0 when none differs.
template <class Same>
long long first_difference(std::string_view output, std::string_view answer, Same same, std::string_view& lo,
                           std::string_view& la, bool& output_ended, bool& answer_ended) {
  Lines o(output), a(answer);
  for (long long line = 1;; ++line) {
    lo = la = std::string_view();
    output_ended = !o.next(lo);
    answer_ended = !a.next(la);
    if (output_ended && answer_ended) return 0;
    if (!same(lo, la)) return line;
  }
}

}  // namespace

const char* answer_name(int k) {
  static const char* const NAMES[5] = {"", "moved piece", "removed piece", "check", "game over"};
  return k >= 1 && k <= 4 ? NAMES[k] : "";
}

std::string quote_text(std::string_view text, size_t limit) {
  static const char HEX[] = "0123456789abcdef";
  std::string q = "\"";
  for (size_t i = 0; i < text.size() && i < limit; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '"' || c == '\\') {
      q += '\\';
      q += char(c);
    } else if (c >= 0x20 && c <= 0x7e) {
      q += char(c);
    } else {
      q += "\\x";
      q += HEX[c >> 4];
      q += HEX[c & 15];
    }
  }
  if (text.size() > limit) q += "...";
  return q + "\"";
}

Difference compare_output(std::string_view output, std::string_view answer) {
  Difference d;
  std::string_view lo, la;
  bool output_ended = false, answer_ended = false;
  const auto exact = [](std::string_view x, std::string_view y) { return x == y; };
  long long line = first_difference(output, answer, exact, lo, la, output_ended, answer_ended);
  if (line == 0) {
    d.message = "ok";
    return d;
  }
  std::string detail;
  if (equal_squashed(output, answer)) {
    d.verdict = Verdict::PE;
    detail = "only whitespace or line breaks differ";
  } else {
    d.verdict = Verdict::WA;
    line = first_difference(output, answer, equal_squashed, lo, la, output_ended, answer_ended);
    if (!output_ended && !answer_ended) detail = describe_fields(la, lo, d.answer);
  }
  d.line = line;
  d.expected = answer_ended ? "end of output" : quote_text(la);
  d.found = output_ended ? "end of output" : quote_text(lo);
  d.message = "line " + std::to_string(line) + ": expected " + d.expected + ", found " + d.found;
  if (!detail.empty()) d.message += " (" + detail + ")";
  return d;
}

}  // namespace duck

// ---- support/bounded_read.cpp ----

#include <cerrno>
#include <cstring>

namespace duck {

ReadStatus read_bounded(std::FILE* f, size_t limit, std::string& text, std::string& error) {
  text.clear();
  char buffer[1 << 16];
  while (true) {
    const size_t want = limit - text.size() < sizeof buffer ? limit - text.size() + 1 : sizeof buffer;
    const size_t n = std::fread(buffer, 1, want, f);
    if (n == 0) break;
    if (text.size() + n > limit) {
      text.append(buffer, limit - text.size());
      return ReadStatus::TOO_LONG;
    }
    text.append(buffer, n);
  }
  if (!std::ferror(f)) return ReadStatus::OK;
  error = std::strerror(errno ? errno : EIO);
  return ReadStatus::FAILED;
}

ReadStatus read_file_bounded(const std::string& path, size_t limit, std::string& text, std::string& error) {
  errno = 0;
  std::FILE* f = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
  if (f == nullptr) {
    error = "cannot open " + path + ": " + std::strerror(errno);
    return ReadStatus::FAILED;
  }
  const ReadStatus status = read_bounded(f, limit, text, error);
  if (f != stdin) std::fclose(f);
  if (status == ReadStatus::FAILED) error = "cannot read " + path + ": " + error;
  return status;
}

}  // namespace duck

// ---- grader/checker.cpp ----

#include <cstdio>
#include <fstream>
#include <iostream>


namespace duck {

namespace {

// Returns true and the whole file in text when the judge's own file (input, answer) can be read and is at
// most CHECKER_FILE_LIMIT bytes; false and a reason naming the file otherwise.
bool read_judge_file(const std::string& path, std::string& text, std::string& error) {
  const ReadStatus status = read_file_bounded(path, CHECKER_FILE_LIMIT, text, error);
  if (status == ReadStatus::TOO_LONG) error = path + " is longer than " + std::to_string(CHECKER_FILE_LIMIT) + " bytes";
  return status == ReadStatus::OK;
}

// Returns the verdict line of an output that could not be read whole: "" when it was (out holds it).
std::string unreadable_output(ReadStatus status, const std::string& error) {
  if (status == ReadStatus::TOO_LONG) return "the output is longer than " + std::to_string(CHECKER_FILE_LIMIT) + " bytes";
  return status == ReadStatus::FAILED ? error : "";
}

}  // namespace

bool read_file(const std::string& path, std::string& text, std::string& error) { return read_judge_file(path, text, error); }

int check_testlib(const std::string& input, const std::string& output, const std::string& answer, std::ostream& log) {
  std::string in_text, out_text, ans_text, error;
  if (!read_judge_file(input, in_text, error) || !read_judge_file(answer, ans_text, error)) {
    log << "FAIL " << error << "\n";
    return TESTLIB_FAIL;
  }
  const std::string unread = unreadable_output(read_file_bounded(output, CHECKER_FILE_LIMIT, out_text, error), error);
  if (!unread.empty()) {
    log << "wrong answer " << unread << "\n";
    return TESTLIB_WA;
  }
  const Difference d = compare_output(out_text, ans_text);
  switch (d.verdict) {
    case Verdict::AC: log << "ok the output matches the answer\n"; return TESTLIB_OK;
    case Verdict::PE: log << "wrong output format " << d.message << "\n"; return TESTLIB_PE;
    default: log << "wrong answer " << d.message << "\n"; return TESTLIB_WA;
  }
}

int check_kattis(const std::string& input, const std::string& answer, const std::string& feedback_dir, std::FILE* output,
                 std::ostream& log) {
  std::string in_text, ans_text, out_text, error;
  if (!read_judge_file(input, in_text, error) || !read_judge_file(answer, ans_text, error)) {
    log << "judge error: " << error << "\n";
    return KATTIS_JUDGE_ERROR;
  }
  const std::string unread = unreadable_output(read_bounded(output, CHECKER_FILE_LIMIT, out_text, error), error);
  Difference d;
  if (unread.empty()) {
    d = compare_output(out_text, ans_text);
  } else {
    d.verdict = Verdict::WA;
    d.message = unread;
  }
  const std::string message_path = feedback_dir + "/judgemessage.txt";
  std::ofstream message(message_path, std::ios::binary | std::ios::trunc);
  message << (d.verdict == Verdict::PE ? "presentation: " : "") << d.message << "\n";
  if (!message.flush()) {
    log << "judge error: cannot write " << message_path << "\n";
    return KATTIS_JUDGE_ERROR;
  }
  log << verdict_name(d.verdict) << " " << d.message << "\n";
  return d.verdict == Verdict::AC ? KATTIS_AC : KATTIS_WA;
}

}  // namespace duck

// ---- package/kattis_checker_main.cpp ----
// The main of the problem package's output validator (Kattis / DOMjudge convention):
//   checker INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT
// exits 42 (accepted) or 43 (wrong answer), with the message in FEEDBACK_DIR/judgemessage.txt.
// `duck package` amalgamates it with the grader's comparison (grader/compare.*, grader/checker.*)
// into problem/output_validators/duck_checker/checker.cpp; not part of any library.
#include <cstdio>
#include <iostream>


int main(int argc, char** argv) {
  if (argc < 4) {
    std::fputs("usage: checker INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT\n", stderr);
    return duck::KATTIS_JUDGE_ERROR;
  }
  return duck::check_kattis(argv[1], argv[2], argv[3], stdin, std::cerr);
}
