// WRONG ANSWER (duck-blocker-missing):
// Only the duck's first blocker, the orthogonal neighbour, is tested; a piece on the second blocker
// (x+2sx, y+sy) or (x+sx, y+2sy) does not stop it.
//
// A complete C++14 solution of Duck Chess (THUPC 2019, Luogu P5380), correct but for this one
// mistake: the reference judge with the named mutation `duck-blocker-missing` of mutation/named_mutations.txt,
// amalgamated by `duck package --sync`. Do not edit: edit the table and run it.
#ifndef NDEBUG
#define NDEBUG  // judge/'s asserts are for its debug builds; this is the release, as in build/
#endif

// ---- judge/types.h ----
// Basic types of Duck Chess: colours, kinds, pieces, squares and moves.

#include <cstdint>

namespace duck {

enum Color : uint8_t { RED = 0, BLUE = 1, COLOR_NB = 2 };

enum Kind : uint8_t { NO_KIND = 0, CAPTAIN, GUARD, ELEPHANT, HORSE, CAR, DUCK, SOLDIER, KIND_NB };

// A piece packs its colour in bit 3 and its kind in bits 0-2; NO_PIECE is an empty square.
enum Piece : uint8_t { NO_PIECE = 0, PIECE_NB = 16 };

constexpr int ROW_NB = 10;
constexpr int COL_NB = 9;

// A square is row * COL_NB + col: (0, 0) is red's bottom-left corner, 89 is (9, 8).
typedef int Square;
constexpr Square SQUARE_NB = ROW_NB * COL_NB;
constexpr Square SQ_NONE = -1;

// Returns the other colour.
constexpr Color operator~(Color c) { return Color(c ^ 1); }

// Returns the piece of colour c and kind k.
constexpr Piece make_piece(Color c, Kind k) { return Piece(c << 3 | k); }

// Returns the colour of a piece (meaningless for NO_PIECE).
constexpr Color color_of(Piece p) { return Color(p >> 3); }

// Returns the kind of a piece (NO_KIND for NO_PIECE).
constexpr Kind kind_of(Piece p) { return Kind(p & 7); }

// Returns true when (row, col) lies on the board.
constexpr bool is_ok(int row, int col) { return 0 <= row && row < ROW_NB && 0 <= col && col < COL_NB; }

// Returns the square at (row, col); the coordinates must be on the board.
constexpr Square make_square(int row, int col) { return row * COL_NB + col; }

// Returns the row (0..9) of a square.
constexpr int row_of(Square s) { return s / COL_NB; }

// Returns the column (0..8) of a square.
constexpr int col_of(Square s) { return s % COL_NB; }

// A command: move whatever stands on `from` to `to` (both on the board).
struct Move {
  uint8_t from;
  uint8_t to;
};

// Returns true when the two moves name the same source and target.
constexpr bool operator==(Move a, Move b) { return a.from == b.from && a.to == b.to; }
constexpr bool operator!=(Move a, Move b) { return !(a == b); }

// Returns the move from (xs, ys) to (xt, yt); all four coordinates must be on the board.
constexpr Move make_move(int xs, int ys, int xt, int yt) {
  return Move{uint8_t(make_square(xs, ys)), uint8_t(make_square(xt, yt))};
}

}  // namespace duck

// ---- judge/outcome.h ----
// The answer to one command and its text form, exactly as the problem prints it.

#include <cstddef>
#include <string>


namespace duck {

// What a command did: nothing (not legal), or which piece moved, what it removed,
// whether the position after it is check and whether the game is over.
struct Outcome {
  bool legal;
  Piece moved;
  Piece captured;  // NO_PIECE when nothing was removed
  bool check;
  bool over;
};

// The longest line write_outcome can produce, newline included.
constexpr size_t MAX_OUTCOME_LINE = 36;

// How many bytes at `out` write_outcome may overwrite (it copies a fixed-width line).
constexpr size_t OUTCOME_WRITE_SPAN = 48;

// Returns the English name of a kind ("captain", ..., "soldier"; "" for NO_KIND).
constexpr const char* kind_name(Kind k) {
  const char* const NAMES[KIND_NB] = {"", "captain", "guard", "elephant", "horse", "car", "duck", "soldier"};
  return NAMES[k];
}

// Returns "red" or "blue".
constexpr const char* color_name(Color c) { return c == RED ? "red" : "blue"; }

// Writes the output line of `o` (with its '\n') at `out` and returns its length (at most MAX_OUTCOME_LINE);
// `out` must have room for OUTCOME_WRITE_SPAN bytes.
size_t write_outcome(const Outcome& o, char* out);

// Returns the output line of `o` without its '\n'.
std::string format_outcome(const Outcome& o);

}  // namespace duck

// ---- judge/position.h ----
// The position: the board, whose turn it is, and whether the game is over.

#include <cassert>
#include <cstdint>


