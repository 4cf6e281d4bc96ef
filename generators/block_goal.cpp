#include "generators/block_goal.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

#include "board/analysis.h"
#include "generators/coverage.h"
#include "judge/movegen.h"

namespace duck {

namespace {

// A block/ or edge/ clause taken apart.
struct Spec {
  Color color;
  Kind kind;
  std::string pattern;  // block/: the pattern; edge/: ""
  int edge;             // edge/: 0 row0, 1 row9, 2 col0, 3 col8; block/: -1
  std::string state;    // free, blocked (edge/), by-red, by-blue, b1-red, ...
};

// Returns the parts of "block/C/K/P/S" or "edge/C/K/E/S".
Spec parse(const std::string& clause) {
  std::vector<std::string> part;
  size_t start = 0;
  for (size_t slash; (slash = clause.find('/', start)) != std::string::npos; start = slash + 1)
    part.push_back(clause.substr(start, slash - start));
  part.push_back(clause.substr(start));
  Spec s{part[1] == "red" ? RED : BLUE, NO_KIND, "", -1, part[4]};
  for (int k = CAPTAIN; k < KIND_NB; ++k)
    if (part[2] == kind_name(Kind(k))) s.kind = Kind(k);
  if (part[0] == "block") s.pattern = part[3];
  else s.edge = part[3] == "row0" ? 0 : part[3] == "row9" ? 1 : part[3] == "col0" ? 2 : 3;
  return s;
}

// Returns true when square t lies on edge e.
bool on_edge(Square t, int e) {
  const int r = row_of(t), c = col_of(t);
  return e == 0 ? r == 0 : e == 1 ? r == ROW_NB - 1 : e == 2 ? c == 0 : c == COL_NB - 1;
}

// Returns 0 when square b holds what `want` asks ('r' red, 'b' blue, 'x' any piece, 'e' empty), else 1.
int miss(const Position& pos, Square b, char want) {
  const Piece p = pos.piece_on(b);
  if (want == 'e') return p != NO_PIECE;
  if (p == NO_PIECE) return 1;
  return want == 'x' ? 0 : (want == 'r') != (color_of(p) == RED);
}

// Returns how many squares must change for the move s -> t of the clause's kind to be in the
// clause's state (not counting the piece that walks to s).
int setup_cost(const Position& pos, const Spec& spec, Square mover, Square s, Square t) {
  const std::vector<Square> blockers = blocker_squares(spec.kind, s, t);
  int cost = pos.piece_on(t) != NO_PIECE && color_of(pos.piece_on(t)) == spec.color;
  auto wanted = [&](Square b, char want) { return b == mover ? (want == 'e' ? 0 : 1) : miss(pos, b, want); };
  const std::string& st = spec.state;
  if (st == "free") {
    for (const Square b : blockers) cost += wanted(b, 'e');
  } else if (spec.kind == DUCK && st.size() > 3 && st[0] == 'b') {
    const char colour = st.compare(3, 3, "red") == 0 ? 'r' : 'b';
    const size_t hit = st[1] == '1' ? 0 : 1;
    cost += wanted(blockers[hit], colour) + wanted(blockers[1 - hit], 'e');
  } else if (spec.kind == CAR) {
    // Any piece between will do; its colour matters only for by-red / by-blue.
    int best = 2;
    for (const Square b : blockers)
      if (st == "blocked" || wanted(b, st == "by-red" ? 'r' : 'b') == 0) best = 0;
    cost += blockers.empty() ? 3 : std::min(best, 1);
  } else {
    const char colour = st == "by-red" ? 'r' : st == "by-blue" ? 'b' : 'x';
    cost += wanted(blockers[0], colour);
  }
  return cost;
}

// Returns the estimated number of moves until the clause can be exercised.
int spec_distance(const Position& pos, const Spec& spec) {
  int best = FAR;
  for (const Square p : squares_of(pos, spec.color, spec.kind)) {
    const uint8_t* const walks = empty_board_distances(spec.kind, p);
    for (Square s = 0; s < SQUARE_NB; ++s) {
      const int walk = walks[s];
      if (walk >= best) continue;
      for (const Square t : candidate_targets(spec.kind, s)) {
        const int dx = row_of(t) - row_of(s), dy = col_of(t) - col_of(s);
        if (spec.edge >= 0 ? !on_edge(t, spec.edge) : pattern_name(spec.kind, dx, dy) != spec.pattern) continue;
        if (spec.kind == CAR && std::abs(dx) + std::abs(dy) < 2) continue;
        best = std::min(best, walk + setup_cost(pos, spec, p, s, t));
      }
    }
  }
  return best;
}

// Returns true when the clause is among those m exercises in before.
bool exercises(const Position& before, Move m, const std::string& clause) {
  Position after = before;
  after.play(m);
  const std::vector<std::string> got = command_clauses(before, m, after, ClauseContext{});
  return std::find(got.begin(), got.end(), clause) != got.end();
}

}  // namespace

bool blocked_try_for(const Position& pos, const std::string& clause, Move* found) {
  const Spec spec = parse(clause);
  if (spec.state == "free" || pos.side_to_move() != spec.color || pos.is_over()) return false;
  for (const Square s : squares_of(pos, spec.color, spec.kind))
    for (const Square t : candidate_targets(spec.kind, s)) {
      const Move m{uint8_t(s), uint8_t(t)};
      if (!pos.is_legal(m) && exercises(pos, m, clause)) return *found = m, true;
    }
  return false;
}

Goal block_goal(const std::string& clause) {
  const Spec spec = parse(clause);
  Goal g;
  g.reached = [clause, spec](const Position& before, Move m, const Position& after) {
    if (!quiet_move(before, m)) return false;
    Move unused;
    return spec.state == "free" ? exercises(before, m, clause) : blocked_try_for(after, clause, &unused);
  };
  g.distance = [spec](const Position& pos) { return spec_distance(pos, spec); };
  g.allowed = [](const Position& before, Move m, const Position&) { return quiet_move(before, m); };
  return g;
}

}  // namespace duck
