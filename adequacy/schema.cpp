#include "adequacy/schema.h"

#include <algorithm>
#include <regex>
#include <set>
#include <sstream>
#include <stdexcept>

#include <csignal>
#include <sys/wait.h>

#include "package/amalgamate.h"

namespace duck {

namespace {

// Returns the 1-based line of byte `offset` of text.
int line_of(const std::string& text, size_t offset) {
  return 1 + int(std::count(text.begin(), text.begin() + long(std::min(offset, text.size())), '\n'));
}

// Returns the body [open, close] with one case per mutation in `inside` (indices into mutations,
// each within the body) and the original body as the default.
std::string switched_body(const std::string& source, const std::string& file, size_t open, size_t close, int number,
                          const std::vector<Mutation>& mutations, const std::vector<int>& ids, const std::vector<size_t>& inside) {
  const std::string inner = source.substr(open + 1, close - open - 1);
  std::string out = "{\nduck_schema_ran[" + std::to_string(number) + "] = 1;\nswitch (duck_schema_mutant) {\n";
  for (const size_t k : inside) {
    Mutation m = mutations[k];
    m.offset -= open + 1;
    out += "#line 1 \"duck-mutant-" + std::to_string(ids[k]) + "\"\ncase " + std::to_string(ids[k]) + ": {" +
           apply_mutation(inner, m) + "\n} break;\n";
  }
  out += "#line " + std::to_string(line_of(source, open)) + " \"" + file + "\"\ndefault: {" + inner + "\n} break;\n}\n}\n";
  return out + "#line " + std::to_string(line_of(source, close)) + " \"" + file + "\"\n";
}

}  // namespace

SchemaFile schema_file(const std::string& source, const std::vector<Mutation>& mutations, const std::vector<int>& ids,
                       const std::vector<bool>& leave_out) {
  SchemaFile schema;
  schema.body.assign(mutations.size(), -1);
  const std::vector<std::pair<size_t, size_t>> bodies = function_bodies(source);
  std::vector<std::vector<size_t>> inside(bodies.size());
  for (size_t k = 0; k < mutations.size(); ++k) {
    if (leave_out[k]) continue;
    const Mutation& m = mutations[k];
    const auto body = std::find_if(bodies.begin(), bodies.end(), [&](const std::pair<size_t, size_t>& b) {
      return b.first < m.offset && m.offset + m.length <= b.second;
    });
    if (body == bodies.end()) {
      schema.outside.push_back(k);
      continue;
    }
    inside[size_t(body - bodies.begin())].push_back(k);
    schema.switched.push_back(k);
  }
  size_t copied = 0;
  int number = 0;
  for (size_t b = 0; b < bodies.size(); ++b) {
    if (inside[b].empty()) continue;
    if (number == MAX_SCHEMA_BODIES) throw std::runtime_error("more than " + std::to_string(MAX_SCHEMA_BODIES) + " mutated function bodies in one file");
    for (const size_t k : inside[b]) schema.body[k] = number;
    schema.text += source.substr(copied, bodies[b].first - copied);
    schema.text += switched_body(source, mutations[inside[b][0]].file, bodies[b].first, bodies[b].second, number++, mutations, ids, inside[b]);
    copied = bodies[b].second + 1;
  }
  schema.text = without_constexpr(schema.text + source.substr(copied));
  return schema;
}

std::vector<int> mutants_in_errors(const std::string& compiler_output) {
  static const std::regex ERROR("duck-mutant-([0-9]+):[0-9]+(:[0-9]+)?: error");
  std::set<int> ids;
  for (std::sregex_iterator i(compiler_output.begin(), compiler_output.end(), ERROR), end; i != end; ++i)
    ids.insert(std::stoi((*i)[1].str()));
  return std::vector<int>(ids.begin(), ids.end());
}

bool error_outside_mutants(const std::string& compiler_output) {
  static const std::regex ERROR("([^ :]+):[0-9]+(:[0-9]+)?: (fatal )?error.*");
  std::istringstream in(compiler_output);
  std::smatch match;
  for (std::string line; std::getline(in, line);)
    if (std::regex_match(line, match, ERROR) && match[1].str().compare(0, 12, "duck-mutant-") != 0) return true;
  return false;
}

namespace {

// Returns the source of the probe's fork server (PROBE_EACH_VARIABLE): duck_schema_fork(ids) returns
// a child's id in that child, and in the parent writes "duck-probe ID STATUS BYTES\n" and the child's
// output for each id, then ends the program.
std::string fork_server() {
  return std::string(
             "#include <cstdio>\n#include <unistd.h>\n#include <sys/time.h>\n#include <sys/wait.h>\n"
             "static int duck_schema_fork(const char* ids) {\n"
             "  static char kept[16384];\n"
             "  for (const char* p = ids; *p;) {\n"
             "    char* end = nullptr;\n"
             "    const int id = int(std::strtol(p, &end, 10));\n"
             "    p = *end ? end + 1 : end;\n"
             "    int pipe_fds[2];\n"
             "    if (pipe(pipe_fds) != 0) std::_Exit(71);\n"
             "    std::fflush(stdout);\n"
             "    const pid_t child = fork();\n"
             "    if (child < 0) std::_Exit(71);\n"
             "    if (child == 0) {\n"
             "      dup2(pipe_fds[1], 1), dup2(pipe_fds[1], 2), close(pipe_fds[0]), close(pipe_fds[1]);\n"
             "      const itimerval cpu = {{0, 0}, {0, ") + std::to_string(PROBE_CHILD_CPU_MS * 1000) + "}};\n"
         "      setitimer(ITIMER_PROF, &cpu, nullptr);\n"
         "      alarm(1);\n"
         "      return id;\n"
         "    }\n"
         "    close(pipe_fds[1]);\n"
         "    size_t n = 0;\n"
         "    for (char drain[4096];;) {\n"
         "      const bool room = n < sizeof kept;\n"
         "      const ssize_t got = room ? read(pipe_fds[0], kept + n, sizeof kept - n) : read(pipe_fds[0], drain, sizeof drain);\n"
         "      if (got <= 0) break;\n"
         "      if (room) n += size_t(got);\n"
         "    }\n"
         "    close(pipe_fds[0]);\n"
         "    int status = 0;\n"
         "    while (waitpid(child, &status, 0) < 0) {}\n"
         "    std::printf(\"duck-probe %d %d %zu\\n\", id, status, n);\n"
         "    std::fwrite(kept, 1, n, stdout);\n"
         "  }\n"
         "  std::fflush(stdout);\n"
         "  std::_Exit(0);\n"
         "}\n";
}

}  // namespace

std::string schema_banner(const std::string& file) {
  return "// Mutant schemata of the Duck Chess reference judge, built by `duck mutants`: every mutant of\n// " + file +
         " in one program; the environment variable " + MUTANT_VARIABLE +
         " picks one (0 or unset: the original).\n" + RELEASE_BUILD_LINES + "#include <cstdlib>\n" +
         fork_server() +
         "// The mutant to run, read before any other constant is initialised (each child's, under the fork server).\n"
         "static const int duck_schema_mutant = std::getenv(\"" +
         PROBE_VARIABLE + "\") && std::getenv(\"" + PROBE_EACH_VARIABLE + "\") ? duck_schema_fork(std::getenv(\"" +
         PROBE_EACH_VARIABLE + "\")) : std::getenv(\"" + MUTANT_VARIABLE + "\") ? std::atoi(std::getenv(\"" + MUTANT_VARIABLE +
         "\")) : 0;\n" + "// Which switched function bodies have run.\nstatic unsigned char duck_schema_ran[" + std::to_string(MAX_SCHEMA_BODIES) +
         "];\n";
}

std::string schema_footer() {
  return std::string("\n#include <cstdio>\n// The probe: with ") + PROBE_VARIABLE +
         " set, the program ends here, every constant (the tables) initialised, once it has written\n"
         "// the numbers of the function bodies that ran.\n"
         "static bool duck_schema_probe() {\n"
         "  if (std::getenv(\"" + PROBE_VARIABLE + "\") == nullptr) return false;\n"
         "  for (int i = 0; i < " + std::to_string(MAX_SCHEMA_BODIES) + "; ++i)\n"
         "    if (duck_schema_ran[i]) std::printf(\"%d \", i);\n"
         "  std::printf(\"\\n\");\n"
         "  std::fflush(stdout);\n"
         "  std::_Exit(0);\n"
         "}\n"
         "static const bool duck_schema_probed = duck_schema_probe();\n";
}

std::vector<int> bodies_run(const std::string& probe_output) {
  std::istringstream in(probe_output);
  std::vector<int> out;
  for (int b; in >> b;) out.push_back(b);
  return out;
}

std::vector<std::pair<int, RunResult>> probe_outcomes(const std::string& server_output) {
  std::vector<std::pair<int, RunResult>> outcomes;
  for (size_t at = 0; at < server_output.size();) {
    const size_t eol = server_output.find('\n', at);
    if (eol == std::string::npos) break;
    std::istringstream header(server_output.substr(at, eol - at));
    std::string tag;
    int id = 0, status = 0;
    size_t bytes = 0;
    if (!(header >> tag >> id >> status >> bytes) || tag != "duck-probe" || eol + 1 + bytes > server_output.size()) break;
    RunResult r;
    r.err = server_output.substr(eol + 1, bytes);
    if (WIFEXITED(status)) r.ending = Ending::EXITED, r.exit_code = WEXITSTATUS(status);
    else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGPROF) r.ending = Ending::CPU_LIMIT;
    else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGALRM) r.ending = Ending::WALL_LIMIT;
    else r.ending = Ending::SIGNALED, r.signal = WTERMSIG(status);
    outcomes.emplace_back(id, r);
    at = eol + 1 + bytes;
  }
  return outcomes;
}

}  // namespace duck