namespace duck {

struct Tables;  // the attack tables, built by the compiler (judge/tables.h)

// A set of squares: bit s % 64 of half s / 64 for square s (90 of the 128 bits are used). The two
// 64-bit halves are a GCC/Clang vector, so that &, |, ^ and ~ work on both at once (SSE2 on x86-64).
typedef uint64_t Bitboard __attribute__((vector_size(16)));

// Returns the set holding only square s.
inline Bitboard square_bb(Square s) {
  const uint64_t bit = uint64_t(1) << (s & 63);
  return s < 64 ? Bitboard{bit, 0} : Bitboard{0, bit};
}

// Returns true when the set holds at least one square.
inline bool any(Bitboard b) { return (b[0] | b[1]) != 0; }

class Position {
 public:
  // The initial position of RULES.md, red to move.
  Position();

  // An empty board, red to move, for setting up positions in tests.
  static Position empty();

  // Setting up (tests and tools): put a piece (or NO_PIECE) on a square, choose the side to move.
  void put(Square s, Piece p);
  void set_side_to_move(Color c) { side_ = c; }

  // Accessors
  Piece piece_on(Square s) const {
    assert(0 <= s && s < SQUARE_NB);
    return board_[s];
  }
  Color side_to_move() const { return side_; }
  bool is_over() const { return over_; }
  Square captain_square(Color c) const {
    assert(c == RED || c == BLUE);
    return captain_[c];
  }

  // Checking moves
  // Returns true when the piece on `from` can reach `to` by the movement table (blockers included),
  // whatever stands on `to` and whoever is to move.
  bool can_reach(Square from, Square to) const;
  // Returns true when m is legal: game not over, a piece of the side to move on m.from,
  // m.to reachable and not holding a piece of the mover's colour.
  bool is_legal(Move m) const;

  // Attacks and check
  // Returns true when the captain of colour c is on the board and a piece of the other colour can reach it.
  bool captain_attacked(Color c) const;
  // Returns true when the game is not over and either captain is attacked.
  bool is_check() const;

  // Doing moves
  // Plays m when it is legal and returns what it did; an illegal m changes nothing.
  Outcome play(Move m);

  // Returns true when the internal invariants hold (captain squares match the board).
  bool pos_is_ok() const;

 private:
  struct EmptyBoard {};
  explicit Position(EmptyBoard);

  // is_legal(m), captain_attacked(c) and is_check() with the tables (tables.h) at hand, inlined
  // into play; the public ones call them with TABLES.
  bool is_legal(Move m, const Tables& t) const;
  bool captain_attacked(Color c, const Tables& t) const;
  bool is_check(const Tables& t) const;

  Piece board_[SQUARE_NB];
  Bitboard by_piece_[PIECE_NB];  // the squares of each piece, to find attackers of a captain quickly
  Bitboard occupied_;            // the squares holding a piece, to test blockers quickly
  Square captain_[COLOR_NB];
  Color side_;
  bool over_;
};

}  // namespace duck

// ---- judge/tables.h ----
// The attack tables: the movement table of RULES.md (Position::can_reach) tabulated by square,
// built by the compiler (position.cpp), so that duckjudge starts with nothing to compute.

#include <cstdint>


namespace duck {

// A set of squares as the tables hold it: bit s % 64 of half[s / 64] for square s. Plain integers,
// since compilers do not evaluate vector types at compile time; position.cpp loads it as a Bitboard.
struct alignas(16) SquareSet {
  uint64_t half[2] = {0, 0};
};

// For every kind and square k, the squares from which a piece of that kind reaches k on an
// empty board. Blockers only ever remove moves, so these are all the possible attackers of k.
// The same facts by move, and what blocks each move, for the hot path:
// - bit kind of kinds[s][k] is set when that kind reaches k from s on an empty board;
// - blockers[s][k] holds the squares on which any piece stops the blockable kind (elephant,
//   horse, duck or car) that reaches k from s on an empty board, found by trying a piece on
//   each other square of the rectangle spanned by s and k. Those four kinds move by different
//   displacements, so at most one of them reaches k from s (checked when the tables are built).
// Every row of the movement table is blocked as soon as any one of its blocker squares is
// occupied, so a piece of kind K on s reaches k exactly when bit K of kinds[s][k] is set and no
// square of blockers[s][k] is occupied (empty for the unblockable kinds' moves).
// tests/judge/tables_test.cpp checks every entry against can_reach.
struct Tables {
  SquareSet from[SQUARE_NB][KIND_NB];       // [k][kind], so that one captain's masks are adjacent
  SquareSet blockers[SQUARE_NB][SQUARE_NB];  // [s][k]
  uint8_t kinds[SQUARE_NB][SQUARE_NB];       // [s][k]
};

// The tables, a compile-time constant derived from the movement table (defined in position.cpp,
// beside it).
extern const Tables TABLES;

}  // namespace duck

// ---- judge/reader.h ----
// The lenient reader of a command stream (docs/CONTRACT.md): Q, then Q commands of four integers.

#include <cstddef>
#include <string>
#include <vector>


namespace duck {

// Where and why the input is malformed; line and col are 1-based, col counts bytes.
struct ParseError {
  long long line;
  long long col;
  std::string message;
};

// Reads the whole input into moves. Returns false and fills err on malformed input.
bool parse_commands(const char* data, size_t size, std::vector<Move>& moves, ParseError& err);

}  // namespace duck

