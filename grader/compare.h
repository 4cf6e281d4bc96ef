// Comparing a solver's output with the judge's answer: the one comparison behind `duck grade`,
// `duck check` (testlib and Kattis forms), `duck stress` and the check_output fuzz target.
//
// Rules: lines are compared one by one after removing trailing whitespace (space, \t, \r, \v, \f)
// from each line; blank lines at the end of either text are ignored.  Equal that way: AC.
// Otherwise, when the two texts are equal once every whitespace byte is removed: PE (spacing or line
// breaks differ).  Otherwise WA, reported at the first line that differs in more than whitespace.
#pragma once

#include <string>
#include <string_view>

#include "grader/verdict.h"

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
