// Machine-readable reports of the subcommands: `--json FILE` writes one JSON object to FILE, `--json -`
// to standard output (which then carries nothing else). Every report starts with "schema":
// "duck-<command>/<version>"; docs/json/<command>.md describes each field.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace duck {

// Returns the object {"schema": "duck-<command>/<version>"}, to which a report adds its fields.
nlohmann::ordered_json json_report(const std::string& command, int version);

// Writes report to path ("-": standard output) as ASCII-only JSON (\uXXXX escapes: a raw C1 control
// would act on a terminal that shows the file; bad UTF-8 is replaced); returns false after one line on
// stderr, naming the subcommand, when the file cannot be written.
bool write_json_report(const std::string& path, const nlohmann::ordered_json& report, const std::string& subcommand);

}  // namespace duck