// ---- judge/run.h ----
// Answering a whole command stream: the reference judge as a library call.

#include <cstddef>
#include <string>
#include <vector>


namespace duck {

// Receives the output text in chunks, in order.
typedef void (*ChunkSink)(void* context, const char* data, size_t size);

// Sends one output line per move, the outcome play(m) returns, to sink in chunks of up to 64 KiB.
template <class Play>
void write_answers(const std::vector<Move>& moves, Play&& play, ChunkSink sink, void* context) {
  const size_t CAPACITY = 1 << 16;
  char buffer[CAPACITY];
  size_t used = 0;
  for (const Move m : moves) {
    if (CAPACITY - used < OUTCOME_WRITE_SPAN) sink(context, buffer, used), used = 0;
    used += write_outcome(play(m), buffer + used);
  }
  if (used > 0) sink(context, buffer, used);
}

// Plays the moves from the initial position and sends one output line per move to sink.
void answer_commands(const std::vector<Move>& moves, ChunkSink sink, void* context);

// Judges a whole input: returns true and sets out to the answer, or false and fills err (out empty).
bool run_judge(const char* data, size_t size, std::string& out, ParseError& err);

}  // namespace duck

// ---- judge/standard_io.h ----
// Reading all of standard input (and parsing it) and writing chunks to standard output, as
// duckjudge does.

#include <cstddef>
#include <vector>


namespace duck {

// The most bytes of standard input read: a valid input is at most a few tens of KiB; this bound keeps
// `< /dev/zero` finite (docs/CONTRACT.md).
constexpr size_t kMaxInputBytes = size_t(1) << 26;

// Reads all of standard input into data; returns false on a read error (errno says which), or with errno
// EFBIG when standard input is longer than kMaxInputBytes.
bool read_stdin(std::vector<char>& data);

// Reads all of standard input and parses it into moves; returns 0, or on failure prints one line on
// stderr ("NAME: cannot read stdin: ..." (an input longer than kMaxInputBytes included) or "NAME: stdin:LINE:COL: expected ..., found ...") and
// returns the exit status: 1 for a read error, 2 for malformed input.
int read_commands(const char* program_name, std::vector<Move>& moves);

// Writes a chunk to standard output (a ChunkSink whose context is the program's name for the error
// message); exits with status 1 on a write error.
void write_stdout(void* program_name, const char* data, size_t size);

}  // namespace duck

// ---- judge/outcome.cpp ----

#include <cstdlib>
#include <cstring>
#include <string>

namespace duck {

namespace {

// Called only when an output line would be longer than MAX_OUTCOME_LINE: not constexpr, so that
// composing the lines then fails to compile.
void line_longer_than_max_outcome_line() { std::abort(); }

// Every possible output line, composed by the compiler, so that writing one is a single lookup and
// copy: entry 0 is the invalid command's line, and a legal move's line is at index(moved, captured,
// check, over).
struct Lines {
  static constexpr size_t index(Piece moved, Piece captured, bool check, bool over) {
    return (size_t(moved) * PIECE_NB + captured) * 4 + size_t(check) * 2 + size_t(over);
  }
  char text[PIECE_NB * PIECE_NB * 4][OUTCOME_WRITE_SPAN];
  uint8_t size[PIECE_NB * PIECE_NB * 4];

  constexpr Lines() : text(), size() {
    // Only real pieces: the other Piece values (a colour without a kind) never reach write_outcome.
    for (int moved = 0; moved < PIECE_NB; ++moved)
      for (int captured = 0; captured < PIECE_NB; ++captured)
        for (int check = 0; check < 2; ++check)
          for (int over = 0; over < 2; ++over)
            if (kind_of(Piece(moved)) != NO_KIND && (captured == NO_PIECE || kind_of(Piece(captured)) != NO_KIND))
              compose(index(Piece(moved), Piece(captured), check, over), Piece(moved), Piece(captured), check, over);
    append(0, "Invalid command\n");
  }
  // Composes entry i: the output line of a legal move, newline included.
  constexpr void compose(size_t i, Piece moved, Piece captured, bool check, bool over) {
    append_piece(i, moved);
    append(i, ";");
    if (captured == NO_PIECE) append(i, "NA");
    else append_piece(i, captured);
    append(i, check ? ";yes" : ";no");
    append(i, over ? ";yes" : ";no");
    append(i, "\n");
  }
  // Appends the name of a piece to entry i, e.g. "red car".
  constexpr void append_piece(size_t i, Piece p) {
    append(i, color_name(color_of(p)));
    append(i, " ");
    append(i, kind_name(kind_of(p)));
  }
  // Appends the text t to entry i, which stays at most MAX_OUTCOME_LINE bytes long.
  constexpr void append(size_t i, const char* t) {
    for (; *t != '\0'; ++t) {
      if (size[i] == MAX_OUTCOME_LINE) line_longer_than_max_outcome_line();
      text[i][size[i]++] = *t;
    }
  }
};
constexpr Lines LINES{};

}  // namespace

size_t write_outcome(const Outcome& o, char* out) {
  // One lookup without a branch (legality is hard to predict): an illegal command's line is entry 0.
  const size_t i = o.legal ? Lines::index(o.moved, o.captured, o.check, o.over) : 0;
  std::memcpy(out, LINES.text[i], OUTCOME_WRITE_SPAN);
  return LINES.size[i];
}

std::string format_outcome(const Outcome& o) {
  char line[OUTCOME_WRITE_SPAN];
  return std::string(line, write_outcome(o, line) - 1);
}

}  // namespace duck

