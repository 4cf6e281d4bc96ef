// Building the mutants: one schema program per file (schema.h), or one program per mutant.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <map>
#include <ostream>
#include <set>

#include "adequacy/engine.h"
#include "adequacy/schema.h"
#include "grader/grade.h"
#include "grader/solver.h"
#include "grader/verdict.h"
#include "package/amalgamate.h"
#include "package/build_cache.h"
#include "support/terminal.h"

namespace duck {

void progress_counter(size_t done, size_t total) {
  static const bool terminal = escapes_allowed(2);
  if (!terminal) return;
  std::fprintf(stderr, "\r  %zu/%zu", done, total);
  if (done == total) std::fputs("\n", stderr);
}

std::string first_lines(const std::string& text, int n) {
  size_t end = 0;
  for (int i = 0; i < n && end != std::string::npos; ++i) end = text.find('\n', end + (i > 0));
  return text.substr(0, end);
}

std::string mutant_program(const MutantsOptions& o, const Mutation& m, bool batch) {
  std::vector<std::string> cpp = judge_program_files(o.root);
  if (batch) cpp.back() = "adequacy/mutant_batch_main.cpp";
  const std::string banner = "// A mutant of the Duck Chess reference judge, built by `duck mutants`:\n// " + describe(m) +
                             "\n#ifndef NDEBUG\n#define NDEBUG  // built as the release judge is: judge/'s asserts are for debug builds\n#endif\n";
  return amalgamate(o.root, include_order(o.root, cpp), {{m.file, apply_mutation(read_project_file(o.root, m.file), m)}}, banner);
}

RunResult run_mutant(const Mutant& mutant, const std::vector<std::string>& program, std::string_view input, const Limits& limits,
                     bool probe) {
  RunSpec spec;
  spec.argv = program;
  spec.input = input;
  spec.limits = limits;
  if (mutant.switched) spec.env.emplace_back(MUTANT_VARIABLE, std::to_string(mutant.id));
  if (probe) spec.env.emplace_back(PROBE_VARIABLE, "1");
  return run_process(spec);
}

namespace {

// Returns true when mutant `id` (of `count`) is among the ones the options pick.
bool picked(const MutantsOptions& o, int id, int count) {
  if (!o.only.empty() && std::find(o.only.begin(), o.only.end(), id) == o.only.end()) return false;
  if (o.sample <= 0 || o.sample >= count) return true;
  for (int k = 0; k < o.sample; ++k)  // ids 1 + floor(k * count / sample)
    if (1 + int(int64_t(k) * count / o.sample) == id) return true;
  return false;
}

// Returns the mutants of the option's files (all, or those the options pick), numbered from 1.
std::vector<Mutant> derive_mutants(const MutantsOptions& o) {
  std::vector<Mutation> all;
  for (const std::string& f : o.files)
    for (const Mutation& m : find_mutations(f, read_project_file(o.root, f), o.skip)) all.push_back(m);
  std::vector<Mutant> mutants;
  for (size_t i = 0; i < all.size(); ++i) {
    if (!picked(o, int(i) + 1, int(all.size()))) continue;
    Mutant x;
    x.id = int(i) + 1;
    x.mutation = all[i];
    mutants.push_back(std::move(x));
  }
  return mutants;
}

// Builds the mutants at `which` one program each.
void build_one_by_one(const MutantsOptions& o, std::vector<Mutant>& mutants, const std::vector<size_t>& which) {
  std::vector<std::string> sources;
  for (const size_t i : which) sources.push_back(mutant_program(o, mutants[i].mutation, false));
  const std::vector<Build> builds = build_all(o.work, sources, MUTANT_FLAGS, o.jobs, progress_counter);
  for (size_t k = 0; k < which.size(); ++k) {
    mutants[which[k]].binary = builds[k].binary;
    mutants[which[k]].compile_error = first_lines(builds[k].error, 3);
  }
}

// Returns the schema program of one file (the batch main instead of duckjudge's with batch).
std::string schema_program(const MutantsOptions& o, const std::string& file, const std::string& text, bool batch) {
  std::vector<std::string> cpp = judge_program_files(o.root);
  if (batch) cpp.back() = "adequacy/mutant_batch_main.cpp";
  return amalgamate(o.root, include_order(o.root, cpp), {{file, text}}, schema_banner(file)) + schema_footer();
}

// Returns the compiler's lines about mutant `id` (its first error), for its stillborn message.
std::string errors_of(const std::string& output, int id) {
  const std::string tag = "duck-mutant-" + std::to_string(id) + ":";
  for (size_t at = output.find(tag); at != std::string::npos; at = output.find(tag, at + 1)) {
    const size_t end = output.find('\n', at);
    const std::string line = output.substr(at, end == std::string::npos ? std::string::npos : end - at);
    if (line.find(": error") != std::string::npos) return line;
  }
  return "does not compile";
}

// Builds the mutants at `which` (all of `file`) into the file's schema programs: those the compiler
// blames are left out (stillborn) and the schema rebuilt; mutations outside any function body, or
// all of them when the schema itself does not compile, are built one by one.
void build_schema(const MutantsOptions& o, const std::string& file, std::vector<Mutant>& mutants, const std::vector<size_t>& which,
                  std::ostream& log) {
  std::vector<Mutation> mutations;
  std::vector<int> ids;
  for (const size_t i : which) mutations.push_back(mutants[i].mutation), ids.push_back(mutants[i].id);
  std::vector<bool> leave_out(which.size(), false);
  for (int attempt = 0; attempt < 8; ++attempt) {
    const SchemaFile schema = schema_file(read_project_file(o.root, file), mutations, ids, leave_out);
    const std::vector<Build> b = build_all(o.work, {schema_program(o, file, schema.text, false), schema_program(o, file, schema.text, true)},
                                           MUTANT_FLAGS, o.jobs, nullptr);
    const std::string errors = b[0].error + b[1].error;
    const std::vector<int> blamed = mutants_in_errors(errors);
    if (b[0].binary.empty() || b[1].binary.empty()) {
      if (error_outside_mutants(errors) || blamed.empty()) break;
      for (size_t k = 0; k < which.size(); ++k)
        if (std::find(blamed.begin(), blamed.end(), ids[k]) != blamed.end())
          leave_out[k] = true, mutants[which[k]].compile_error = errors_of(errors, ids[k]);
      continue;
    }
    for (const size_t k : schema.switched) {
      Mutant& m = mutants[which[k]];
      m.binary = b[0].binary, m.batch = b[1].binary, m.switched = true;
    }
    std::vector<size_t> outside;
    for (const size_t k : schema.outside) outside.push_back(which[k]);
    log << "  " << file << ": " << schema.switched.size() << " mutants in one schema program, "
        << std::count(leave_out.begin(), leave_out.end(), true) << " that do not compile left out, " << outside.size()
        << " outside function bodies built one by one\n" << std::flush;
    build_one_by_one(o, mutants, outside);
    return;
  }
  log << "  " << file << ": its schema does not compile; building its mutants one by one\n" << std::flush;
  build_one_by_one(o, mutants, which);
}

// Marks stillborn each schema mutant whose program fails before main (while initialising the
// constants that its own build's compiler would evaluate, and refuse when that evaluation fails).
void probe_schema_mutants(std::vector<Mutant>& mutants, int jobs) {
  std::map<std::string, std::vector<std::string>> prepared;
  for (const Mutant& m : mutants)
    if (m.switched && !prepared.count(m.binary)) prepared[m.binary] = prepare_solver(m.binary, {}).command;
  Limits limits;
  limits.cpu_s = 1;
  limits.wall_s = 3;
  parallel_for(mutants.size(), jobs, [&](size_t i) {
    Mutant& m = mutants[i];
    if (!m.switched) return;
    const RunResult run = run_mutant(m, prepared.at(m.binary), "", limits, true);
    if (run.ending == Ending::EXITED && run.exit_code == 0) return;
    m.compile_error = "its constants cannot be initialised (its own build's compiler would refuse them): " + describe_ending(run);
    m.binary.clear(), m.batch.clear(), m.switched = false;
  });
}

}  // namespace

std::vector<Mutant> build_mutants(const MutantsOptions& o, std::ostream& log) {
  std::vector<Mutant> mutants = derive_mutants(o);
  log << "building " << mutants.size() << " mutants (g++ " << MUTANT_FLAGS << (o.schemata ? ", schemata" : ", one program each")
      << ", cache " << o.work << ")\n" << std::flush;
  std::map<std::string, std::vector<size_t>> by_file;
  for (size_t i = 0; i < mutants.size(); ++i) by_file[mutants[i].mutation.file].push_back(i);
  for (const auto& f : by_file) {
    if (o.schemata) build_schema(o, f.first, mutants, f.second, log);
    else build_one_by_one(o, mutants, f.second);
  }
  if (o.schemata) probe_schema_mutants(mutants, o.jobs);
  return mutants;
}

}  // namespace duck
