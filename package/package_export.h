// The members of the package's zip in either layout: legacy (problem/ as it is) or 2023-07-draft
// (problem.yaml with problem_format_version, statement/, output_validator/).
#pragma once

#include <string>
#include <vector>

#include "package/problem_yaml.h"
#include "package/zip_archive.h"

namespace duck {

// Returns where a file of the legacy package (a path relative to it) goes in format f's layout, or ""
// when that layout leaves it out (2023-07: .timelimit, the .desc files, the statement's HTML).
std::string path_in_format(const std::string& legacy_path, PackageFormat f);

// Returns 2023-07-draft's problem.yaml made from the legacy one and the time limit in seconds: name,
// uuid, source (name and url), credits, license, rights_owner, limits with time_limit. Throws
// std::runtime_error when the legacy text is not YAML.
std::string problem_yaml_2023(const std::string& legacy_yaml, const std::string& time_limit);

// Returns the members of the zip of the legacy package in problem_dir, in format f's layout, sorted
// by path; executables keep their execute bit. Throws std::runtime_error when a file cannot be read.
std::vector<ZipMember> package_members(const std::string& problem_dir, PackageFormat f);

}  // namespace duck
