// Building the mutants: one schema program per file (schema.h), or one program per mutant.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <atomic>
#include <map>
#include <ostream>
#include <set>
#include <thread>

#include <boost/process/search_path.hpp>

#include "adequacy/engine.h"
#include "adequacy/schema.h"
#include "adequacy/batch_protocol.h"
#include "grader/grade.h"
#include "grader/sanitize.h"
#include "grader/solver.h"
#include "grader/verdict.h"
#include "package/amalgamate.h"
#include "package/build_cache.h"
#include "support/terminal.h"

namespace duck {

Limits mutant_test_limits() {
  Limits limits;
  limits.cpu_s = double(BATCH_GAME_CPU_MS) / 1000;
  limits.wall_s = 4 * limits.cpu_s;
  return limits;
}

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
                             "\n" + RELEASE_BUILD_LINES;
  return amalgamate(o.root, include_order(o.root, cpp), {{m.file, apply_mutation(read_project_file(o.root, m.file), m)}}, banner);
}

RunSpec mutant_run_spec(const Mutant& mutant, const std::vector<std::string>& program, std::string_view input, const Limits& limits,
                        MutantRun how) {
  RunSpec spec;
  spec.argv = program;
  spec.input = input;
  spec.limits = limits;
  if (mutant.switched) spec.env.emplace_back(MUTANT_VARIABLE, std::to_string(mutant.id));
  if (mutant.switched && how == MutantRun::BATCH) spec.env.emplace_back(BATCH_VARIABLE, "1");
  if (how == MutantRun::PROBE) {
    spec.env.emplace_back(PROBE_VARIABLE, "1");
    // The sanitizers' options, without symbolising the stack (slow; the first line names the place).
    for (auto e : sanitizer_env()) spec.env.emplace_back(e.first, e.second + ":symbolize=0:print_stacktrace=0");
  }
  return spec;
}

RunResult run_mutant(const Mutant& mutant, const std::vector<std::string>& program, std::string_view input, const Limits& limits,
                     MutantRun how) {
  return run_process(mutant_run_spec(mutant, program, input, limits, how));
}