// ---- judge/position.cpp ----

#include <algorithm>
#include <cstdlib>


namespace duck {

namespace {

// Returns -1, 0 or 1 by the sign of v.
constexpr int sign(int v) { return (v > 0) - (v < 0); }

// Returns the absolute value of v (std::abs is not constexpr in C++14).
constexpr int magnitude(int v) { return v < 0 ? -v : v; }

// Returns true when every square strictly between from and to (same row or column) is empty.
template <class EmptyAt>
constexpr bool path_clear(Square from, Square to, const EmptyAt& empty_at) {
  const int step = sign(row_of(to) - row_of(from)) * COL_NB + sign(col_of(to) - col_of(from));
  for (Square s = from + step; s != to; s += step)
    if (!empty_at(row_of(s), col_of(s))) return false;
  return true;
}

// The movement table of RULES.md, the one definition behind can_reach and the tables: returns true
// when a piece of kind `kind` on `from` reaches `to` (blockers included, whatever stands on `to`),
// where empty_at(row, col) tells whether a square on the board holds no piece.
template <class EmptyAt>
constexpr bool reaches(Kind kind, Square from, Square to, const EmptyAt& empty_at) {
  const int x = row_of(from), y = col_of(from);
  const int dx = row_of(to) - x, dy = col_of(to) - y;
  const int ax = magnitude(dx), ay = magnitude(dy), sx = sign(dx), sy = sign(dy);
  switch (kind) {
    case CAPTAIN: return ax + ay == 1;
    case GUARD: return ax == 1 && ay == 1;
    case SOLDIER: return std::max(ax, ay) == 1;
    case ELEPHANT: return ax == 2 && ay == 2 && empty_at(x + sx, y + sy);
    case HORSE:
      return (ax == 2 && ay == 1 && empty_at(x + sx, y)) ||
             (ax == 1 && ay == 2 && empty_at(x, y + sy));
    case DUCK:
      return (ax == 3 && ay == 2 && empty_at(x + sx, y)) ||
             (ax == 2 && ay == 3 && empty_at(x, y + sy));
    case CAR: return (ax == 0) != (ay == 0) && path_clear(from, to, empty_at);
    default: return false;
  }
}

// A position's board seen by the movement table: empty_at(row, col) reads the square.
struct BoardEmptyAt {
  const Piece* board;
  constexpr bool operator()(int row, int col) const { return board[make_square(row, col)] == NO_PIECE; }
};

// A board empty but for one square (SQ_NONE: wholly empty) seen by the movement table.
struct EmptyBut {
  Square occupied;
  constexpr bool operator()(int row, int col) const { return make_square(row, col) != occupied; }
};

// Adds square s to a set.
constexpr void add(SquareSet& set, Square s) { set.half[s / 64] |= uint64_t(1) << (s % 64); }

// Returns a set of the tables as a Bitboard.
inline Bitboard bits(const SquareSet& set) { return Bitboard{set.half[0], set.half[1]}; }

// Returns the squares on which a piece stops a piece of kind `kind` on s from reaching k, which it
// reaches on an empty board. Every blocker of RULES.md (the car's path, the horse's leg, the
// elephant's eye, the duck's two squares) lies in the rectangle spanned by s and k: those are tried.
constexpr SquareSet blockers_of(Kind kind, Square s, Square k) {
  SquareSet set{};
  for (int row = std::min(row_of(s), row_of(k)); row <= std::max(row_of(s), row_of(k)); ++row)
    for (int col = std::min(col_of(s), col_of(k)); col <= std::max(col_of(s), col_of(k)); ++col) {
      const Square b = make_square(row, col);
      if (b != s && b != k && !reaches(kind, s, k, EmptyBut{b})) add(set, b);
    }
  return set;
}

// square_bb(s) for every square, looked up on the hot path (a variable 128-bit shift takes several
// instructions).
struct SquareSets {
  SquareSet bb[SQUARE_NB];
  constexpr SquareSets() : bb() {
    for (Square s = 0; s < SQUARE_NB; ++s) add(bb[s], s);
  }
};
constexpr SquareSets SQUARES{};

// Returns the lowest square of a non-empty set.
Square lowest(Bitboard b) { return b[0] ? __builtin_ctzll(b[0]) : 64 + __builtin_ctzll(b[1]); }

// Returns the set without its lowest square; the set must not be empty.
Bitboard without_lowest(Bitboard b) {
  if (b[0]) b[0] &= b[0] - 1;
  else b[1] &= b[1] - 1;
  return b;
}

// Called only when two blockable kinds make the same move, which the tables cannot hold: not
// constexpr, so that building the tables then fails to compile.
void two_blockable_kinds_make_the_same_move() { std::abort(); }

// What the movement table gives a piece on square s of an empty board: bit kind of kinds[k] is set
// when that kind reaches k, and blockers[k] holds the squares that stop the blockable kind's move to k.
struct MovesFrom {
  uint8_t kinds[SQUARE_NB];
  SquareSet blockers[SQUARE_NB];

