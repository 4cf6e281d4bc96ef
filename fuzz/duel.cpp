#include "fuzz/duel.h"

#include <cstring>

#include "fuzz/drawing.h"
#include "judge/outcome.h"

namespace duckfuzz {

namespace {

// Returns "xs ys xt yt" of a command.
std::string text_of(const oracle::Move& m) {
  return std::to_string(m.xs) + ' ' + std::to_string(m.ys) + ' ' + std::to_string(m.xt) + ' ' + std::to_string(m.yt);
}

// Returns "<what>: judge <a>, oracle <b>".
std::string differ(const char* what, const std::string& judge, const std::string& oracle) {
  return std::string(what) + ": judge '" + judge + "', oracle '" + oracle + "'";
}

// Returns "row col" of a square.
std::string square_text(duck::Square s) { return std::to_string(duck::row_of(s)) + ' ' + std::to_string(duck::col_of(s)); }

// Returns "yes" or "no".
std::string yes_no(bool b) { return b ? "yes" : "no"; }

// Returns "red" or "blue" for a judge colour, as the judge names it.
std::string side_text(duck::Color c) { return duck::color_name(c); }

// Returns "red" or "blue" for an oracle side.
std::string side_text(oracle::Side s) { return s == oracle::Side::Red ? "red" : "blue"; }

}  // namespace

// Plays cmd on both and returns the first difference, or "".
std::string Duel::play(const oracle::Move& cmd) {
  history_.push_back(cmd);
  oracle_line_.clear();
  const bool accepted = oracle_.play_into(cmd, oracle_line_);
  const duck::Outcome outcome = judge_.play(duck::make_move(cmd.xs, cmd.ys, cmd.xt, cmd.yt));
  char line[duck::OUTCOME_WRITE_SPAN];
  const std::size_t length = duck::write_outcome(outcome, line) - 1;  // without the '\n'
  std::string problem;
  if (length != oracle_line_.size() || std::memcmp(line, oracle_line_.data(), length) != 0) {
    problem = differ("outcome", std::string(line, length), oracle_line_);
  } else {
    if (accepted) {
      legal_.reset();
      oracle_check_ = oracle_line_.find(";yes;") != std::string::npos;  // "...;yes;no", "...;yes;yes"
      board_[std::size_t(cmd.xs * duck::COL_NB + cmd.ys)] = letter(oracle_.at(cmd.xs, cmd.ys));
      board_[std::size_t(cmd.xt * duck::COL_NB + cmd.yt)] = letter(oracle_.at(cmd.xt, cmd.yt));
    }
    problem = compare_state(cmd);
  }
  if (problem.empty()) return problem;
  return "command " + std::to_string(history_.size()) + " (" + text_of(cmd) + "): " + problem;
}

// Returns the first difference in check, turn, end or cmd's squares, or "".
std::string Duel::compare_state(const oracle::Move& cmd) const {
  if (judge_.is_check() != oracle_check_) return differ("is_check", yes_no(judge_.is_check()), yes_no(oracle_check_));
  if ((judge_.side_to_move() == duck::RED) != (oracle_.side_to_move() == oracle::Side::Red))
    return differ("side to move", side_text(judge_.side_to_move()), side_text(oracle_.side_to_move()));
  if (judge_.is_over() != oracle_.is_over()) return differ("is_over", yes_no(judge_.is_over()), yes_no(oracle_.is_over()));
  for (const duck::Square s : {duck::make_square(cmd.xs, cmd.ys), duck::make_square(cmd.xt, cmd.yt)}) {
    const char mine = letter(judge_.piece_on(s)), theirs = letter(oracle_.at(duck::row_of(s), duck::col_of(s)));
    if (mine != theirs) return differ(("square " + square_text(s)).c_str(), std::string(1, mine), std::string(1, theirs));
  }
  return std::string();
}

// Re-reads the oracle's board and returns the first square that differs, or "".
std::string Duel::compare_boards() {
  board_ = letters_of(oracle_);
  const Letters mine = letters_of(judge_);
  for (duck::Square s = 0; s < duck::SQUARE_NB; ++s)
    if (mine[s] != board_[s]) return differ(("square " + square_text(s)).c_str(), std::string(1, mine[s]), std::string(1, board_[s]));
  return std::string();
}

// Returns "" when both is_check() agree.
std::string Duel::compare_check() const {
  return judge_.is_check() == oracle_.is_check() ? std::string()
                                                 : differ("is_check", yes_no(judge_.is_check()), yes_no(oracle_.is_check()));
}

// Returns "" when the judge's captain squares and pos_is_ok() hold.
std::string Duel::compare_invariants() const {
  for (duck::Color c : {duck::RED, duck::BLUE}) {
    duck::Square expected = duck::SQ_NONE;
    for (duck::Square s = 0; s < duck::SQUARE_NB; ++s) {
      const oracle::Cell cell = oracle_.at(duck::row_of(s), duck::col_of(s));
      if (cell.occupied && cell.kind == oracle::Kind::Captain && (cell.side == oracle::Side::Red) == (c == duck::RED))
        expected = s;
    }
    if (judge_.captain_square(c) != expected)
      return differ(("captain square of " + side_text(c)).c_str(), std::to_string(judge_.captain_square(c)),
                    std::to_string(expected));
  }
  return judge_.pos_is_ok() ? std::string() : "the judge's pos_is_ok() fails";
}

// Returns the first difference of the end-of-game comparisons, or "".
std::string Duel::finish() {
  std::string problem = compare_boards();
  if (problem.empty()) problem = compare_check();
  return problem.empty() ? problem : "after command " + std::to_string(history_.size()) + ": " + problem;
}

// Returns the first difference of every comparison, or "".
std::string Duel::audit() {
  std::string problem = compare_boards();
  if (problem.empty()) problem = compare_check();
  if (problem.empty()) problem = compare_legal_moves();
  if (problem.empty()) problem = compare_drawings();
  if (problem.empty()) problem = compare_invariants();
  return problem.empty() ? problem : "after command " + std::to_string(history_.size()) + ": " + problem;
}

// Returns the first difference between the two legal move lists, or "".
std::string Duel::compare_legal_moves() const {
  std::vector<oracle::Move> mine;
  for (duck::Square from = 0; from < duck::SQUARE_NB; ++from) {
    const duck::Piece p = judge_.piece_on(from);
    if (p == duck::NO_PIECE || duck::color_of(p) != judge_.side_to_move()) continue;
    for (duck::Square to = 0; to < duck::SQUARE_NB; ++to)
      if (judge_.is_legal(duck::Move{uint8_t(from), uint8_t(to)}))
        mine.push_back(oracle::Move{duck::row_of(from), duck::col_of(from), duck::row_of(to), duck::col_of(to)});
  }
  const std::vector<oracle::Move>& theirs = legal_.get();
  if (mine == theirs) return std::string();
  for (std::size_t i = 0; i < mine.size() || i < theirs.size(); ++i) {
    const std::string a = i < mine.size() ? text_of(mine[i]) : "none";
    const std::string b = i < theirs.size() ? text_of(theirs[i]) : "none";
    if (a != b) return differ(("legal move " + std::to_string(i + 1)).c_str(), a, b);
  }
  return std::string();
}

// Returns "" when the two drawings are equal.
std::string Duel::compare_drawings() const {
  const std::string mine = drawing(judge_), theirs = oracle_.board_string();
  return mine == theirs ? std::string() : "drawings differ:\n" + boards();
}

// Returns the commands so far as a contest input.
std::string Duel::transcript() const {
  std::string text = std::to_string(history_.size()) + '\n';
  for (const oracle::Move& m : history_) text += text_of(m) + '\n';
  return text;
}

// Returns both boards, labelled.
std::string Duel::boards() const {
  return "judge board (" + side_text(judge_.side_to_move()) + " to move):\n" + drawing(judge_) + "oracle board (" +
         side_text(oracle_.side_to_move()) + " to move):\n" + oracle_.board_string();
}

}  // namespace duckfuzz
