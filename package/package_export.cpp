#include "package/package_export.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <set>
#include <stdexcept>

#include <boost/filesystem.hpp>

#include "support/files.h"

namespace duck {

namespace fs = boost::filesystem;

namespace {

// The top-level entries of problem/ that belong in the package (README.md does not).
const std::set<std::string> PACKAGE_ENTRIES = {"problem.yaml", ".timelimit", "domjudge-problem.ini", "problem_statement",
                                               "data", "input_validators", "output_validators", "submissions"};

// The problem's uuid in the 2023-07 format (made once for Duck Chess; keep it when the problem changes
// a little, make a new one when it changes much).
const char* const DUCK_CHESS_UUID = "5b3f0c52-8f0e-4d57-a6c2-2f1c9e7d4a31";

// Returns true when path (relative to the package) starts with prefix.
bool starts_with(const std::string& path, const std::string& prefix) { return path.compare(0, prefix.size(), prefix) == 0; }

// Returns the package's files: paths relative to problem_dir, sorted.
std::vector<std::string> package_files(const std::string& problem_dir) {
  std::vector<std::string> files;
  for (fs::recursive_directory_iterator it(problem_dir), end; it != end; ++it) {
    if (!fs::is_regular_file(it->path())) continue;
    const std::string rel = it->path().string().substr(problem_dir.size() + 1);
    if (PACKAGE_ENTRIES.count(rel.substr(0, rel.find('/')))) files.push_back(rel);
  }
  std::sort(files.begin(), files.end());
  return files;
}

// Copies key from the legacy map into out when there.
void copy_key(const YAML::Node& legacy, YAML::Emitter& out, const char* key) {
  if (legacy[key]) out << YAML::Key << key << YAML::Value << legacy[key].as<std::string>();
}

// Writes the 2023-07 limits: time_limit, then the legacy limits both formats know.
void emit_limits(const YAML::Node& legacy, const std::string& time_limit, YAML::Emitter& out) {
  out << YAML::Key << "limits" << YAML::Value << YAML::BeginMap << YAML::Key << "time_limit" << YAML::Value << time_limit;
  for (const char* key : {"memory", "output", "code", "compilation_time", "compilation_memory", "validation_time",
                          "validation_memory", "validation_output"})
    if (legacy["limits"] && legacy["limits"][key]) out << YAML::Key << key << YAML::Value << legacy["limits"][key].as<std::string>();
  out << YAML::EndMap;
}

}  // namespace

std::string path_in_format(const std::string& path, PackageFormat f) {
  if (f == PackageFormat::LEGACY) return path;
  if (path == ".timelimit" || (path.size() > 5 && path.compare(path.size() - 5, 5, ".desc") == 0)) return "";
  if (starts_with(path, "problem_statement/"))
    return path.size() > 4 && path.compare(path.size() - 4, 4, ".tex") == 0 ? "statement/" + path.substr(18) : "";
  if (starts_with(path, "output_validators/")) {
    const size_t program_end = path.find('/', 18);
    return program_end == std::string::npos ? "output_validator/" + path.substr(18) : "output_validator/" + path.substr(program_end + 1);
  }
  return path;
}

std::string problem_yaml_2023(const std::string& legacy_yaml, const std::string& time_limit) {
  YAML::Node legacy;
  try {
    legacy = YAML::Load(legacy_yaml);
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(std::string("problem.yaml is not YAML: ") + e.what());
  }
  YAML::Emitter out;
  out << YAML::BeginMap << YAML::Key << "problem_format_version" << YAML::Value << "2023-07-draft";
  copy_key(legacy, out, "type");
  copy_key(legacy, out, "name");
  out << YAML::Key << "uuid" << YAML::Value << DUCK_CHESS_UUID;
  if (legacy["author"]) out << YAML::Key << "credits" << YAML::Value << legacy["author"].as<std::string>();
  if (legacy["source"]) {
    out << YAML::Key << "source" << YAML::Value << YAML::BeginMap << YAML::Key << "name" << YAML::Value << legacy["source"].as<std::string>();
    if (legacy["source_url"]) out << YAML::Key << "url" << YAML::Value << legacy["source_url"].as<std::string>();
    out << YAML::EndMap;
  }
  copy_key(legacy, out, "license");
  copy_key(legacy, out, "rights_owner");
  emit_limits(legacy, time_limit, out);
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

std::vector<ZipMember> package_members(const std::string& problem_dir, PackageFormat f) {
  std::vector<ZipMember> members;
  for (const std::string& rel : package_files(problem_dir)) {
    const std::string to = path_in_format(rel, f);
    if (to.empty()) continue;
    const fs::path from = problem_dir + "/" + rel;
    std::string content;
    if (!read_file(from.string(), content)) throw std::runtime_error("cannot read " + from.string());
    const bool executable = (fs::status(from).permissions() & fs::owner_exe) != 0;
    members.push_back({to, content, executable});
  }
  if (f == PackageFormat::V2023_07)
    for (ZipMember& m : members)
      if (m.name == "problem.yaml") {
        std::string seconds = file_text(problem_dir + "/.timelimit");
        seconds.erase(std::remove_if(seconds.begin(), seconds.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)); }), seconds.end());
        m.content = problem_yaml_2023(m.content, seconds.empty() ? "1" : seconds);
      }
  std::sort(members.begin(), members.end(), [](const ZipMember& a, const ZipMember& b) { return a.name < b.name; });
  return members;
}

}  // namespace duck