  constexpr explicit MovesFrom(Square s) : kinds(), blockers() {
    const unsigned BLOCKABLE = 1u << ELEPHANT | 1u << HORSE | 1u << DUCK | 1u << CAR;
    for (int kind = CAPTAIN; kind <= SOLDIER; ++kind)
      for (Square k = 0; k < SQUARE_NB; ++k) {
        if (!reaches(Kind(kind), s, k, EmptyBut{SQ_NONE})) continue;
        if (BLOCKABLE >> kind & 1) {
          if (kinds[k] & BLOCKABLE) two_blockable_kinds_make_the_same_move();
          blockers[k] = blockers_of(Kind(kind), s, k);
        }
        kinds[k] |= uint8_t(1u << kind);
      }
  }
};

// Returns the tables (see tables.h) gathered from the moves of every square. Evaluated by the
// compiler: clang needs -fconstexpr-steps above its default (judge/CMakeLists.txt), g++ does not.
constexpr Tables make_tables() {
  Tables t{};
  for (Square s = 0; s < SQUARE_NB; ++s) {
    const MovesFrom moves(s);
    for (Square k = 0; k < SQUARE_NB; ++k) {
      t.kinds[s][k] = moves.kinds[k];
      t.blockers[s][k] = moves.blockers[k];
      for (int kind = CAPTAIN; kind <= SOLDIER; ++kind)
        if (t.kinds[s][k] >> kind & 1) add(t.from[k][kind], s);
    }
  }
  return t;
}

}  // namespace

constexpr Tables TABLES = make_tables();

Position::Position(EmptyBoard) : board_(), by_piece_(), occupied_(), captain_{SQ_NONE, SQ_NONE}, side_(RED), over_(false) {}

Position Position::empty() { return Position(EmptyBoard()); }

Position::Position() : Position(EmptyBoard()) {
  const Kind back[COL_NB] = {CAR, HORSE, ELEPHANT, GUARD, CAPTAIN, GUARD, ELEPHANT, HORSE, CAR};
  for (int col = 0; col < COL_NB; ++col) {
    put(make_square(0, col), make_piece(RED, back[col]));
    put(make_square(9, col), make_piece(BLUE, back[col]));
  }
  for (int col = 0; col < COL_NB; col += 2) {
    put(make_square(3, col), make_piece(RED, SOLDIER));
    put(make_square(6, col), make_piece(BLUE, SOLDIER));
  }
  for (int col : {0, COL_NB - 1}) {
    put(make_square(2, col), make_piece(RED, DUCK));
    put(make_square(7, col), make_piece(BLUE, DUCK));
  }
}

void Position::put(Square s, Piece p) {
  for (Color c : {RED, BLUE})
    if (captain_[c] == s) captain_[c] = SQ_NONE;
  by_piece_[board_[s]] &= ~square_bb(s);
  occupied_ &= ~square_bb(s);
  if (p != NO_PIECE) by_piece_[p] |= square_bb(s), occupied_ |= square_bb(s);
  board_[s] = p;
  if (kind_of(p) == CAPTAIN) captain_[color_of(p)] = s;
}

bool Position::can_reach(Square from, Square to) const {
  return reaches(kind_of(board_[from]), from, to, BoardEmptyAt{board_});
}

bool Position::is_legal(Move m) const { return is_legal(m, TABLES); }

inline bool Position::is_legal(Move m, const Tables& t) const {
  const Piece mover = board_[m.from], target = board_[m.to];
  // can_reach(m.from, m.to) by the tables (see Tables), all in one branch-free condition:
  // legality is hard to predict.
  const bool unblocked = !any(bits(t.blockers[m.from][m.to]) & occupied_);
  const bool reachable = bool(t.kinds[m.from][m.to] >> kind_of(mover) & 1) & unblocked;
  const bool own_mover = color_of(mover) == side_, enemy_target = color_of(target) != side_;
  return !over_ & (mover != NO_PIECE) & own_mover & ((target == NO_PIECE) | enemy_target) & reachable;
}

bool Position::captain_attacked(Color c) const { return captain_attacked(c, TABLES); }

inline bool Position::captain_attacked(Color c, const Tables& t) const {
  const Square k = captain_[c];
  if (k == SQ_NONE) return false;
  const SquareSet* reach = t.from[k];
  const Bitboard* enemy = by_piece_ + make_piece(~c, NO_KIND);
  // Captains, guards and soldiers cannot be blocked: within reach on an empty board is attacking.
  if (any((enemy[CAPTAIN] & bits(reach[CAPTAIN])) | (enemy[GUARD] & bits(reach[GUARD])) |
          (enemy[SOLDIER] & bits(reach[SOLDIER]))))
    return true;
  // The others can: one within reach on an empty board attacks unless one of its blockers is occupied.
  Bitboard candidates = (enemy[ELEPHANT] & bits(reach[ELEPHANT])) | (enemy[HORSE] & bits(reach[HORSE])) |
                        (enemy[DUCK] & bits(reach[DUCK])) | (enemy[CAR] & bits(reach[CAR]));
  for (; any(candidates); candidates = without_lowest(candidates))
    if (!any(bits(t.blockers[lowest(candidates)][k]) & occupied_)) return true;
  return false;
}

bool Position::is_check() const { return is_check(TABLES); }

inline bool Position::is_check(const Tables& t) const {
  return !over_ && (captain_attacked(RED, t) || captain_attacked(BLUE, t));
}

Outcome Position::play(Move m) {
  assert(m.from < SQUARE_NB && m.to < SQUARE_NB);  // the reader only makes moves on the board
  const Tables& t = TABLES;
  Outcome o = {false, NO_PIECE, NO_PIECE, false, false};
  if (!is_legal(m, t)) return o;
  o.legal = true;
  o.moved = board_[m.from];
  o.captured = board_[m.to];
  board_[m.to] = o.moved;
  board_[m.from] = NO_PIECE;
  const Bitboard from_bb = bits(SQUARES.bb[m.from]), to_bb = bits(SQUARES.bb[m.to]);
  by_piece_[o.moved] ^= from_bb | to_bb;
  by_piece_[o.captured] &= ~to_bb;
  occupied_ = (occupied_ & ~from_bb) | to_bb;
  const Square mover_captain = captain_[side_];  // selected without a branch: captain moves are hard to predict
  captain_[side_] = kind_of(o.moved) == CAPTAIN ? Square(m.to) : mover_captain;
  if (kind_of(o.captured) == CAPTAIN) {
    captain_[~side_] = SQ_NONE;
    over_ = true;
  }
  side_ = ~side_;
  o.check = is_check(t);
  o.over = over_;
  assert(pos_is_ok());
  return o;
}

bool Position::pos_is_ok() const {
  for (Square s = 0; s < SQUARE_NB; ++s)
    for (int p = 0; p < PIECE_NB; ++p)
      if (any(by_piece_[p] & square_bb(s)) != (board_[s] == p && p != NO_PIECE)) return false;
  for (Square s = 0; s < SQUARE_NB; ++s)
    if (any(occupied_ & square_bb(s)) != (board_[s] != NO_PIECE)) return false;
  for (Color c : {RED, BLUE}) {
    const Square k = captain_[c];
    if (k != SQ_NONE && board_[k] != make_piece(c, CAPTAIN)) return false;
  }
  return true;
}

}  // namespace duck

