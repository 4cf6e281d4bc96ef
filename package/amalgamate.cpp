#include "package/amalgamate.h"

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include <boost/filesystem.hpp>

namespace duck {

namespace {

// Returns the path inside an #include "..." line, or "" for any other line.
std::string local_include(const std::string& line) {
  const size_t hash = line.find_first_not_of(" \t");
  if (hash == std::string::npos || line.compare(hash, 8, "#include") != 0) return "";
  const size_t open = line.find('"', hash);
  const size_t close = open == std::string::npos ? open : line.find('"', open + 1);
  return close == std::string::npos ? "" : line.substr(open + 1, close - open - 1);
}

// Appends the headers that path includes (recursively, dependencies first), then path itself.
void visit(const std::string& root, const std::string& path, std::set<std::string>& seen, std::vector<std::string>& out) {
  if (!seen.insert(path).second) return;
  std::istringstream in(read_project_file(root, path));
  for (std::string line; std::getline(in, line);) {
    const std::string inc = local_include(line);
    if (!inc.empty()) visit(root, inc, seen, out);
  }
  out.push_back(path);
}

}  // namespace

std::string read_project_file(const std::string& root, const std::string& path) {
  std::ifstream in(root + "/" + path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + root + "/" + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> include_order(const std::string& root, const std::vector<std::string>& cpp_files) {
  std::set<std::string> seen;
  std::vector<std::string> headers, sources;
  for (const std::string& cpp : cpp_files) {
    std::vector<std::string> order;
    visit(root, cpp, seen, order);
    for (const std::string& f : order) (f == cpp ? sources : headers).push_back(f);
  }
  headers.insert(headers.end(), sources.begin(), sources.end());
  return headers;
}

std::string amalgamate(const std::string& root, const std::vector<std::string>& files,
                       const std::map<std::string, std::string>& replaced, const std::string& banner) {
  std::string out = banner;
  for (const std::string& f : files) {
    const auto r = replaced.find(f);
    std::istringstream in(r != replaced.end() ? r->second : read_project_file(root, f));
    out += "\n// ---- " + f + " ----\n";
    for (std::string line; std::getline(in, line);)
      if (local_include(line).empty() && line != "#pragma once") out += line + "\n";
  }
  return out;
}

std::vector<std::string> judge_program_files(const std::string& root) {
  std::istringstream in(read_project_file(root, JUDGE_PROGRAM_LIST));
  std::vector<std::string> files;
  for (std::string line; std::getline(in, line);)
    if (!line.empty() && line[0] != '#') files.push_back(line);
  if (files.empty()) throw std::runtime_error(JUDGE_PROGRAM_LIST + std::string(" lists no file"));
  return files;
}

}  // namespace duck
