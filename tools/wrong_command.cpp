// `duck wrong`: the named mutations of the judge (mutation/named_mutations.txt), the wrong judges.
#include "tools/commands.h"

#include <iostream>
#include <memory>
#include <stdexcept>

#include "mutation/named.h"
#include "package/amalgamate.h"
#include "package/package.h"
#include "support/files.h"
#include "tools/json_output.h"
#include "tools/option_checks.h"

namespace duck {

namespace {

// Returns the table as JSON (schema duck-wrong/1, docs/json/wrong.md).
nlohmann::ordered_json table_json(const std::vector<NamedMutation>& table) {
  nlohmann::ordered_json j = json_report("wrong", 1);
  j["mutations"] = nlohmann::ordered_json::array();
  for (const NamedMutation& m : table) {
    nlohmann::ordered_json edits = nlohmann::ordered_json::array();
    for (const Mutation& e : m.edits) edits.push_back({{"file", e.file}, {"line", e.line}, {"replace", e.original}, {"with", e.replacement}});
    j["mutations"].push_back({{"name", m.name}, {"bug", m.bug}, {"submission", m.submission}, {"edits", edits}});
  }
  return j;
}

// Writes the table, an entry a paragraph: name, where, the submission it makes, the bug.
void print_table(const std::vector<NamedMutation>& table, std::ostream& out) {
  for (const NamedMutation& m : table) {
    out << m.name << "  (";
    for (const Mutation& e : m.edits) out << (&e == &m.edits.front() ? "" : ", ") << e.file << ":" << e.line;
    out << "; " << (m.submission.empty() ? "a fault run only" : "problem/submissions/wrong_answer/" + m.submission + ".cpp") << ")\n  "
        << m.bug << "\n";
  }
  out << table.size() << " named mutations in " << NAMED_MUTATIONS << "\n";
}

// Edits the files of root (a throwaway copy of the tree) with the named mutation; returns 0.
int apply_in_place(const std::string& root, const NamedMutation& m) {
  for (const std::string& f : files_of(m))
    if (!write_file(root + "/" + f, apply_named(read_project_file(root, f), f, m))) throw std::runtime_error("cannot write " + root + "/" + f);
  std::cout << "applied " << m.name << " to " << root << "\n";
  return 0;
}

}  // namespace

// Adds `duck wrong [NAME] [--apply] [--json FILE] [--root DIR]`.
void add_wrong(CLI::App& app, int& status) {
  auto* cmd = app.add_subcommand("wrong", "The named wrong judges: list them, print one as a single-file program, or apply one to a copy of the tree");
  cmd->footer(
      "Each named mutation of mutation/named_mutations.txt is a bug a plausible solution makes, written as\n"
      "the exact texts of judge/ that it replaces. Without NAME: the table. With NAME: the complete\n"
      "single-file program of that wrong judge on standard output (what `duck package --sync` writes as\n"
      "a wrong-answer submission). With NAME --apply --root DIR: edits DIR's judge/ files in place, for\n"
      "a throwaway copy of the tree (scripts/faults); --root is then required.\n"
      "Exit status 0; 1 when the table is malformed or a text no longer occurs exactly once; 2 bad usage.\n");
  auto name = std::make_shared<std::string>();
  auto apply = std::make_shared<bool>(false);
  auto json = std::make_shared<std::string>();
  auto root = std::make_shared<std::string>();
  cmd->add_option("NAME", *name, "a named mutation (see the list)");
  cmd->add_flag("--apply", *apply, "with NAME: edit the files of --root DIR in place instead of printing the program");
  cmd->add_option("--json", *json, "without NAME: write the table as JSON to this file (\"-\": standard output)");
  add_root_option(cmd, *root);
  cmd->callback([&status, name, apply, json, root] {
    if (*apply && (name->empty() || root->empty())) throw CLI::ValidationError("duck wrong", "--apply needs NAME and --root DIR (a copy of the tree)");
    if (!json->empty() && !name->empty()) throw CLI::ValidationError("duck wrong", "--json lists the table: give no NAME");
    const std::string dir = resolve_root(*root, "wrong");
    if (dir.empty()) return void(status = 2);
    try {
      if (name->empty()) {
        const std::vector<NamedMutation> table = read_named_mutations(dir);
        if (*json != "-") print_table(table, std::cout);
        status = json->empty() || write_json_report(*json, table_json(table), "wrong") ? 0 : 1;
      } else {
        const NamedMutation m = find_named_mutation(dir, *name);
        status = *apply ? apply_in_place(dir, m) : (std::cout << wrong_answer_program(dir, m), std::cout ? 0 : 1);
      }
    } catch (const std::runtime_error& e) {
      std::cerr << "duck wrong: " << e.what() << "\n";
      status = 1;
    }
  });
}

}  // namespace duck
