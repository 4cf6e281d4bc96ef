// WRONG ANSWER: a board without padding, and an attack scan that indexes before it checks bounds.
// Check is found by scanning outward from each captain with flat offsets (row * 9 + column) into
// the unpadded board; only the array's bounds are checked, so a step off the left or right edge
// wraps onto the far edge of the next or previous row: a piece there "attacks" a captain on the
// edge, and a car's ray along a row runs on into the next row. Every index stays inside the array,
// so the wrong answers are deterministic (no undefined behaviour for the sanitizers to report).
//
// A complete C++14 solution of Duck Chess (THUPC 2019, Luogu P5380), correct but for this one
// mistake; problem/submissions/wrong_answer/ expects `duck grade` to find it wrong on the suite.
#include <cstdio>
#include <cstdlib>

namespace {

enum Kind { NONE = 0, CAPTAIN, GUARD, ELEPHANT, HORSE, CAR, DUCK, SOLDIER };
const char* const KIND_NAME[] = {"", "captain", "guard", "elephant", "horse", "car", "duck", "soldier"};
const char* const SIDE_NAME[] = {"red", "blue"};

struct Cell {
  int side;  // 0 red, 1 blue
  int kind;  // NONE when empty
};

Cell board[10][9];
int turn = 0;

// Returns square t of the board read as one flat array of 90 cells (row * 9 + column, no padding).
Cell& flat(int t) { return board[t / 9][t % 9]; }
bool over = false;

// Returns true when (x, y) holds no piece.
bool empty_at(int x, int y) { return board[x][y].kind == NONE; }

// Returns true when the piece on (x, y) reaches (tx, ty) by its kind's movement.
bool reaches(int x, int y, int tx, int ty) {
  const int dx = tx - x, dy = ty - y, ax = std::abs(dx), ay = std::abs(dy);
  const int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
  switch (board[x][y].kind) {
    case CAPTAIN: return ax + ay == 1;
    case GUARD: return ax == 1 && ay == 1;
    case SOLDIER: return ax <= 1 && ay <= 1 && ax + ay > 0;
    case ELEPHANT: return ax == 2 && ay == 2 && empty_at(x + sx, y + sy);
    case HORSE: return (ax == 2 && ay == 1 && empty_at(x + sx, y)) || (ax == 1 && ay == 2 && empty_at(x, y + sy));
    case DUCK:
      return (ax == 3 && ay == 2 && empty_at(x + sx, y) && empty_at(x + 2 * sx, y + sy)) ||
             (ax == 2 && ay == 3 && empty_at(x, y + sy) && empty_at(x + sx, y + 2 * sy));
    case CAR: {
      if ((ax == 0) == (ay == 0)) return false;
      for (int i = x + sx, j = y + sy; i != tx || j != ty; i += sx, j += sy)
        if (!empty_at(i, j)) return false;
      return true;
    }
  }
  return false;
}

// Returns true when square t (a flat index, row * 9 + column) holds a piece of side s and kind k.
bool holds(int t, int s, int k) { return t >= 0 && t < 90 && flat(t).kind == k && flat(t).side == s; }

// Returns true when square t is empty or off the array.
bool clear(int t) { return t < 0 || t >= 90 || flat(t).kind == NONE; }

// Returns true when some piece of side s attacks square k (flat), scanning outward from k. The bug:
// k + dr * 9 + dc is never checked for leaving the row, only for leaving the array.
bool attacked_from(int s, int k) {
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      if (dr == 0 && dc == 0) continue;
      const int t = k + dr * 9 + dc;
      if (holds(t, s, SOLDIER) || (holds(t, s, CAPTAIN) && (dr == 0 || dc == 0)) || (holds(t, s, GUARD) && dr != 0 && dc != 0))
        return true;
    }
  for (int a = -1; a <= 1; a += 2)
    for (int b = -1; b <= 1; b += 2) {
      if (holds(k + 2 * a * 9 + 2 * b, s, ELEPHANT) && clear(k + a * 9 + b)) return true;
      if (holds(k + 2 * a * 9 + b, s, HORSE) && clear(k + a * 9 + b)) return true;  // the leg beside the horse
      if (holds(k + a * 9 + 2 * b, s, HORSE) && clear(k + a * 9 + b)) return true;
      const int tall = k + 3 * a * 9 + 2 * b, wide = k + 2 * a * 9 + 3 * b;
      if (holds(tall, s, DUCK) && clear(tall - a * 9) && clear(tall - 2 * a * 9 - b)) return true;
      if (holds(wide, s, DUCK) && clear(wide - b) && clear(wide - a * 9 - 2 * b)) return true;
    }
  const int STEP[4] = {9, -9, 1, -1};
  for (const int step : STEP)
    for (int t = k + step; t >= 0 && t < 90; t += step) {
      if (flat(t).kind == NONE) continue;
      if (holds(t, s, CAR)) return true;
      break;
    }
  return false;
}

// Returns true when some piece of side s can move onto the other side's captain.
bool attacks(int s) {
  for (int k = 0; k < 90; ++k)
    if (holds(k, 1 - s, CAPTAIN) && attacked_from(s, k)) return true;
  return false;
}

// Returns true when the position after a move is check.
bool is_check(int mover) {
  (void)mover;
  return !over && (attacks(0) || attacks(1));
}

// Returns true when moving (xs, ys) to (xt, yt) is legal now.
bool legal(int xs, int ys, int xt, int yt) {
  if (over) return false;
  const Cell& from = board[xs][ys];
  if (from.kind == NONE || from.side != turn) return false;
  if (board[xt][yt].kind != NONE && board[xt][yt].side == turn) return false;
  return reaches(xs, ys, xt, yt);
}

// Puts the initial position on the board.
void setup() {
  const int back[9] = {CAR, HORSE, ELEPHANT, GUARD, CAPTAIN, GUARD, ELEPHANT, HORSE, CAR};
  for (int y = 0; y < 9; ++y) {
    board[0][y] = Cell{0, back[y]};
    board[9][y] = Cell{1, back[y]};
  }
  for (int y = 0; y < 9; y += 2) {
    board[3][y] = Cell{0, SOLDIER};
    board[6][y] = Cell{1, SOLDIER};
  }
  board[2][0] = board[2][8] = Cell{0, DUCK};
  board[7][0] = board[7][8] = Cell{1, DUCK};
}

}  // namespace

int main() {
  setup();
  int q = 0;
  if (std::scanf("%d", &q) != 1) return 0;
  for (int i = 0; i < q; ++i) {
    int xs, ys, xt, yt;
    if (std::scanf("%d %d %d %d", &xs, &ys, &xt, &yt) != 4) return 0;
    if (!legal(xs, ys, xt, yt)) {
      std::puts("Invalid command");
      continue;
    }
    const Cell moved = board[xs][ys], taken = board[xt][yt];
    board[xs][ys] = Cell{0, NONE};
    board[xt][yt] = moved;
    if (taken.kind == CAPTAIN) over = true;
    const int mover = turn;
    turn = 1 - turn;
    std::printf("%s %s;", SIDE_NAME[moved.side], KIND_NAME[moved.kind]);
    if (taken.kind == NONE) std::printf("NA;");
    else std::printf("%s %s;", SIDE_NAME[taken.side], KIND_NAME[taken.kind]);
    std::printf("%s;%s\n", is_check(mover) ? "yes" : "no", over ? "yes" : "no");
  }
  return 0;
}
