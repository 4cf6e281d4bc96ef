// WRONG ANSWER: a car may "move" onto its own square.
// The target is tested for an own piece only after the car is lifted, so "moving" a car onto its own
// square is accepted: nothing changes but the turn passes.
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
      if (ax != 0 && ay != 0) return false;
      if (ax == 0 && ay == 0) return true;
      for (int i = x + sx, j = y + sy; i != tx || j != ty; i += sx, j += sy)
        if (!empty_at(i, j)) return false;
      return true;
    }
  }
  return false;
}

// Returns true when some piece of side s can move onto the other side's captain.
bool attacks(int s) {
  for (int x = 0; x < 10; ++x)
    for (int y = 0; y < 9; ++y) {
      if (board[x][y].kind == NONE || board[x][y].side != s) continue;
      for (int tx = 0; tx < 10; ++tx)
        for (int ty = 0; ty < 9; ++ty)
          if (board[tx][ty].kind == CAPTAIN && board[tx][ty].side != s && reaches(x, y, tx, ty)) return true;
    }
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
  if ((xs != xt || ys != yt) && board[xt][yt].kind != NONE && board[xt][yt].side == turn) return false;
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
    const Cell moved = board[xs][ys];
    board[xs][ys] = Cell{0, NONE};
    const Cell taken = board[xt][yt];
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
