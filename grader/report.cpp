#include "grader/report.h"

#include <algorithm>
#include <cstdio>
#include <iomanip>
#include <nlohmann/json.hpp>
#include <ostream>
#include <sstream>

namespace duck {

namespace {

// Returns x with two decimals.
std::string fixed2(double x) {
  std::ostringstream out;
  out << std::fixed << std::setprecision(2) << x;
  return out.str();
}

// Returns "3 AC, 1 WA" for the counts.
std::string count_text(const SolverResult& r) {
  std::string text;
  for (const auto& [verdict, n] : r.counts) text += (text.empty() ? "" : ", ") + std::to_string(n) + " " + verdict_name(verdict);
  return text.empty() ? "no test" : text;
}

// Returns the test's verdict, with a star when a sanitizer reported on it.
// and a "~" when its repeated runs differed.
std::string flagged(const TestResult& t) {
  return verdict_name(t.verdict) + std::string(t.sanitizer.empty() ? "" : "*") + (t.nondeterministic.empty() ? "" : "~");
}

// Writes the sanitizer's footnotes of a solver: one line per flagged test, or why it could not be sanitized.
void print_sanitizer_notes(std::ostream& out, const SolverResult& r) {
  if (!r.sanitize_note.empty()) out << "  sanitizer: " << r.sanitize_note << "\n";
  for (const TestResult& t : r.tests)
    if (!t.sanitizer.empty()) out << "  * " << t.name << ": " << t.sanitizer << "\n";
  for (const TestResult& t : r.tests)
    if (!t.nondeterministic.empty()) out << "  ~ " << t.name << ": " << t.nondeterministic << "\n";
}

// Returns the width of the widest test name (at least `minimum`).
size_t name_width(const std::vector<SolverResult>& results, size_t minimum) {
  size_t w = minimum;
  for (const SolverResult& r : results)
    for (const TestResult& t : r.tests) w = std::max(w, t.name.size());
  return w + 2;
}

// Writes the table of a single solver: verdict, times, memory and message per test.
void print_single(std::ostream& out, const SolverResult& r) {
  const size_t w = name_width({r}, 4);
  out << "solver " << r.solver << "\n";
  out << std::left << std::setw(int(w)) << "test" << std::setw(8) << "verdict" << std::right << std::setw(8) << "cpu s" << std::setw(8)
      << "wall s" << std::setw(10) << "mem MiB" << "  message\n";
  for (const TestResult& t : r.tests)
    out << std::left << std::setw(int(w)) << t.name << std::setw(8) << flagged(t) << std::right << std::setw(8)
        << fixed2(t.cpu_s) << std::setw(8) << fixed2(t.wall_s) << std::setw(10) << fixed2(double(t.memory_kib) / 1024) << "  "
        << t.message.substr(0, 160) << "\n";
}

// Writes the solver-by-test matrix of several solvers.
void print_matrix(std::ostream& out, const std::vector<SolverResult>& results) {
  const size_t w = name_width(results, 7);
  for (size_t s = 0; s < results.size(); ++s) out << "[" << s + 1 << "] " << results[s].solver << "\n";
  out << std::left << std::setw(int(w)) << "test";
  for (size_t s = 0; s < results.size(); ++s) out << std::setw(6) << ("[" + std::to_string(s + 1) + "]");
  out << "\n";
  size_t rows = 0;
  for (const SolverResult& r : results) rows = std::max(rows, r.tests.size());
  for (size_t t = 0; t < rows; ++t) {
    std::string name;
    for (const SolverResult& r : results)
      if (t < r.tests.size()) name = r.tests[t].name;
    out << std::setw(int(w)) << name;
    for (const SolverResult& r : results) out << std::setw(6) << (t < r.tests.size() ? flagged(r.tests[t]) : "-");
    out << "\n";
  }
  out << std::setw(int(w)) << "overall";
  for (const SolverResult& r : results) out << std::setw(6) << verdict_name(r.verdict);
  out << std::right << "\n";
}

}  // namespace

void print_table(std::ostream& out, const std::vector<SolverResult>& results) {
  if (results.size() == 1) print_single(out, results[0]);
  else print_matrix(out, results);
  out << "\n";
  for (size_t s = 0; s < results.size(); ++s) {
    const SolverResult& r = results[s];
    out << (results.size() > 1 ? "[" + std::to_string(s + 1) + "] " : std::string()) << r.solver << ": " << verdict_name(r.verdict)
        << " (" << count_text(r) << ")\n";
    print_sanitizer_notes(out, r);
    if (!r.message.empty()) out << "  " << (r.verdict == Verdict::CE ? "compiler says:\n" : "") << r.message << "\n";
    if (results.size() > 1)
      for (const TestResult& t : r.tests)
        if (t.verdict != Verdict::AC) out << "  " << t.name << " " << verdict_name(t.verdict) << ": " << t.message << "\n";
    if (!r.board.empty()) {
      for (const TestResult& t : r.tests)
        if (t.name == r.board_test) {
          out << "  first difference, test " << t.name << ": " << t.message << "\n";
          out << "  the board before line " << t.line << ":\n" << r.board;
          break;
        }
    }
  }
}

nlohmann::ordered_json to_json(const std::vector<SolverResult>& results, const Limits& limits, const std::vector<SandboxItem>& sandbox) {
  nlohmann::ordered_json j;
  j["solvers"] = nlohmann::ordered_json::array();
  for (const SolverResult& r : results) {
    nlohmann::ordered_json s = {{"solver", r.solver}, {"verdict", verdict_name(r.verdict)}, {"message", r.message}};
    s["counts"] = nlohmann::ordered_json::object();
    for (const auto& [verdict, n] : r.counts) s["counts"][verdict_name(verdict)] = n;
    if (!r.board.empty()) {  // the first failing test is WA: the board before its first differing line
      s["board_test"] = r.board_test;
      s["board"] = r.board;
    }
    s["sanitizer_findings"] = r.sanitizer_findings;
    s["nondeterministic_tests"] = r.nondeterministic_tests;
    if (!r.sanitize_note.empty()) s["sanitize_note"] = r.sanitize_note;
    s["tests"] = nlohmann::ordered_json::array();
    for (const TestResult& t : r.tests) {
      nlohmann::ordered_json test = {{"name", t.name},         {"verdict", verdict_name(t.verdict)}, {"cpu_s", t.cpu_s},
                                     {"wall_s", t.wall_s},     {"memory_kib", t.memory_kib},         {"message", t.message}};
      test["sanitizer"] = t.sanitizer.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(t.sanitizer);
      test["nondeterministic"] = t.nondeterministic.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(t.nondeterministic);
      s["tests"].push_back(test);
    }
    j["solvers"].push_back(s);
  }
  j["limits"] = {{"cpu_s", limits.cpu_s},           {"wall_s", limits.wall_s},       {"memory_mib", limits.memory_bytes / MIB},
                 {"output_mib", limits.output_bytes / MIB}, {"processes", limits.processes}};
  j["sandbox"] = nlohmann::ordered_json::array();
  for (const SandboxItem& i : sandbox)
    j["sandbox"].push_back({{"key", i.key}, {"what", i.what}, {"enforced", i.enforced}, {"how", i.how}});
  return j;
}

void print_sandbox(std::ostream& out, const std::vector<SandboxItem>& items) {
  for (const SandboxItem& i : items)
    out << (i.enforced ? "[yes] " : "[NO]  ") << std::left << std::setw(28) << i.what << std::right << " " << i.how << "\n";
}

void draw_progress(size_t done, size_t total) {
  const int width = 30;
  const int filled = total ? int(done * width / total) : width;
  std::fprintf(stderr, "\r[%s%s] %zu/%zu", std::string(size_t(filled), '#').c_str(), std::string(size_t(width - filled), '.').c_str(), done,
               total);
  if (done == total) std::fputs("\r\033[K", stderr);
  std::fflush(stderr);
}

}  // namespace duck
