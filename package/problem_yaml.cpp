#include "package/problem_yaml.h"

#include <yaml-cpp/yaml.h>

#include <map>
#include <set>

namespace duck {

namespace {

// The keys a format knows: each top-level key with, for a map, the keys it may hold ("" for any
// value). Read from the Kattis problem package format's legacy and 2023-07-draft specifications.
using KeyTree = std::map<std::string, std::set<std::string>>;

const KeyTree LEGACY_KEYS = {
    {"problem_format_version", {}}, {"type", {}}, {"name", {}}, {"uuid", {}}, {"author", {}}, {"source", {}},
    {"source_url", {}}, {"license", {}}, {"rights_owner", {}}, {"validation", {}}, {"validator_flags", {}}, {"keywords", {}},
    {"limits", {"time_multiplier", "time_safety_margin", "memory", "output", "code", "compilation_time", "compilation_memory",
                "validation_time", "validation_memory", "validation_output"}},
    {"grading", {"objective", "show_test_data_groups", "accept_score", "reject_score", "range", "on_reject"}}};

const KeyTree V2023_KEYS = {
    {"problem_format_version", {}}, {"type", {}}, {"name", {}}, {"uuid", {}}, {"version", {}}, {"credits", {}}, {"source", {}},
    {"license", {}}, {"rights_owner", {}}, {"embargo_until", {}}, {"keywords", {}}, {"languages", {}},
    {"allow_file_writing", {}}, {"constants", {}},
    {"limits", {"time_multipliers", "time_limit", "time_resolution", "memory", "output", "code", "compilation_time",
                "compilation_memory", "validation_time", "validation_memory", "validation_output", "validation_passes"}}};

// The maps whose keys are checked below the top level.
const std::set<std::string> CHECKED_MAPS = {"limits", "grading"};

const std::set<std::string> LICENSES = {"unknown", "public domain", "cc0", "cc by", "cc by-sa", "educational", "permission"};

// Returns the node's scalar, or "" when it is not a scalar.
std::string scalar(const YAML::Node& n) { return n && n.IsScalar() ? n.Scalar() : ""; }

// Adds an error for every key of root unknown to keys, nested maps included.
void check_keys(const YAML::Node& root, const KeyTree& keys, const std::string& format, std::vector<std::string>& errors) {
  for (const auto& kv : root) {
    const std::string key = scalar(kv.first);
    const auto known = keys.find(key);
    if (known == keys.end()) {
      errors.push_back("unknown key '" + key + "' in problem.yaml (not a " + format + " key)");
      continue;
    }
    if (!CHECKED_MAPS.count(key)) continue;
    if (!kv.second.IsMap()) {
      errors.push_back("'" + key + "' in problem.yaml must be a map");
      continue;
    }
    for (const auto& sub : kv.second)
      if (!known->second.count(scalar(sub.first)))
        errors.push_back("unknown key '" + key + "." + scalar(sub.first) + "' in problem.yaml (not a " + format + " key)");
  }
}

// Adds an error when license or rights_owner break the rules both formats share.
void check_license(const YAML::Node& root, std::vector<std::string>& errors) {
  const std::string license = root["license"] ? scalar(root["license"]) : "unknown";
  const bool owner = root["rights_owner"] && !scalar(root["rights_owner"]).empty();
  const bool credited = root["author"] || root["credits"] || root["source"];
  if (!LICENSES.count(license)) errors.push_back("license '" + license + "' is not one of the format's licenses");
  if (license == "unknown") errors.push_back("license is 'unknown': in practice the problem cannot be used (verifyproblem warns)");
  if (license == "public domain" && root["rights_owner"]) errors.push_back("a public domain problem has no rights_owner");
  if (license != "unknown" && license != "public domain" && !owner && !credited)
    errors.push_back("license '" + license + "' needs a rights_owner (or an author or source)");
}

// Adds the legacy format's own errors: type, validation, source_url.
void check_legacy(const YAML::Node& root, std::vector<std::string>& errors) {
  if (root["problem_format_version"] && scalar(root["problem_format_version"]) != "legacy")
    errors.push_back("problem_format_version must be 'legacy' in a legacy package");
  const std::string type = root["type"] ? scalar(root["type"]) : "pass-fail";
  if (type != "pass-fail" && type != "scoring") errors.push_back("type '" + type + "' is neither pass-fail nor scoring");
  const std::string validation = root["validation"] ? scalar(root["validation"]) : "default";
  const std::string first = validation.substr(0, validation.find(' '));
  if (first != "default" && first != "custom") errors.push_back("validation '" + validation + "' must start with default or custom");
  if (root["source_url"] && !root["source"]) errors.push_back("source_url without source");
}

// Adds the 2023-07 format's own errors: required keys, type values.
void check_2023(const YAML::Node& root, std::vector<std::string>& errors) {
  for (const char* key : {"problem_format_version", "name", "uuid"})
    if (!root[key]) errors.push_back(std::string("problem.yaml lacks '") + key + "', required in 2023-07-draft");
  static const std::set<std::string> types = {"pass-fail", "scoring", "multi-pass", "interactive", "submit-answer"};
  const YAML::Node type = root["type"];
  if (type && type.IsScalar() && !types.count(type.Scalar())) errors.push_back("type '" + type.Scalar() + "' is not a 2023-07 type");
  if (type && type.IsSequence())
    for (const auto& t : type)
      if (!types.count(scalar(t))) errors.push_back("type '" + scalar(t) + "' is not a 2023-07 type");
}

// Reads limits.time_limit into y (a positive number), or adds an error.
void read_time_limit(const YAML::Node& root, ProblemYaml& y) {
  const YAML::Node limits = root["limits"];
  if (!limits || !limits.IsMap() || !limits["time_limit"]) return;
  try {
    y.time_limit = limits["time_limit"].as<double>();
    if (!(*y.time_limit > 0)) y.errors.push_back("limits.time_limit must be a number of seconds above 0");
  } catch (const YAML::Exception&) {
    y.errors.push_back("limits.time_limit is not a number: '" + scalar(limits["time_limit"]) + "'");
  }
}

}  // namespace

const char* format_name(PackageFormat f) { return f == PackageFormat::LEGACY ? "legacy" : "2023-07-draft"; }

std::optional<PackageFormat> parse_format(const std::string& name) {
  if (name == "legacy") return PackageFormat::LEGACY;
  if (name == "2023-07" || name == "2023-07-draft") return PackageFormat::V2023_07;
  return std::nullopt;
}

ProblemYaml read_problem_yaml(const std::string& text) {
  ProblemYaml y;
  YAML::Node root;
  try {
    root = YAML::Load(text);
  } catch (const YAML::Exception& e) {
    y.errors.push_back(std::string("problem.yaml is not YAML: ") + e.what());
    return y;
  }
  if (!root.IsMap()) return y.errors.push_back("problem.yaml is not a map of keys"), y;
  const std::string version = scalar(root["problem_format_version"]);
  y.format = version.empty() || version == "legacy" ? PackageFormat::LEGACY : PackageFormat::V2023_07;
  if (y.format == PackageFormat::V2023_07 && version != "2023-07-draft")
    y.errors.push_back("problem_format_version '" + version + "' is not one duck knows (legacy, 2023-07-draft)");
  check_keys(root, y.format == PackageFormat::LEGACY ? LEGACY_KEYS : V2023_KEYS, format_name(y.format), y.errors);
  check_license(root, y.errors);
  if (y.format == PackageFormat::LEGACY) check_legacy(root, y.errors);
  else check_2023(root, y.errors);
  y.name = scalar(root["name"]);
  read_time_limit(root, y);
  return y;
}

}  // namespace duck
