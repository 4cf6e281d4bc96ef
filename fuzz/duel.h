// The reference judge and the oracle fed the same commands and compared after every one.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "fuzz/drawing.h"
#include "fuzz/intent.h"
#include "judge/position.h"
#include "oracle/oracle.h"

namespace duckfuzz {

// The two implementations side by side: play() compares each command, audit() and finish() more.
class Duel {
 public:
  // Both games at the initial position. Not copyable: legal_ points into the object.
  Duel() = default;
  Duel(const Duel&) = delete;
  Duel& operator=(const Duel&) = delete;

  // Plays cmd (on the board) on both and compares: the outcome lines; the judge's is_check()
  // with the oracle's check answer for the position (the last accepted move's, which an invalid
  // command must leave alone); the side to move; the end; the two squares the command names.
  // Returns "" when all agree, else a description of the first difference.
  std::string play(const oracle::Move& cmd);

  // Runs compare_boards, compare_check, compare_legal_moves, compare_drawings and
  // compare_invariants; returns the first difference found, prefixed with the number of
  // commands played, or "".
  std::string audit();

  // Runs compare_boards and compare_check (the cheap part of audit()), with the same prefix.
  std::string finish();

  // Returns "" when every square of the two boards agrees (and refreshes board()).
  std::string compare_boards();

  // Returns "" when the judge's is_check() equals the oracle's (computed afresh).
  std::string compare_check() const;

  // Returns "" when the judge's legal moves, found by trying every pair of squares, are
  // exactly oracle legal_moves(), else a description of the first difference.
  std::string compare_legal_moves() const;

  // Returns "" when the judge's board drawn as drawing() equals oracle board_string().
  std::string compare_drawings() const;

  // Returns "" when the judge's captain squares are where the oracle's captains stand (none
  // once taken) and its pos_is_ok() holds.
  std::string compare_invariants() const;

  // Returns the commands played so far as a contest input: Q, then one command a line.
  std::string transcript() const;

  // Returns both boards, labelled, for a report.
  std::string boards() const;

  // Returns how many commands have been played.
  std::size_t commands() const { return history_.size(); }

  // Returns the oracle's board after the last command: the squares of each accepted move are
  // read again, and all of them by compare_boards() (the oracle is slow to read square by square
  // under fuzzing instrumentation).
  const Letters& board() const { return board_; }

  // Returns the oracle's legal moves in the current position (generated once per position).
  const LegalMoves& legal_moves() const { return legal_; }

  // The two games, for tests that look further.
  const duck::Position& judge() const { return judge_; }
  const oracle::Game& oracle() const { return oracle_; }

 private:
  // Returns "" when the state both sides share after cmd agrees (check, side, end, cmd's squares).
  std::string compare_state(const oracle::Move& cmd) const;

  duck::Position judge_;
  oracle::Game oracle_;
  std::vector<oracle::Move> history_;
  std::string oracle_line_;      // reused for every command
  bool oracle_check_ = false;    // the oracle's check answer for the current position
  Letters board_ = letters_of(oracle_);
  LegalMoves legal_{oracle_};
};

}  // namespace duckfuzz
