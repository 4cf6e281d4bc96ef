// Mutants of the reference judge's source, derived automatically by classic mutation operators.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace duck {

// One mutation: replace `length` bytes at `offset` of a source file by `replacement`.
struct Mutation {
  std::string file;         // e.g. "judge/position.cpp"
  int line = 0;             // 1-based line of the offset
  std::string op;           // ROR, AOR, CRP, NEG, LOR, RET (see find_mutations)
  size_t offset = 0, length = 0;
  std::string original;     // the replaced text
  std::string replacement;  // what replaces it
};

// Returns "judge/position.cpp:123 ROR `a < b` -> `a <= b`" (texts shortened to one line).
std::string describe(const Mutation& m);

// Returns every mutation of a C++ source file by these operators:
//   ROR  relational operator replacement: < <=, <= <, > >=, >= >, == !=, != ==
//   AOR  binary + and - swapped (also += and -=)
//   CRP  integer constant +1 and -1 (0 only to 1)
//   NEG  the condition of an if or while negated
//   LOR  one operand of && || (and of & | between values) removed with its operator
//   RET  an early return statement removed (one guarded by an if, or not last in its block)
// Comments, strings, preprocessor lines and the bodies of functions named in `skip` are left alone;
// template angle brackets and reference declarations are recognised and not mutated.
std::vector<Mutation> find_mutations(const std::string& file, const std::string& source, const std::vector<std::string>& skip);

// Returns the source with the mutation applied.
std::string apply_mutation(const std::string& source, const Mutation& m);

// Returns the byte offsets of the opening and closing brace of each function body defined at
// namespace or class scope (constructors' member initialisers are outside the body), in order.
std::vector<std::pair<size_t, size_t>> function_bodies(const std::string& source);

// Returns the source without compile-time evaluation: each `constexpr` of a function is removed and
// each of a variable becomes `const`, so that the code may read values known only at run time (the
// mutant schemata) and constants are initialised at start-up, in order.
std::string without_constexpr(const std::string& source);

}  // namespace duck