// ---- judge/reader.cpp ----

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace duck {

namespace {

const unsigned long long Q_MAX = 9223372036854775807ULL;
const int SHOWN_TOKEN_BYTES = 32;
const char* const COORD_NAMES[4] = {"xs", "ys", "xt", "yt"};
const int COORD_MAX[4] = {ROW_NB - 1, COL_NB - 1, ROW_NB - 1, COL_NB - 1};

// Which bytes separate tokens: space, \t, \n, \v, \f, \r.
struct SpaceTable {
  bool space[256];
  SpaceTable() : space() {
    for (unsigned char c : {' ', '\t', '\n', '\v', '\f', '\r'}) space[c] = true;
  }
};
const SpaceTable SPACES;

// Returns true for the bytes that separate tokens.
inline bool is_space(unsigned char c) { return SPACES.space[c]; }

// Returns the 8 bytes read from memory into w in little-endian order (byte 0 lowest).
inline uint64_t little_endian(uint64_t w) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  return __builtin_bswap64(w);
#else
  return w;
#endif
}

// Returns true when the n bytes at b are one or more ASCII digits.
bool all_digits(const char* b, size_t n) {
  if (n == 0) return false;
  for (size_t i = 0; i < n; ++i)
    if (b[i] < '0' || b[i] > '9') return false;
  return true;
}

// Returns the token quoted and escaped as the contract shows it, cut after 32 bytes.
std::string show_token(const char* b, size_t n) {
  static const char HEX[] = "0123456789abcdef";
  std::string s = "\"";
  for (size_t i = 0; i < n && i < SHOWN_TOKEN_BYTES; ++i) {
    const unsigned char c = static_cast<unsigned char>(b[i]);
    if (c == '"' || c == '\\') s += '\\', s += char(c);
    else if (c >= 0x20 && c <= 0x7e) s += char(c);
    else s += "\\x", s += HEX[c >> 4], s += HEX[c & 15];
  }
  if (n > SHOWN_TOKEN_BYTES) s += "...";
  return s + "\"";
}

// Splits the input into whitespace-separated tokens and reports errors at byte offsets.
class Tokens {
 public:
  Tokens(const char* data, size_t size) : data_(data), size_(size), pos_(0) {}

  // Moves to the next token; returns false at the end of input.
  bool next(const char*& begin, size_t& length) {
    while (pos_ < size_ && is_space(static_cast<unsigned char>(data_[pos_]))) ++pos_;
    if (pos_ == size_) return false;
    const size_t start = pos_;
    while (pos_ < size_ && !is_space(static_cast<unsigned char>(data_[pos_]))) ++pos_;
    begin = data_ + start;
    length = pos_ - start;
    return true;
  }

  // Reads up to max commands written exactly as "d d d d\n" (single spaces, one newline), the usual
  // shape, into out, testing eight bytes at once; stops at the first command of any other shape,
  // which the token-by-token path then reads. Returns how many commands it read.
  size_t next_short_commands(Move* out, size_t max) {
    while (pos_ < size_ && is_space(static_cast<unsigned char>(data_[pos_]))) ++pos_;
    // Byte i of w is input byte i: the separators must be ' ', ' ', ' ', '\n' and the digit bytes
    // 0x30..0x3f; adding 6 to a digit byte keeps it below 0x40 exactly when it is at most '9'.
    const uint64_t SHAPE_MASK = 0xfff0fff0fff0fff0ULL, SHAPE = 0x0a30203020302030ULL;
    const uint64_t DIGIT_HIGH = 0x00f000f000f000f0ULL, DIGITS = 0x0030003000300030ULL, SIX = 0x0006000600060006ULL;
    size_t n = 0;
    for (; n < max && size_ - pos_ >= 8; ++n, pos_ += 8) {
      uint64_t w;
      std::memcpy(&w, data_ + pos_, 8);
      w = little_endian(w);
      const unsigned xs = unsigned(w & 15), ys = unsigned(w >> 16 & 15), xt = unsigned(w >> 32 & 15), yt = unsigned(w >> 48 & 15);
      const bool shaped = ((w & SHAPE_MASK) == SHAPE) & (((w + SIX) & DIGIT_HIGH) == DIGITS);
      if (!(shaped & (ys <= 8) & (yt <= 8))) break;
      out[n] = make_move(int(xs), int(ys), int(xt), int(yt));
    }
    return n;
  }

  // Fills err for a problem at `at` (a token start, or the end of input) and returns false.
  bool fail(const char* at, const std::string& message, ParseError& err) const {
    err.line = 1;
    err.col = 1;
    for (const char* p = data_; p != at; ++p) {
      if (*p == '\n') ++err.line, err.col = 1;
      else ++err.col;
    }
    err.message = message;
    return false;
  }

  // Returns the position just past the last byte.
  const char* end() const { return data_ + size_; }

 private:
  const char* data_;
  size_t size_;
  size_t pos_;
};

// Returns the value of a token of digits, or -1 when it is not all digits or exceeds max.
long long small_value(const char* b, size_t n, int max) {
  if (n == 1 && b[0] >= '0' && b[0] <= '9') return b[0] - '0' <= max ? b[0] - '0' : -1;  // the usual case
  if (!all_digits(b, n)) return -1;
  long long v = 0;
  for (size_t i = 0; i < n && v <= max; ++i) v = v * 10 + (b[i] - '0');
  return v <= max ? v : -1;
}

// Returns "xs of command 3" for coordinate i of command k.
std::string coordinate(int i, unsigned long long k) { return std::string(COORD_NAMES[i]) + " of command " + std::to_string(k); }

}  // namespace

