#include "board/analysis.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <deque>
#include <mutex>

#include "judge/movegen.h"

namespace duck {

namespace {

// Empty-board distances for every kind, from every square to every square, built once by BFS.
struct DistanceTable {
  std::array<std::array<std::array<uint8_t, SQUARE_NB>, SQUARE_NB>, KIND_NB> dist;
  std::array<std::array<std::array<uint8_t, SQUARE_NB>, SQUARE_NB>, KIND_NB> attack;
  std::array<std::array<uint8_t, SQUARE_NB>, SQUARE_NB> steps;  // [a][b]: manhattan(a, b)

  DistanceTable() {
    for (Square a = 0; a < SQUARE_NB; ++a)
      for (Square b = 0; b < SQUARE_NB; ++b) steps[a][b] = uint8_t(std::abs(row_of(a) - row_of(b)) + std::abs(col_of(a) - col_of(b)));
    for (int k = CAPTAIN; k < KIND_NB; ++k)
      for (Square s = 0; s < SQUARE_NB; ++s) fill(Kind(k), s);
    // Every movement is symmetric, so the squares that reach t are t's own candidates.
    for (int k = CAPTAIN; k < KIND_NB; ++k)
      for (Square s = 0; s < SQUARE_NB; ++s)
        for (Square t = 0; t < SQUARE_NB; ++t) {
          uint8_t best = uint8_t(FAR);
          for (const Square a : candidate_targets(Kind(k), t)) best = std::min(best, dist[k][s][a]);
          attack[k][s][t] = best;
        }
  }

  // Fills dist[k][s] by breadth-first search over the candidate targets of kind k.
  void fill(Kind k, Square s) {
    auto& d = dist[k][s];
    d.fill(uint8_t(FAR));
    d[s] = 0;
    std::deque<Square> queue{s};
    while (!queue.empty()) {
      const Square a = queue.front();
      queue.pop_front();
      for (const Square b : candidate_targets(k, a))
        if (d[b] == FAR) d[b] = uint8_t(d[a] + 1), queue.push_back(b);
    }
  }
};

// Returns the distance table, built on first use.
const DistanceTable& distances() {
  static const DistanceTable TABLE;
  return TABLE;
}

// Returns min(FAR, max(1, min over t of walk[t] + reach[t])): where two pieces meet soonest, one walking
// (walk: its distances to every square) while the other comes to attack that square (reach).
uint8_t meeting(const uint8_t* walk, const uint8_t* reach) {
  int best = FAR;
  for (Square t = 0; t < SQUARE_NB; ++t)
    if (walk[t] < best) best = std::min(best, walk[t] + reach[t]);
  return uint8_t(std::max(best, 1));
}

// Rows of SQUARE_NB distances, each computed on first use (safe from several threads).
template <size_t ROWS>
class LazyRows {
 public:
  // Returns row i, filled by fill(row) the first time it is asked for.
  template <class Fill>
  const uint8_t* row(size_t i, Fill fill) {
    std::call_once(once_[i], [&] { fill(rows_[i]); });
    return rows_[i].data();
  }

 private:
  std::array<std::once_flag, ROWS> once_;
  std::array<std::array<uint8_t, SQUARE_NB>, ROWS> rows_;
};

// Returns the row over captain squares c of meeting(manhattan(c, .), attack_distances(k, from)).
const uint8_t* cooperative_row(Kind k, Square from) {
  static LazyRows<KIND_NB * SQUARE_NB> rows;
  return rows.row(size_t(k) * SQUARE_NB + size_t(from), [k, from](std::array<uint8_t, SQUARE_NB>& row) {
    for (Square c = 0; c < SQUARE_NB; ++c) row[c] = meeting(distances().steps[c].data(), attack_distances(k, from));
  });
}

}  // namespace

std::vector<Square> attackers_of(const Position& pos, Color c) {
  std::vector<Square> found;
  const Square k = pos.captain_square(c);
  if (k == SQ_NONE) return found;
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const Piece p = pos.piece_on(s);
    if (p != NO_PIECE && color_of(p) != c && pos.can_reach(s, k)) found.push_back(s);
  }
  return found;
}

std::vector<Square> all_attackers(const Position& pos) {
  std::vector<Square> found = attackers_of(pos, RED);
  const std::vector<Square> blue = attackers_of(pos, BLUE);
  found.insert(found.end(), blue.begin(), blue.end());
  std::sort(found.begin(), found.end());
  return found;
}

bool captains_adjacent(const Position& pos) {
  const Square r = pos.captain_square(RED), b = pos.captain_square(BLUE);
  return r != SQ_NONE && b != SQ_NONE && manhattan(r, b) == 1;
}

bool can_ever_capture(Kind attacker, Kind victim) { return !(attacker == victim && (attacker == ELEPHANT || attacker == GUARD)); }

int empty_board_distance(Kind k, Square from, Square to) { return distances().dist[k][from][to]; }

int attack_distance(Kind k, Square from, Square target) { return distances().attack[k][from][target]; }

const uint8_t* empty_board_distances(Kind k, Square from) { return distances().dist[k][from].data(); }

const uint8_t* attack_distances(Kind k, Square from) { return distances().attack[k][from].data(); }

int manhattan(Square a, Square b) { return std::abs(row_of(a) - row_of(b)) + std::abs(col_of(a) - col_of(b)); }

SquareList squares_of(const Position& pos, Color c, Kind k) {
  SquareList found;
  const Piece p = make_piece(c, k);
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (pos.piece_on(s) == p) found.squares[found.count++] = s;
  return found;
}

std::vector<Square> blocker_squares(Kind k, Square from, Square to) {
  const int x = row_of(from), y = col_of(from);
  const int dx = row_of(to) - x, dy = col_of(to) - y;
  const int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
  const bool tall = std::abs(dx) > std::abs(dy);
  switch (k) {
    case ELEPHANT: return {make_square(x + sx, y + sy)};
    case HORSE: return {tall ? make_square(x + sx, y) : make_square(x, y + sy)};
    case DUCK:
      if (tall) return {make_square(x + sx, y), make_square(x + 2 * sx, y + sy)};
      return {make_square(x, y + sy), make_square(x + sx, y + 2 * sy)};
    case CAR: {
      std::vector<Square> between;
      for (Square s = from + sx * COL_NB + sy; s != to; s += sx * COL_NB + sy) between.push_back(s);
      return between;
    }
    default: return {};
  }
}

int meeting_distance(Kind attacker, Square a, Kind victim, Square v) {
  static LazyRows<KIND_NB * KIND_NB * SQUARE_NB> rows;
  return rows.row((size_t(attacker) * KIND_NB + size_t(victim)) * SQUARE_NB + size_t(a), [=](std::array<uint8_t, SQUARE_NB>& row) {
    for (Square s = 0; s < SQUARE_NB; ++s) row[s] = meeting(empty_board_distances(victim, s), attack_distances(attacker, a));
  })[v];
}

int cooperative_distance(const Position& pos, Square attacker, Square captain) {
  if (pos.can_reach(attacker, captain)) return 0;
  return cooperative_row(kind_of(pos.piece_on(attacker)), attacker)[captain];
}

}  // namespace duck
