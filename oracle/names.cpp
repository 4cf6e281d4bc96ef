// English names of sides and kinds, as printed in answer lines.
#include "oracle/names.h"

namespace oracle {
namespace detail {

// Returns the lowercase English name of `kind` as a static string.
const char* kind_text(Kind kind) {
  switch (kind) {
    case Kind::Captain: return "captain";
    case Kind::Guard: return "guard";
    case Kind::Elephant: return "elephant";
    case Kind::Horse: return "horse";
    case Kind::Car: return "car";
    case Kind::Duck: return "duck";
    case Kind::Soldier: return "soldier";
  }
  return "?";
}

// Returns "red" or "blue" as a static string.
const char* side_text(Side side) { return side == Side::Red ? "red" : "blue"; }

}  // namespace detail

}  // namespace oracle