bool parse_commands(const char* data, size_t size, std::vector<Move>& moves, ParseError& err) {
  moves.clear();
  Tokens tokens(data, size);
  const char* tok;
  size_t n;
  if (!tokens.next(tok, n)) return tokens.fail(tokens.end(), "expected the command count Q, found end of input", err);
  if (!all_digits(tok, n))
    return tokens.fail(tok, "expected the command count Q (a non-negative integer), found " + show_token(tok, n), err);
  unsigned long long q = 0;
  for (size_t i = 0; i < n; ++i) {
    const unsigned digit = unsigned(tok[i] - '0');
    if (q > (Q_MAX - digit) / 10)  // q * 10 + digit would exceed Q_MAX (checked before it can wrap)
      return tokens.fail(tok, "expected the command count Q (at most 9223372036854775807), found " + show_token(tok, n), err);
    q = q * 10 + digit;
  }
  // Every command takes at least 8 bytes (a separator and "0 0 0 0"), so this bounds the memory by the input.
  moves.resize(size_t(q < size / 8 + 1 ? q : size / 8 + 1));
  size_t count = 0;  // commands read
  for (;;) {
    count += tokens.next_short_commands(moves.data() + count, size_t(std::min<unsigned long long>(q - count, moves.size() - count)));
    if (count == q) break;
    const unsigned long long k = count + 1;
    int v[4];
    for (int i = 0; i < 4; ++i) {
      if (!tokens.next(tok, n)) return tokens.fail(tokens.end(), "expected " + coordinate(i, k) + ", found end of input", err);
      const long long value = small_value(tok, n, COORD_MAX[i]);
      if (value < 0)
        return tokens.fail(tok, "expected " + coordinate(i, k) + " (an integer in 0.." + std::to_string(COORD_MAX[i]) + "), found " + show_token(tok, n), err);
      v[i] = int(value);
    }
    if (count == moves.size()) moves.push_back(Move());
    moves[count++] = make_move(v[0], v[1], v[2], v[3]);
  }
  moves.resize(count);
  if (tokens.next(tok, n))
    return tokens.fail(tok, "expected end of input after " + std::to_string(q) + " commands, found " + show_token(tok, n), err);
  return true;
}

}  // namespace duck

