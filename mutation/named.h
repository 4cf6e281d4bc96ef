// The named mutations of the judge: each a bug that a plausible solution makes, written as the exact
// texts of judge/ that it replaces (mutation/named_mutations.txt). One table makes every wrong judge
// of the project: the package's wrong-answer submissions (`duck package --sync`) and the fault runs
// of scripts/faults (`duck wrong NAME --apply DIR`).
#pragma once

#include <string>
#include <vector>

#include "mutation/mutate.h"

namespace duck {

// The table of named mutations, relative to the project's root.
constexpr const char* NAMED_MUTATIONS = "mutation/named_mutations.txt";

// One named mutation: its edits of the judge's files, each text occurring exactly once in its file.
struct NamedMutation {
  std::string name;              // e.g. "horse-leg-diagonal"
  std::string bug;               // what goes wrong, in a sentence or two
  std::string submission;        // the wrong-answer submission it makes ("" for none: a bug valid inputs never show)
  std::vector<Mutation> edits;   // op "NAMED"; offset, length and line found in the file
};

// Returns the table read from root, each edit located in its file. Throws std::runtime_error naming
// the table's line: a malformed entry, a file outside judge/, or a text that does not occur exactly
// once in its file.
std::vector<NamedMutation> read_named_mutations(const std::string& root);

// Returns the named mutation called name from the table, or throws std::runtime_error.
NamedMutation find_named_mutation(const std::string& root, const std::string& name);

// Returns the text of `file` with every edit of m made to that file (file's own text: `source`).
std::string apply_named(const std::string& source, const std::string& file, const NamedMutation& m);

// Returns the files that m edits, in table order, each once.
std::vector<std::string> files_of(const NamedMutation& m);

}  // namespace duck