std::vector<std::vector<std::string>> prepared_programs(const std::vector<Mutant>& mutants, std::string Mutant::*which) {
  std::map<std::string, std::vector<std::string>> prepared;
  std::vector<std::vector<std::string>> commands;
  for (const Mutant& m : mutants) {
    const std::string& program = m.*which;
    if (!program.empty() && !prepared.count(program)) prepared[program] = prepare_solver(program, {}).command;
    commands.push_back(program.empty() ? std::vector<std::string>{} : prepared[program]);
  }
  return commands;
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

// Returns the compiler of the probe builds: clang++ builds the sanitized -O0 program in about half
// the time g++ takes; g++ when clang++ is not installed.
const std::string& probe_compiler() {
  static const std::string compiler = boost::process::search_path("clang++").empty() ? "g++" : "clang++";
  return compiler;
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

// Returns the schema program of one file, with both mains: duckjudge's, and the batch one
// (mutant_batch_main.cpp) that BATCH_VARIABLE picks.
std::string schema_program(const MutantsOptions& o, const std::string& file, const std::string& text) {
  std::vector<std::string> cpp = judge_program_files(o.root);
  const std::string judge_main = cpp.back();
  cpp.push_back("adequacy/mutant_batch_main.cpp");
  const std::string renamed = "#define main duck_judge_main\n" + read_project_file(o.root, judge_main) +
                              "\n#undef main\n#define DUCK_JUDGE_MAIN duck_judge_main\n";
  return amalgamate(o.root, include_order(o.root, cpp), {{file, text}, {judge_main, renamed}}, schema_banner(file)) + schema_footer();
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
    // The program, and its build with the sanitizers for the probe, side by side.
    const std::string program = schema_program(o, file, schema.text);
    std::vector<Build> b(2);
    std::thread probe_build([&] { b[1] = build_cached(o.work, program, PROBE_FLAGS, probe_compiler()); });
    if (o.jobs < 2) probe_build.join();
    b[0] = build_cached(o.work, program, MUTANT_FLAGS);
    if (probe_build.joinable()) probe_build.join();
    // Only g++ blames mutants: when clang++ refuses what g++ takes, the probe is built with g++ too.
    bool probe_by_gxx = probe_compiler() == "g++";
    if (!b[0].binary.empty() && b[1].binary.empty() && !probe_by_gxx) b[1] = build_cached(o.work, program, PROBE_FLAGS), probe_by_gxx = true;
    const std::string errors = b[0].error + (probe_by_gxx ? b[1].error : "");
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
      m.binary = b[0].binary, m.probe = b[1].binary, m.switched = true, m.schema_body = schema.body[k];
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

// Returns the numbers of the function bodies that the original runs before main, from the probe of
// `program` (a schema program, as prepared by the grader); ok tells whether that probe ran clean.
std::set<int> bodies_run_at_start(const Mutant& any, const std::vector<std::string>& program, const Limits& limits, bool& ok) {
  Mutant original = any;
  original.id = 0;
  const RunResult run = run_mutant(original, program, "", limits, MutantRun::PROBE);
  ok = run.ending == Ending::EXITED && run.exit_code == 0;
  const std::vector<int> bodies = bodies_run(run.out);
  return std::set<int>(bodies.begin(), bodies.end());
}

// Returns, by id, how the mutants at `share` (all of one schema program, prepared as `program`)
// start up, each a child of one probe's fork server; those it does not report are left out.
std::map<int, RunResult> probe_on_fork_server(const std::vector<Mutant>& mutants, const std::vector<size_t>& share,
                                              const std::vector<std::string>& program) {
  Mutant server = mutants[share[0]];
  server.id = 0;
  Limits limits;
  limits.cpu_s = 1 + 1.5 * double(PROBE_CHILD_CPU_MS) / 1000 * double(share.size());
  limits.wall_s = 4 * limits.cpu_s;
  RunSpec spec = mutant_run_spec(server, program, "", limits, MutantRun::PROBE);
  std::string ids;
  for (const size_t i : share) ids += (ids.empty() ? "" : ",") + std::to_string(mutants[i].id);
  spec.env.emplace_back(PROBE_EACH_VARIABLE, ids);
  const std::vector<std::pair<int, RunResult>> outcomes = probe_outcomes(run_process(spec).out);
  return std::map<int, RunResult>(outcomes.begin(), outcomes.end());
}

// The mutants of one schema program that one fork server probes, and whether under the sanitizers.
struct ProbeShare {
  std::vector<size_t> mutants;
  bool sanitized = false;
};

// Returns the probe shares of the schema mutants: for each schema program, the mutants of the function
// bodies that its original runs before main (all when its probe fails on the original), split in
// `jobs` shares. When the original fails its sanitized probe (ASan needs a memory group rather than
// RLIMIT_AS), the optimised program probes instead. Adds to `bodies` the bodies run before main.
std::vector<ProbeShare> probe_shares(const std::vector<Mutant>& mutants, const std::vector<std::vector<std::string>>& programs,
                                     const std::vector<std::vector<std::string>>& probes, int jobs, size_t& bodies, std::ostream& log) {
  std::map<std::string, std::vector<size_t>> by_schema;
  for (size_t i = 0; i < mutants.size(); ++i)
    if (mutants[i].switched) by_schema[mutants[i].binary].push_back(i);
  const Limits limits = mutant_test_limits();  // the original starts in a few milliseconds under the sanitizers
  std::vector<ProbeShare> shares;
  for (const auto& schema : by_schema) {
    const size_t first = schema.second.front();
    bool ok = false, sanitized = false;
    const std::set<int> at_start = bodies_run_at_start(mutants[first], programs[first], limits, ok);
    bodies_run_at_start(mutants[first], probes[first], limits, sanitized);
    if (!ok) log << "  the schema program's probe fails on the original: probing every mutant\n";
    if (!sanitized) log << "  the sanitized probe cannot run here; probing without the sanitizers\n";
    bodies += at_start.size();
    std::vector<size_t> todo;
    for (const size_t i : schema.second)
      if (!ok || at_start.count(mutants[i].schema_body)) todo.push_back(i);
    for (size_t part = 0, parts = std::min(todo.size(), size_t(std::max(jobs, 1))); part < parts; ++part) {
      shares.push_back(ProbeShare{{}, sanitized});
      for (size_t k = part; k < todo.size(); k += parts) shares.back().mutants.push_back(todo[k]);
    }
  }
  return shares;
}

// Marks stillborn each schema mutant whose program fails before main: while initialising the constants
// that its own build's compiler evaluates, and refuses when that evaluation fails (a loop that does not
// end, undefined behaviour: the probe build runs under the sanitizers). Only the mutants of
// probe_shares are probed, each share by one fork server (the others start as the original does);
// any mutant a server leaves unreported is probed on its own.
void probe_schema_mutants(std::vector<Mutant>& mutants, int jobs, std::ostream& log) {
  const auto programs = prepared_programs(mutants, &Mutant::binary), probes = prepared_programs(mutants, &Mutant::probe);
  size_t bodies = 0;
  const std::vector<ProbeShare> shares = probe_shares(mutants, programs, probes, jobs, bodies, log);
  const Limits limits = mutant_test_limits();
  size_t probed = 0;
  for (const ProbeShare& share : shares) probed += share.mutants.size();
  parallel_for(shares.size(), jobs, [&](size_t s) {
    const ProbeShare& share = shares[s];
    const auto& program = [&](size_t i) -> const std::vector<std::string>& { return share.sanitized ? probes[i] : programs[i]; };
    const std::map<int, RunResult> served = probe_on_fork_server(mutants, share.mutants, program(share.mutants[0]));
    for (const size_t i : share.mutants) {
      Mutant& m = mutants[i];
      const auto found = served.find(m.id);
      const RunResult r = found != served.end() ? found->second : run_mutant(m, program(i), "", limits, MutantRun::PROBE);
      if (r.ending == Ending::EXITED && r.exit_code == 0) continue;
      const std::string report = sanitizer_report(r);
      m.compile_error = "its constants cannot be initialised, as its own build's compiler would refuse them: " +
                        (report.empty() ? describe_ending(r) : report);
      m.binary.clear(), m.probe.clear(), m.switched = false;
    }
  });
  log << "  probed the start-up of " << probed << " mutants (those of the " << bodies << " function bodies run before main)\n" << std::flush;
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
  if (o.schemata) probe_schema_mutants(mutants, o.jobs, log);
  return mutants;
}

}  // namespace duck
