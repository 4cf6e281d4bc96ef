// problem.yaml of a Kattis problem package, read with yaml-cpp and checked against the keys of its
// format: `legacy` (the format problemtools' verifyproblem checks) or `2023-07-draft` (the format
// with problem_format_version, statement/ and output_validator/).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace duck {

enum class PackageFormat { LEGACY, V2023_07 };

// Returns the format's name as problem_format_version spells it ("legacy", "2023-07-draft").
const char* format_name(PackageFormat f);

// Returns the format called name ("legacy", "2023-07" or "2023-07-draft"), or nothing.
std::optional<PackageFormat> parse_format(const std::string& name);

// What verification needs of problem.yaml, and every way it breaks its format.
struct ProblemYaml {
  PackageFormat format = PackageFormat::LEGACY;
  std::string name;                   // the problem's name ("" when not given as a string)
  std::optional<double> time_limit;   // limits.time_limit (a 2023-07 key)
  std::vector<std::string> errors;    // one line each: an unknown key, a missing or bad value
};

// Parses text and checks it: keys known to its format (nested maps too), required keys, license
// and rights_owner, type, validation. Never throws: a YAML syntax error is one of the errors.
ProblemYaml read_problem_yaml(const std::string& text);

}  // namespace duck
