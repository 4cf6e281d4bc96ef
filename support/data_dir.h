// Where duck finds its data (the problem package, the judge's sources the mutation engine and the
// package amalgamate): nothing is baked in at compile time.
#pragma once

#include <string>

namespace duck {

// Returns the data directory, the first of: $DUCK_DATA_DIR; PREFIX/share/duckchess beside an installed
// program (its executable in PREFIX/bin); the source tree named by the file `duck-source-dir` that the
// build writes beside the programs of a build tree. Returns "" when none holds the judge's sources.
std::string data_dir();

// Returns true when dir looks like a data directory: it holds judge/position.cpp and problem/.
bool is_data_dir(const std::string& dir);

}  // namespace duck
