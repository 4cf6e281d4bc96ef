// Internal: allocation-free names of sides and kinds.
#ifndef DUCK_ORACLE_NAMES_H
#define DUCK_ORACLE_NAMES_H

#include "oracle/oracle.h"

namespace oracle {
namespace detail {

// Returns the lowercase English name of `kind` as a static string.
const char* kind_text(Kind kind);

// Returns "red" or "blue" as a static string.
const char* side_text(Side side);

}  // namespace detail
}  // namespace oracle

#endif  // DUCK_ORACLE_NAMES_H
