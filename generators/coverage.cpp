#include "generators/coverage.h"

#include <algorithm>
#include <cstdlib>

#include "board/analysis.h"

namespace duck {

namespace {

const char* const EDGE_NAMES[4] = {"row0", "row9", "col0", "col8"};

// Returns "+N" or "-N" for a non-zero n.
std::string signed_text(int n) { return (n > 0 ? "+" : "-") + std::to_string(std::abs(n)); }

// Returns "red" or "blue" for the colour of a piece.
std::string colour_text(Piece p) { return color_name(color_of(p)); }

// Returns true when the kind has blockers and so block/ and edge/ clauses.
bool has_blockers(Kind k) { return k == ELEPHANT || k == HORSE || k == DUCK || k == CAR; }

// Returns the blocker state of a move of a kind-k piece that is invalid only for a blocker,
// by RULES.md's table: "by-red"/"by-blue", a duck's "b1-"/"b2-" with the other blocker free;
// "" when the move is not blocked in one of those ways.
std::string blocked_state(const Position& pos, Kind k, Square from, int dx, int dy) {
  const int x = row_of(from), y = col_of(from);
  const int sx = dx > 0 ? 1 : dx < 0 ? -1 : 0, sy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
  auto at = [&](int r, int c) { return pos.piece_on(make_square(r, c)); };
  auto by = [](Piece p) { return "by-" + colour_text(p); };
  switch (k) {
    case ELEPHANT: return at(x + sx, y + sy) != NO_PIECE ? by(at(x + sx, y + sy)) : "";
    case HORSE: {
      const Piece leg = std::abs(dx) == 2 ? at(x + sx, y) : at(x, y + sy);
      return leg != NO_PIECE ? by(leg) : "";
    }
    case DUCK: {
      const bool tall = std::abs(dx) == 3;
      const Piece b1 = tall ? at(x + sx, y) : at(x, y + sy);
      const Piece b2 = tall ? at(x + 2 * sx, y + sy) : at(x + sx, y + 2 * sy);
      if ((b1 != NO_PIECE) == (b2 != NO_PIECE)) return "";
      return b1 != NO_PIECE ? "b1-" + colour_text(b1) : "b2-" + colour_text(b2);
    }
    case CAR:
      for (int r = x + sx, c = y + sy; r != x + dx || c != y + dy; r += sx, c += sy)
        if (at(r, c) != NO_PIECE) return by(at(r, c));
      return "";
    default: return "";
  }
}

// Appends the block/ and edge/ clauses of a move of the side to move's own piece whose target
// holds no piece of its own; legal says whether the move was made.
void add_block_clauses(const Position& before, Move m, bool legal, std::vector<std::string>& out) {
  const Piece mover = before.piece_on(m.from);
  const Kind k = kind_of(mover);
  const int dx = row_of(m.to) - row_of(m.from), dy = col_of(m.to) - col_of(m.from);
  const std::string pattern = pattern_name(k, dx, dy);
  if (pattern.empty() || (k == CAR && std::abs(dx) + std::abs(dy) < 2)) return;
  const std::string state = legal ? "free" : blocked_state(before, k, m.from, dx, dy);
  if (state.empty()) return;
  const std::string who = colour_text(mover) + "/" + kind_name(k) + "/";
  out.push_back("block/" + who + pattern + "/" + state);
  const bool on_edge[4] = {row_of(m.to) == 0, row_of(m.to) == ROW_NB - 1, col_of(m.to) == 0, col_of(m.to) == COL_NB - 1};
  for (int e = 0; e < 4; ++e)
    if (on_edge[e]) out.push_back("edge/" + who + EDGE_NAMES[e] + "/" + (legal ? "free" : "blocked"));
}

// Appends the check/ clauses of a legal move that did not end the game.
void add_check_clauses(const Position& before, Move m, const Position& after, std::vector<std::string>& out) {
  const Color us = before.side_to_move();
  const std::string mover = color_name(us);
  const Kind k = kind_of(before.piece_on(m.from));
  const std::vector<Square> att = all_attackers(after);
  const bool adjacent = captains_adjacent(after);
  if (att.size() == 1) out.push_back("check/" + colour_text(after.piece_on(att[0])) + "/" + kind_name(kind_of(after.piece_on(att[0]))));
  if (att.size() == 2 && adjacent) out.push_back("check/" + mover + "/captain");
  if (before.captain_attacked(us) && k != CAPTAIN && after.captain_attacked(us) && !after.captain_attacked(~us))
    out.push_back("check/leave/" + mover);
  if (k == CAPTAIN && after.captain_attacked(us) && !after.captain_attacked(~us) && !adjacent) out.push_back("check/walk/" + mover);
  if (after.captain_attacked(RED) && after.captain_attacked(BLUE) && !adjacent) out.push_back("check/both");
  const Square target = after.captain_square(~us);
  for (const Square s : attackers_of(after, ~us))
    if (s != m.to && !before.can_reach(s, target)) {
      out.push_back("check/discovered/" + mover);
      break;
    }
}

// Appends the turn/ clauses of an invalid command while the game goes on.
void add_turn_clauses(const Position& before, Move m, std::vector<std::string>& out) {
  const Color us = before.side_to_move();
  const Piece mover = before.piece_on(m.from), target = before.piece_on(m.to);
  const std::string side = color_name(us);
  if (mover == NO_PIECE) {
    out.push_back("turn/empty/" + side);
    return;
  }
  const std::string kind = kind_name(kind_of(mover));
  if (color_of(mover) != us) {
    Position theirs = before;
    theirs.set_side_to_move(~us);
    if (theirs.is_legal(m)) out.push_back("turn/opponent/" + side + "/" + kind);
  } else if (m.from == m.to) {
    out.push_back("turn/same-square/" + side + "/" + kind);
  } else if (target != NO_PIECE && color_of(target) == us && before.can_reach(m.from, m.to)) {
    out.push_back("turn/own-target/" + side + "/" + kind);
  }
}

}  // namespace

std::string pattern_name(Kind k, int dx, int dy) {
  const int ax = std::abs(dx), ay = std::abs(dy);
  const bool fits = (k == ELEPHANT && ax == 2 && ay == 2) || (k == HORSE && ax + ay == 3 && ax > 0 && ay > 0) ||
                    (k == DUCK && ax + ay == 5 && (ax == 2 || ax == 3));
  if (fits) return signed_text(dx) + signed_text(dy);
  if (k == CAR && (ax == 0) != (ay == 0)) return ax > 0 ? std::string(dx > 0 ? "+x" : "-x") : std::string(dy > 0 ? "+y" : "-y");
  return "";
}

Position revived(const Position& pos) {
  Position p = Position::empty();
  for (Square s = 0; s < SQUARE_NB; ++s) p.put(s, pos.piece_on(s));
  p.set_side_to_move(pos.side_to_move());
  return p;
}

std::vector<std::string> command_clauses(const Position& before, Move m, const Position& after, const ClauseContext& ctx) {
  std::vector<std::string> out;
  if (before.is_over()) {
    if (revived(before).is_legal(m)) out.push_back("end/would-be-legal");
    return out;
  }
  const Color us = before.side_to_move();
  const Piece mover = before.piece_on(m.from), target = before.piece_on(m.to);
  const bool legal = before.is_legal(m);
  if (legal) {
    const std::string who = std::string(color_name(us)) + "/" + kind_name(kind_of(mover));
    if (ctx.previous_invalid) out.push_back(std::string("turn/again/") + color_name(us));
    if (target != NO_PIECE) out.push_back("capture/" + who + "/" + kind_name(kind_of(target)));
    if (after.is_over()) {
      out.push_back("end/" + who);
      if (after.captain_attacked(us)) out.push_back("end/attacked");
    } else {
      add_check_clauses(before, m, after, out);
    }
  } else {
    add_turn_clauses(before, m, out);
  }
  if (mover != NO_PIECE && color_of(mover) == us && has_blockers(kind_of(mover)) &&
      (target == NO_PIECE || color_of(target) != us))
    add_block_clauses(before, m, legal, out);
  return out;
}

std::vector<std::string> turn_clauses(const Position& before, Move m) {
  std::vector<std::string> out;
  if (!before.is_over() && !before.is_legal(m)) add_turn_clauses(before, m, out);
  return out;
}

std::set<std::string> clauses_covered(const std::vector<Move>& commands) {
  std::set<std::string> covered;
  Position pos;
  ClauseContext ctx;
  for (const Move m : commands) {
    const Position before = pos;
    const Outcome o = pos.play(m);
    for (std::string& c : command_clauses(before, m, pos, ctx)) covered.insert(std::move(c));
    ctx.previous_invalid = !o.legal && !before.is_over();
  }
  return covered;
}

std::vector<std::string> all_clauses() {
  std::vector<std::string> all = {"check/both", "end/attacked", "end/would-be-legal"};
  const Kind blocker_kinds[4] = {ELEPHANT, HORSE, DUCK, CAR};
  for (const Color c : {RED, BLUE}) {
    const std::string side = color_name(c);
    for (const char* what : {"leave", "walk", "discovered"}) all.push_back("check/" + std::string(what) + "/" + side);
    all.push_back("turn/empty/" + side);
    all.push_back("turn/again/" + side);
    for (int k = CAPTAIN; k < KIND_NB; ++k) {
      const std::string kind = kind_name(Kind(k));
      all.push_back("check/" + side + "/" + kind);
      all.push_back("end/" + side + "/" + kind);
      for (const char* what : {"opponent", "own-target", "same-square"}) all.push_back("turn/" + std::string(what) + "/" + side + "/" + kind);
      for (int v = CAPTAIN; v < KIND_NB; ++v)
        if (can_ever_capture(Kind(k), Kind(v))) all.push_back("capture/" + side + "/" + kind + "/" + kind_name(Kind(v)));
    }
    for (const Kind k : blocker_kinds) {
      const std::string who = side + "/" + kind_name(k) + "/";
      std::vector<std::string> patterns;
      for (int dx = -3; dx <= 3; ++dx)
        for (int dy = -3; dy <= 3; ++dy) {
          const std::string p = pattern_name(k, dx, dy);
          if (!p.empty() && std::find(patterns.begin(), patterns.end(), p) == patterns.end()) patterns.push_back(p);
        }
      const std::vector<std::string> states =
          k == DUCK ? std::vector<std::string>{"free", "b1-red", "b1-blue", "b2-red", "b2-blue"}
                    : std::vector<std::string>{"free", "by-red", "by-blue"};
      for (const std::string& p : patterns)
        for (const std::string& s : states) all.push_back("block/" + who + p + "/" + s);
      for (int e = 0; e < 4; ++e) {
        // An elephant keeps the parity of its row: red's stay on even rows, blue's on odd ones.
        if (k == ELEPHANT && ((c == RED && e == 1) || (c == BLUE && e == 0))) continue;
        for (const char* s : {"free", "blocked"}) all.push_back("edge/" + who + EDGE_NAMES[e] + "/" + s);
      }
    }
  }
  std::sort(all.begin(), all.end());
  return all;
}

}  // namespace duck
