#include "mutation/named.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "support/files.h"

namespace duck {

namespace {

// Throws the error of the table's line `line`.
[[noreturn]] void fail(int line, const std::string& what) {
  throw std::runtime_error(std::string(NAMED_MUTATIONS) + ":" + std::to_string(line) + ": " + what);
}

// Returns the edit replacing `original` by `replacement` in root/file, located there; fails at `line`
// unless the text occurs exactly once.
Mutation locate(const std::string& root, const std::string& file, const std::string& original, const std::string& replacement,
                int line) {
  if (file.compare(0, 6, "judge/") != 0 || file.find("..") != std::string::npos) fail(line, "the file must be under judge/: " + file);
  const std::string text = file_text(root + "/" + file);
  if (text.empty()) fail(line, "cannot read " + file);
  const size_t at = text.find(original);
  if (original.empty() || at == std::string::npos || text.find(original, at + 1) != std::string::npos)
    fail(line, "the text does not occur exactly once in " + file + ": " + original);
  Mutation m;
  m.file = file, m.op = "NAMED", m.offset = at, m.length = original.size();
  m.line = 1 + int(std::count(text.begin(), text.begin() + long(at), '\n'));
  m.original = original, m.replacement = replacement;
  return m;
}

// Returns the value of a "key: value" line (value may be empty), or fails when the line is not one.
std::string value_of(const std::string& text, const std::string& key, int line) {
  if (text.compare(0, key.size() + 1, key + ":") != 0) fail(line, "expected '" + key + ": ...'");
  return text.size() > key.size() + 1 ? text.substr(key.size() + 2) : "";
}

// Checks an entry once it is complete: a bug, some edits, none overlapping another of the same file.
void check_entry(const NamedMutation& m, int line) {
  if (m.name.empty() || m.name.find_first_of(" \t/") != std::string::npos) fail(line, "a name without spaces or slashes: [" + m.name + "]");
  if (m.bug.empty()) fail(line, m.name + ": no 'bug:' line");
  if (m.edits.empty()) fail(line, m.name + ": no 'replace:' and 'with:' lines");
  for (const Mutation& a : m.edits)
    for (const Mutation& b : m.edits)
      if (&a != &b && a.file == b.file && a.offset <= b.offset && b.offset < a.offset + a.length)
        fail(line, m.name + ": two of its texts overlap in " + a.file);
}

}  // namespace

std::vector<NamedMutation> read_named_mutations(const std::string& root) {
  std::istringstream in(file_text(root + "/" + NAMED_MUTATIONS));
  std::vector<NamedMutation> table;
  std::string file, original, text;
  int line = 0, entry_line = 0, replace_line = 0;
  bool pending = false;  // a `replace:` waits for its `with:`
  while (std::getline(in, text)) {
    ++line;
    if (text.empty() || text[0] == '#') continue;
    if (text.front() == '[' && text.back() == ']') {
      if (!table.empty()) check_entry(table.back(), entry_line);
      table.emplace_back(), table.back().name = text.substr(1, text.size() - 2), file.clear(), entry_line = line;
      continue;
    }
    if (table.empty()) fail(line, "expected '[name]' first");
    NamedMutation& m = table.back();
    if (pending) m.edits.push_back(locate(root, file, original, value_of(text, "with", line), replace_line)), pending = false;
    else if (text.compare(0, 4, "bug:") == 0) m.bug += (m.bug.empty() ? "" : " ") + value_of(text, "bug", line);
    else if (text.compare(0, 11, "submission:") == 0) m.submission = value_of(text, "submission", line);
    else if (text.compare(0, 5, "file:") == 0) file = value_of(text, "file", line);
    else if (file.empty()) fail(line, "expected 'file: judge/...' before the texts");
    else original = value_of(text, "replace", line), pending = true, replace_line = line;
  }
  if (pending) fail(replace_line, "expected 'with: ...' after it");
  if (table.empty()) fail(line, "no named mutation");
  check_entry(table.back(), entry_line);
  return table;
}

NamedMutation find_named_mutation(const std::string& root, const std::string& name) {
  for (NamedMutation& m : read_named_mutations(root))
    if (m.name == name) return m;
  throw std::runtime_error("no named mutation '" + name + "' in " + NAMED_MUTATIONS);
}

std::string apply_named(const std::string& source, const std::string& file, const NamedMutation& m) {
  std::vector<Mutation> edits;
  for (const Mutation& e : m.edits)
    if (e.file == file) edits.push_back(e);
  // From the last offset back, so that the earlier offsets still hold.
  std::sort(edits.begin(), edits.end(), [](const Mutation& a, const Mutation& b) { return a.offset > b.offset; });
  std::string text = source;
  for (const Mutation& e : edits) text = apply_mutation(text, e);
  return text;
}

std::vector<std::string> files_of(const NamedMutation& m) {
  std::vector<std::string> files;
  for (const Mutation& e : m.edits)
    if (std::find(files.begin(), files.end(), e.file) == files.end()) files.push_back(e.file);
  return files;
}

}  // namespace duck
