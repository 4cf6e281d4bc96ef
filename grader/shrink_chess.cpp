#include "grader/shrink_chess.h"

#include <deque>

#include "judge/position.h"

namespace duck {

namespace {

// Returns the index of the command that takes a captain when the commands are replayed from the
// initial position, or commands.size() when none does.
size_t game_end_index(const std::vector<Move>& commands) {
  Position pos;
  for (size_t i = 0; i < commands.size(); ++i)
    if (pos.play(commands[i]).over) return i;
  return commands.size();
}

// Returns the shortest path (by the movement table, the rest of the initial board standing still) of the
// piece on `start` to the other side's captain: taking it (take = true), or to an empty square from which
// it attacks it (take = false: a path of no moves when it already does). nullopt-like: false when none.
bool piece_path_to_captain(Square start, bool take, std::vector<Move>& path) {
  const Position initial;
  const Piece piece = initial.piece_on(start);
  const Square captain = initial.captain_square(~color_of(piece));
  Position board = initial;
  board.put(start, NO_PIECE);
  // Returns true when square s is where the walk may end.
  const auto done = [&](Square s) {
    if (take) return s == captain;
    board.put(s, piece);
    const bool attacks = board.can_reach(s, captain);
    board.put(s, NO_PIECE);
    return attacks;
  };
  std::vector<int> parent(SQUARE_NB, -1);
  parent[start] = start;
  std::deque<Square> queue{start};
  int goal = done(start) && !take ? start : -1;
  while (!queue.empty() && goal < 0) {
    const Square from = queue.front();
    queue.pop_front();
    board.put(from, piece);
    for (Square to = 0; to < SQUARE_NB && goal < 0; ++to) {
      if (parent[to] >= 0 || !board.can_reach(from, to)) continue;
      const Piece there = board.piece_on(to);
      if (there != NO_PIECE && (color_of(there) == color_of(piece) || to != captain || !take)) continue;  // through empty squares only
      parent[to] = from;
      if (done(to)) goal = to;
      queue.push_back(to);
    }
    board.put(from, NO_PIECE);
  }
  path.clear();
  if (goal < 0) return false;
  for (Square s = Square(goal); s != start; s = Square(parent[s])) path.push_back(Move{uint8_t(parent[s]), uint8_t(s)});
  std::reverse(path.begin(), path.end());
  return true;
}

// Returns the shortest path of the piece on `start` of the initial position to the empty square `goal`
// through empty squares (the rest of the initial board standing still); false when there is none.
bool piece_path_to(Square start, Square goal, std::vector<Move>& path) {
  const Position initial;
  const Piece piece = initial.piece_on(start);
  Position board = initial;
  board.put(start, NO_PIECE);
  path.clear();
  if (board.piece_on(goal) != NO_PIECE) return false;
  std::vector<int> parent(SQUARE_NB, -1);
  parent[start] = start;
  std::deque<Square> queue{start};
  while (!queue.empty() && parent[goal] < 0) {
    const Square from = queue.front();
    queue.pop_front();
    board.put(from, piece);
    for (Square to = 0; to < SQUARE_NB; ++to)
      if (parent[to] < 0 && board.piece_on(to) == NO_PIECE && board.can_reach(from, to)) parent[to] = from, queue.push_back(to);
    board.put(from, NO_PIECE);
  }
  if (parent[goal] < 0) return false;
  for (Square s = goal; s != start; s = Square(parent[s])) path.push_back(Move{uint8_t(parent[s]), uint8_t(s)});
  std::reverse(path.begin(), path.end());
  return true;
}

// Returns a waiting move of the side to move: it takes nothing, moves neither its captain nor the piece
// on `keep`, and leaves `next` (the other side's next move, if any) legal; preferably it moves back the
// piece of its last waiting move. False when there is none.
bool waiting_move(const Position& pos, Move last, Square keep, const Move* next, Move& wait) {
  const auto fits = [&](Move m) {
    if (m.from == keep || !pos.is_legal(m) || pos.piece_on(m.to) != NO_PIECE || m.from == pos.captain_square(pos.side_to_move()))
      return false;
    Position after = pos;
    after.play(m);
    return !next || after.is_legal(*next);
  };
  if (fits(Move{last.to, last.from})) return wait = Move{last.to, last.from}, true;
  // Pieces far from the action first: the back rows of the side to move.
  const bool red = pos.side_to_move() == RED;
  for (int r = 0; r < ROW_NB; ++r) {
    const int row = red ? r : ROW_NB - 1 - r;
    for (int col = 0; col < COL_NB; ++col)
      for (Square to = 0; to < SQUARE_NB; ++to)
        if (fits(Move{uint8_t(make_square(row, col)), uint8_t(to)})) return wait = Move{uint8_t(make_square(row, col)), uint8_t(to)}, true;
  }
  return false;
}

// Returns the game where the piece on `taker` walks to the other captain and takes it, while the piece on
// `attacker` (of the other side; SQ_NONE for none) first walks to attack the taker's captain, each side
// waiting when its plan is done or must wait; empty when the plan fails on the real board. With ends_game
// false, `take` may end short of the captain: the game must then end in check.
std::vector<Move> play_plan(Square taker, const std::vector<Move>& take, Square attacker, const std::vector<Move>& attack,
                            bool ends_game = true) {
  Position pos;
  const Color winner = color_of(pos.piece_on(taker));
  std::vector<Move> game;
  Move last_wait[COLOR_NB] = {Move{0, 0}, Move{0, 0}};
  size_t k[COLOR_NB] = {0, 0};
  const std::vector<Move>* plan[COLOR_NB];
  plan[winner] = &take, plan[~winner] = &attack;
  Square at[COLOR_NB];
  at[winner] = taker, at[~winner] = attacker;
  while (k[winner] < take.size() && game.size() < 64) {
    const Color c = pos.side_to_move();
    // The taker waits before taking until the attacker stands where it attacks.
    const bool play = k[c] < plan[c]->size() && !(c == winner && k[c] + 1 == take.size() && k[~winner] < attack.size());
    if (play) {
      const Move m = (*plan[c])[k[c]++];
      if (!pos.play(m).legal) return {};
      at[c] = m.to;
      game.push_back(m);
    } else {
      const Move* next = k[~c] < plan[~c]->size() ? &(*plan[~c])[k[~c]] : nullptr;
      Move wait;
      if (!waiting_move(pos, last_wait[c], at[c], next, wait)) return {};
      pos.play(wait);
      last_wait[c] = wait;
      game.push_back(wait);
    }
  }
  return (ends_game ? pos.is_over() : pos.is_check() && !pos.is_over()) ? game : std::vector<Move>();
}

// Returns short legal games from the initial position that end by taking a captain, shortest first: one
// piece walks to the other captain while the other side waits (moving one piece back and forth), or
// while a piece of the other side walks to attack the taker's captain (so the winner's captain is
// attacked when the game ends).
std::vector<std::vector<Move>> short_games() {
  std::vector<std::vector<Move>> games;
  const Position initial;
  std::vector<Move> attacks[SQUARE_NB];
  bool can_attack[SQUARE_NB] = {};
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (initial.piece_on(s) != NO_PIECE) can_attack[s] = piece_path_to_captain(s, false, attacks[s]);
  for (Square s = 0; s < SQUARE_NB; ++s) {
    std::vector<Move> take;
    if (initial.piece_on(s) == NO_PIECE || !piece_path_to_captain(s, true, take)) continue;
    std::vector<Move> game = play_plan(s, take, SQ_NONE, {});
    if (!game.empty()) games.push_back(std::move(game));
    for (Square a = 0; a < SQUARE_NB; ++a) {
      if (!can_attack[a] || color_of(initial.piece_on(a)) == color_of(initial.piece_on(s))) continue;
      game = play_plan(s, take, a, attacks[a]);
      if (!game.empty()) games.push_back(std::move(game));
    }
  }
  std::stable_sort(games.begin(), games.end(), [](const auto& x, const auto& y) { return x.size() < y.size(); });
  games.erase(std::unique(games.begin(), games.end()), games.end());
  return games;
}

// Returns short legal games that end with the two captains face to face in the middle of the board (red's
// on row 4, blue's on row 5, the same column), each walking there, the last step giving check.
std::vector<std::vector<Move>> captains_meeting() {
  std::vector<std::vector<Move>> games;
  const Position initial;
  const Square red = initial.captain_square(RED), blue = initial.captain_square(BLUE);
  for (int col = 0; col < COL_NB; ++col) {
    std::vector<Move> red_walk, blue_walk;
    if (!piece_path_to(red, make_square(4, col), red_walk) || !piece_path_to(blue, make_square(5, col), blue_walk)) continue;
    // play_plan's taker is red's captain; blue's walk is the "attacker" plan, done before red's last step.
    std::vector<Move> game = play_plan(red, red_walk, blue, blue_walk, false);
    if (!game.empty()) games.push_back(std::move(game));
  }
  return games;
}

// Returns short legal games from the initial position that end in check: one piece walks to attack the
// other captain (a captain: stands next to it) while the other side waits, or the two captains meet in the
// middle of the board. Shortest first.
std::vector<std::vector<Move>> short_checks() {
  std::vector<std::vector<Move>> games;
  const Position initial;
  for (Square s = 0; s < SQUARE_NB; ++s) {
    std::vector<Move> walk;
    if (initial.piece_on(s) == NO_PIECE || !piece_path_to_captain(s, false, walk) || walk.empty()) continue;
    std::vector<Move> game = play_plan(s, walk, SQ_NONE, {}, false);
    if (!game.empty()) games.push_back(std::move(game));
  }
  for (std::vector<Move>& game : captains_meeting()) games.push_back(std::move(game));
  std::stable_sort(games.begin(), games.end(), [](const auto& x, const auto& y) { return x.size() < y.size(); });
  games.erase(std::unique(games.begin(), games.end()), games.end());
  return games;
}

// Returns true when the commands, replayed, end in check (the game not over).
bool ends_in_check(const std::vector<Move>& commands) {
  Position pos;
  for (const Move m : commands) pos.play(m);
  return pos.is_check() && !pos.is_over();
}

}  // namespace

bool chess_shortcut(const std::vector<Move>& commands, const Adopt& adopt, std::vector<Move>& failed) {
  constexpr size_t MAX_SHORTCUTS = 200;
  size_t end = game_end_index(commands);
  const bool over = end < commands.size();
  // A difference on a move that gives check: the whole list can be replaced by a short game ending in check.
  if (!over && !commands.empty() && ends_in_check(commands)) end = commands.size() - 1;
  if (end >= commands.size() || commands == failed) return false;
  failed = commands;
  static const std::vector<std::vector<Move>> endings = short_games(), checks = short_checks();  // the same for every shrink
  const std::vector<std::vector<Move>>& games = over ? endings : checks;
  for (size_t g = 0; g < games.size() && g < MAX_SHORTCUTS && games[g].size() < end + 1; ++g) {
    std::vector<Move> candidate = games[g];
    candidate.insert(candidate.end(), commands.begin() + std::ptrdiff_t(end + 1), commands.end());
    if (adopt(candidate)) return true;
  }
  return false;
}

}  // namespace duck
