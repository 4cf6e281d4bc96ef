// Whether a tool may send escape sequences (colours, redrawn progress lines) to a terminal.
#pragma once

namespace duck {

// Returns true when descriptor fd is a terminal that wants escape sequences: a TTY, NO_COLOR unset or
// empty (no-color.org), and TERM not "dumb". Every colour and every redrawn line of the tools asks this.
bool escapes_allowed(int fd);

}  // namespace duck
