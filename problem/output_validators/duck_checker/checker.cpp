// Duck Chess: the output validator (Kattis / DOMjudge: checker INPUT ANSWER FEEDBACK_DIR < OUTPUT,
// exit 42 accepted, 43 wrong answer), amalgamated from grader/ by `duck package --sync`. C++17.

// ---- grader/verdict.h ----
// The verdicts of the grader and how they combine.

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

// ---- grader/verdict_name.cpp ----
// The verdicts' names, apart from the verdict policy (verdict.cpp) so that the output validator
// amalgamated into problem/ (package/package.cpp) takes only these and not the runner.
#include <strings.h>


namespace duck {

namespace {
const Verdict ALL[] = {Verdict::AC, Verdict::WA, Verdict::PE, Verdict::TLE, Verdict::MLE,
                       Verdict::OLE, Verdict::RE, Verdict::CE, Verdict::JE};
}  // namespace

// Returns the short name of v.
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

// Returns the verdict called name, ignoring case, or nothing.
std::optional<Verdict> parse_verdict(const std::string& name) {
  for (Verdict v : ALL)
    if (strcasecmp(name.c_str(), verdict_name(v)) == 0) return v;
  return std::nullopt;
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