// ---- judge/run.cpp ----


namespace duck {

void answer_commands(const std::vector<Move>& moves, ChunkSink sink, void* context) {
  Position pos;
  write_answers(moves, [&pos](Move m) { return pos.play(m); }, sink, context);
}

namespace {

// Appends a chunk to the std::string behind context.
void append_to_string(void* context, const char* data, size_t size) { static_cast<std::string*>(context)->append(data, size); }

}  // namespace

bool run_judge(const char* data, size_t size, std::string& out, ParseError& err) {
  out.clear();
  std::vector<Move> moves;
  if (!parse_commands(data, size, moves, err)) return false;
  answer_commands(moves, append_to_string, &out);
  return true;
}

}  // namespace duck

// ---- judge/standard_io.cpp ----

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <sys/stat.h>
#include <unistd.h>


namespace duck {

bool read_stdin(std::vector<char>& data) {
  struct stat st;
  size_t capacity = 1 << 16;
  if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) capacity = size_t(st.st_size) + 1;
  data.resize(capacity);
  size_t used = 0;
  for (;;) {
    if (used > kMaxInputBytes) {
      errno = EFBIG;
      return false;
    }
    if (used == data.size()) data.resize(std::min(data.size() * 2, kMaxInputBytes + 2));
    const ssize_t got = read(0, data.data() + used, data.size() - used);
    if (got == 0) break;
    if (got < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    used += size_t(got);
  }
  data.resize(used);
  return true;
}

int read_commands(const char* program_name, std::vector<Move>& moves) {
  std::vector<char> input;
  if (!read_stdin(input)) {
    if (errno == EFBIG) {
      std::fprintf(stderr, "%s: cannot read stdin: longer than %zu bytes\n", program_name, kMaxInputBytes);
    } else {
      std::fprintf(stderr, "%s: cannot read stdin: %s\n", program_name, std::strerror(errno));
    }
    return 1;
  }
  ParseError err;
  if (!parse_commands(input.data(), input.size(), moves, err)) {
    std::fprintf(stderr, "%s: stdin:%lld:%lld: %s\n", program_name, err.line, err.col, err.message.c_str());
    return 2;
  }
  return 0;
}

void write_stdout(void* program_name, const char* data, size_t size) {
  while (size > 0) {
    const ssize_t put = write(1, data, size);
    if (put < 0 && errno == EINTR) continue;
    if (put <= 0) {
      std::fprintf(stderr, "%s: cannot write to stdout: %s\n", static_cast<const char*>(program_name), std::strerror(errno));
      std::exit(1);
    }
    data += put;
    size -= size_t(put);
  }
}

}  // namespace duck

// ---- judge/duckjudge.cpp ----
// duckjudge: the reference solution of Duck Chess. Reads commands on stdin, answers on stdout.
#include <cstdio>
#include <string>
#include <vector>


namespace {

const char USAGE[] =
    "Usage: duckjudge < INPUT > OUTPUT\n"
    "\n"
    "The reference judge of Duck Chess (THUPC 2019, Luogu P5380). Reads Q and Q commands\n"
    "\"xs ys xt yt\" on standard input and prints one answer line per command.\n"
    "\n"
    "Options:\n"
    "  --help     show this text and exit\n"
    "  --version  show the version and exit\n"
    "\n"
    "Exit status: 0 answered; 1 usage or I/O error; 2 malformed input (nothing is printed\n"
    "on stdout, one line 'duckjudge: stdin:LINE:COL: expected ..., found ...' on stderr).\n"
    "The input contract is docs/CONTRACT.md.\n";

#ifndef DUCK_VERSION
#define DUCK_VERSION "(single-file build)"  // the build defines it from CMake's project version
#endif

// The name read_commands and write_stdout give in their error messages.
char PROGRAM_NAME[] = "duckjudge";

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1) {
    const std::string arg = argv[1];
    if (argc == 2 && arg == "--help") return std::fputs(USAGE, stdout), 0;
    if (argc == 2 && arg == "--version") return std::puts("duckjudge " DUCK_VERSION), 0;
    std::fprintf(stderr, "duckjudge: unknown argument '%s'\n%s", argv[1], USAGE);
    return 1;
  }
  std::vector<duck::Move> moves;
  if (const int status = duck::read_commands(PROGRAM_NAME, moves)) return status;
  duck::answer_commands(moves, duck::write_stdout, PROGRAM_NAME);
  return 0;
}
