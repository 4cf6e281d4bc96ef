#include "tools/commands.h"

namespace duck {

void add_all_commands(CLI::App& app, int& status) {
  add_grade(app, status);
  add_check(app, status);
  add_stress(app, status);
  add_gen(app, status);
  add_validate(app, status);
  add_perft(app, status);
  add_show(app, status);
  add_mutants(app, status);
  add_suite(app, status);
  add_package(app, status);
  add_wrong(app, status);
}

}  // namespace duck
