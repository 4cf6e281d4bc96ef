#include "tools/json_output.h"

#include <fstream>
#include <iostream>

namespace duck {

nlohmann::ordered_json json_report(const std::string& command, int version) {
  nlohmann::ordered_json j;
  j["schema"] = "duck-" + command + "/" + std::to_string(version);
  return j;
}

bool write_json_report(const std::string& path, const nlohmann::ordered_json& report, const std::string& subcommand) {
  const std::string text = report.dump(2, ' ', true, nlohmann::json::error_handler_t::replace) + "\n";
  if (path == "-") return bool(std::cout << text);  // a write error on stdout is reported by main
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  f << text;
  if (f.flush()) return true;
  std::cerr << "duck " << subcommand << ": cannot write " << path << "\n";
  return false;
}

}  // namespace duck
