#include "mutation/mutate.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace duck {

namespace {

struct Token {
  enum Kind { IDENT, NUMBER, PUNCT } kind;
  std::string text;
  size_t offset;
  int line;
  bool frozen = false;  // inside a skipped function or a template's angle brackets
};

// Returns true for a byte that may start an identifier.
bool ident_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }

// Returns true for a byte that may continue an identifier or a number.
bool ident_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Returns the tokens of a C++ source, without comments, literals of text and preprocessor lines.
std::vector<Token> lex(const std::string& s) {
  static const char* const PUNCTS[] = {">>=", "<<=", "...", "->*", "::", "->", "++", "--", "<<", ">>", "<=", ">=", "==",
                                       "!=",  "&&",  "||",  "+=",  "-=", "*=", "/=", "%=", "&=", "|=", "^="};
  std::vector<Token> out;
  int line = 1;
  bool line_start = true;
  for (size_t i = 0; i < s.size();) {
    const char c = s[i];
    if (c == '\n') {
      ++line, ++i, line_start = true;
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
      continue;
    }
    if (c == '#' && line_start) {  // a preprocessor line, with its continuations
      while (i < s.size() && !(s[i] == '\n' && s[i - 1] != '\\')) line += s[i] == '\n', ++i;
      continue;
    }
    line_start = false;
    if (s.compare(i, 2, "//") == 0) {
      while (i < s.size() && s[i] != '\n') ++i;
      continue;
    }
    if (s.compare(i, 2, "/*") == 0) {
      const size_t end = s.find("*/", i + 2);
      const size_t stop = end == std::string::npos ? s.size() : end + 2;
      line += int(std::count(s.begin() + long(i), s.begin() + long(stop), '\n'));
      i = stop;
      continue;
    }
    if (c == '"' || c == '\'') {
      size_t j = i + 1;
      while (j < s.size() && s[j] != c) j += s[j] == '\\' ? 2 : 1;
      i = j + 1;
      continue;
    }
    Token t{Token::PUNCT, "", i, line};
    if (std::isdigit(static_cast<unsigned char>(c))) {
      size_t j = i;
      while (j < s.size() && (ident_char(s[j]) || s[j] == '.' || s[j] == '\'')) ++j;
      t.kind = Token::NUMBER, t.text = s.substr(i, j - i);
    } else if (ident_start(c)) {
      size_t j = i;
      while (j < s.size() && ident_char(s[j])) ++j;
      t.kind = Token::IDENT, t.text = s.substr(i, j - i);
    } else {
      t.text = std::string(1, c);
      for (const char* p : PUNCTS)
        if (s.compare(i, std::char_traits<char>::length(p), p) == 0) {
          t.text = p;
          break;
        }
    }
    i += t.text.size();
    out.push_back(t);
  }
  return out;
}

// Returns the index of the token closing the bracket opened at `open`, or the last index.
size_t matching(const std::vector<Token>& t, size_t open) {
  const std::string o = t[open].text, c = o == "(" ? ")" : o == "[" ? "]" : o == "{" ? "}" : ">";
  int depth = 0;
  for (size_t i = open; i < t.size(); ++i) {
    if (t[i].text == o) ++depth;
    if (t[i].text == c && --depth == 0) return i;
  }
  return t.size() - 1;
}

// Returns true for identifiers that name a type (CamelCase or a built-in), before which & and
// < are declarations or template arguments rather than operators.
bool type_like(const Token& t) {
  static const std::set<std::string> BUILTIN = {"int", "bool", "char", "auto", "unsigned", "long", "short", "double",
                                                "float", "void", "const", "size_t", "uint8_t", "uint64_t", "int8_t",
                                                "uint16_t", "uint32_t", "int64_t", "string"};
  if (t.kind != Token::IDENT) return false;
  if (BUILTIN.count(t.text)) return true;
  const bool upper_first = std::isupper(static_cast<unsigned char>(t.text[0])) != 0;
  const bool has_lower = std::any_of(t.text.begin(), t.text.end(), [](char ch) { return std::islower(static_cast<unsigned char>(ch)) != 0; });
  return upper_first && has_lower;
}

// Returns true when the token before i ends an operand (so the token at i is a binary operator).
bool after_operand(const std::vector<Token>& t, size_t i) {
  if (i == 0) return false;
  const Token& p = t[i - 1];
  static const std::set<std::string> KEYWORDS = {"return", "case", "if", "while", "else", "do", "sizeof"};
  if (p.kind == Token::IDENT) return !KEYWORDS.count(p.text);
  return p.kind == Token::NUMBER || p.text == ")" || p.text == "]";
}

// Freezes the tokens of skipped functions' bodies, of calls of skipped names (an assert: compiled out of
// the release judge, so a mutant there could never be killed), and of template argument lists.
void freeze(std::vector<Token>& t, const std::vector<std::string>& skip) {
  static const std::set<std::string> TEMPLATES = {"static_cast", "const_cast", "reinterpret_cast", "dynamic_cast", "template",
                                                  "array", "vector", "map", "set", "pair", "numeric_limits", "function",
                                                  "unique_ptr", "shared_ptr", "char_traits"};
  for (size_t i = 0; i + 1 < t.size(); ++i) {
    if (t[i].kind == Token::IDENT && std::find(skip.begin(), skip.end(), t[i].text) != skip.end() && t[i + 1].text == "(") {
      size_t j = matching(t, i + 1) + 1;
      while (j < t.size() && t[j].text != "{" && t[j].text != ";") ++j;
      if (j < t.size() && t[j].text == "{")
        for (size_t k = i, end = matching(t, j); k <= end; ++k) t[k].frozen = true;
      else
        for (size_t k = i, end = matching(t, i + 1); k <= end; ++k) t[k].frozen = true;  // the call only
    }
    if (t[i + 1].text == "<" && t[i].kind == Token::IDENT && (TEMPLATES.count(t[i].text) || type_like(t[i]))) {
      int depth = 0;
      for (size_t k = i + 1; k < t.size(); ++k) {
        if (t[k].text == "<") ++depth;
        if (t[k].text == ">" && --depth == 0) {
          for (size_t m = i + 1; m <= k; ++m) t[m].frozen = true;
          break;
        }
        if (t[k].text == ";" || t[k].text == "{") break;
      }
    }
  }
}

// Returns the binding strength of a binary operator among those LOR splits and those it must
// not split (higher binds tighter), or 0 for other tokens.
int precedence(const std::string& op) {
  if (op == "||") return 1;
  if (op == "&&") return 2;
  if (op == "|") return 3;
  if (op == "^") return 4;
  if (op == "&") return 5;
  return 0;
}

// Returns true for tokens that end an operand scan whatever the depth-0 context.
bool delimiter(const Token& t) {
  static const std::set<std::string> STOP = {",", ";", "{", "}", "?", ":", "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
                                             "<<=", ">>=", "return", "case"};
  return STOP.count(t.text) > 0;
}

// Returns the first token index of the left operand of the binary operator at i.
size_t left_operand(const std::vector<Token>& t, size_t i) {
  const int p = precedence(t[i].text);
  int depth = 0;
  for (size_t k = i; k-- > 0;) {
    const std::string& x = t[k].text;
    if (x == ")" || x == "]") ++depth;
    else if (x == "(" || x == "[") {
      if (depth == 0) return k + 1;
      --depth;
    } else if (depth == 0 && (delimiter(t[k]) || (precedence(x) && precedence(x) <= p && after_operand(t, k)))) {
      return k + 1;
    }
  }
  return 0;
}

// Returns the last token index of the right operand of the binary operator at i.
size_t right_operand(const std::vector<Token>& t, size_t i) {
  const int p = precedence(t[i].text);
  int depth = 0;
  for (size_t k = i + 1; k < t.size(); ++k) {
    const std::string& x = t[k].text;
    if (x == "(" || x == "[") ++depth;
    else if (x == ")" || x == "]") {
      if (depth == 0) return k - 1;
      --depth;
    } else if (depth == 0 && (delimiter(t[k]) || (precedence(x) && precedence(x) <= p && after_operand(t, k)))) {
      return k - 1;
    }
  }
  return t.size() - 1;
}

// Returns the number 1 more or less than the literal (same suffix), or "" when it is not a plain
// integer or the result would be negative.
std::string shifted(const std::string& lit, int by) {
  size_t digits = 0;
  const bool hex = lit.size() > 2 && lit[0] == '0' && (lit[1] == 'x' || lit[1] == 'X');
  size_t start = hex ? 2 : 0;
  for (digits = start; digits < lit.size() && std::isxdigit(static_cast<unsigned char>(lit[digits])) &&
                       (hex || std::isdigit(static_cast<unsigned char>(lit[digits])));
       ++digits) {
  }
  const std::string suffix = lit.substr(digits);
  if (digits == start || suffix.find_first_not_of("uUlL") != std::string::npos) return "";
  const unsigned long long v = std::stoull(lit.substr(start, digits - start), nullptr, hex ? 16 : 10);
  if (by < 0 && v == 0) return "";
  return std::to_string(by < 0 ? v - 1 : v + 1) + suffix;
}

}  // namespace

std::string describe(const Mutation& m) {
  auto flat = [](std::string s) {
    for (char& c : s)
      if (c == '\n' || c == '\t') c = ' ';
    std::string out;
    for (const char c : s)
      if (!(c == ' ' && !out.empty() && out.back() == ' ')) out += c;
    return out.size() > 60 ? out.substr(0, 57) + "..." : out;
  };
  return m.file + ":" + std::to_string(m.line) + " " + m.op + " `" + flat(m.original) + "` -> `" + flat(m.replacement) + "`";
}

std::string apply_mutation(const std::string& source, const Mutation& m) {
  return source.substr(0, m.offset) + m.replacement + source.substr(m.offset + m.length);
}

std::vector<Mutation> find_mutations(const std::string& file, const std::string& source, const std::vector<std::string>& skip) {
  std::vector<Token> t = lex(source);
  freeze(t, skip);
  std::vector<Mutation> out;
  // Adds the replacement of bytes [begin, end) by `replacement`, reported at `line`.
  auto add_span = [&](const char* op, int line, size_t begin, size_t end, const std::string& replacement) {
    Mutation m;
    m.file = file, m.op = op, m.line = line, m.offset = begin, m.length = end - begin;
    m.original = source.substr(begin, end - begin);
    m.replacement = replacement;
    out.push_back(m);
  };
  // Adds the replacement of tokens first..last.
  auto add = [&](const char* op, size_t first, size_t last, const std::string& replacement) {
    add_span(op, t[first].line, t[first].offset, t[last].offset + t[last].text.size(), replacement);
  };
  auto text = [&](size_t first, size_t last) {
    return source.substr(t[first].offset, t[last].offset + t[last].text.size() - t[first].offset);
  };
  for (size_t i = 0; i < t.size(); ++i) {
    if (t[i].frozen) continue;
    const std::string& x = t[i].text;
    if (t[i].kind == Token::NUMBER) {
      for (const int by : {+1, -1}) {
        const std::string y = shifted(x, by);
        if (!y.empty()) add("CRP", i, i, y);
      }
      continue;
    }
    if ((x == "<" || x == ">" || x == "<=" || x == ">=" || x == "==" || x == "!=") && after_operand(t, i)) {
      const std::string y = x == "<" ? "<=" : x == "<=" ? "<" : x == ">" ? ">=" : x == ">=" ? ">" : x == "==" ? "!=" : "==";
      add("ROR", i, i, y);
    } else if ((x == "+" || x == "-") && after_operand(t, i)) {
      add("AOR", i, i, x == "+" ? "-" : "+");
    } else if (x == "+=" || x == "-=") {
      add("AOR", i, i, x == "+=" ? "-=" : "+=");
    } else if ((x == "if" || x == "while") && i + 1 < t.size() && t[i + 1].text == "(") {
      const size_t close = matching(t, i + 1);
      if (close > i + 2) add("NEG", i + 2, close - 1, "!(" + text(i + 2, close - 1) + ")");
    } else if (precedence(x) && after_operand(t, i) && !(x == "&" && type_like(t[i - 1]))) {
      const size_t left = left_operand(t, i), right = right_operand(t, i);
      if (left < i && right > i) {
        add_span("LOR", t[i].line, t[i - 1].offset + t[i - 1].text.size(), t[right].offset + t[right].text.size(), "");
        add_span("LOR", t[i].line, t[left].offset, t[i + 1].offset, "");
      }
    } else if (x == "return") {
      size_t end = i;
      int depth = 0;
      while (end < t.size() && !(depth == 0 && t[end].text == ";")) {
        if (t[end].text == "(" || t[end].text == "{") ++depth;
        if (t[end].text == ")" || t[end].text == "}") --depth;
        ++end;
      }
      const bool guarded = i > 0 && (t[i - 1].text == ")" || t[i - 1].text == "else");
      const bool not_last = end + 1 < t.size() && t[end + 1].text != "}";
      if (end < t.size() && (guarded || not_last)) add("RET", i, end, ";");
    }
  }
  return out;
}

namespace {

// Returns true when the tokens [first, last) open a scope that holds declarations (a namespace, a
// class, an enumeration, a linkage block) rather than a function body or an initialiser.
bool opens_scope(const std::vector<Token>& t, size_t first, size_t last) {
  static const std::set<std::string> SCOPES = {"namespace", "struct", "class", "union", "enum", "extern"};
  for (size_t i = first; i < last; ++i)
    if (t[i].text == "(") return false;
    else if (SCOPES.count(t[i].text)) return true;
  return false;
}

// Returns true when the tokens [first, last) hold an `=` outside brackets (an initialiser follows).
bool has_initialiser(const std::vector<Token>& t, size_t first, size_t last) {
  for (size_t i = first; i < last; ++i)
    if (t[i].text == "=") return true;
  return false;
}

// Returns the index of the brace opening the body of the function whose parameter list closes at
// `close` (after qualifiers and member initialisers), or 0 when it has none (a declaration).
size_t body_after(const std::vector<Token>& t, size_t close) {
  size_t j = close + 1;
  while (j < t.size() && t[j].text != "{" && t[j].text != ":" && t[j].text != ";" && t[j].text != "=") ++j;
  if (j < t.size() && t[j].text == ":")  // member initialisers: name(...) or name{...}, separated by commas
    for (++j; j < t.size();) {
      while (j < t.size() && t[j].text != "(" && t[j].text != "{") ++j;
      if (j >= t.size()) break;
      j = matching(t, j) + 1;
      if (j < t.size() && t[j].text == ",") ++j;
      else break;
    }
  return j < t.size() && t[j].text == "{" ? j : 0;
}

}  // namespace

std::vector<std::pair<size_t, size_t>> function_bodies(const std::string& source) {
  const std::vector<Token> t = lex(source);
  std::vector<std::pair<size_t, size_t>> out;
  size_t start = 0;  // the first token of the declaration being read
  for (size_t i = 0; i < t.size(); ++i) {
    const std::string& x = t[i].text;
    if (x == ";" || x == "}") {
      start = i + 1;
    } else if (x == "{") {
      if (opens_scope(t, start, i)) start = i + 1;
      else i = matching(t, i);  // a variable's braced initialiser
    } else if (x == "(" && has_initialiser(t, start, i)) {
      i = matching(t, i);
    } else if (x == "(" && i > 0 && t[i - 1].text == "operator" && i + 1 < t.size() && t[i + 1].text == ")") {
      ++i;  // the name operator(), not a parameter list
    } else if (x == "(") {
      const size_t close = matching(t, i), body = body_after(t, close);
      if (body == 0) {
        i = close;
        continue;
      }
      i = matching(t, body);
      out.emplace_back(t[body].offset, t[i].offset);
      start = i + 1;
    }
  }
  return out;
}

std::string without_constexpr(const std::string& source) {
  const std::vector<Token> t = lex(source);
  std::string out = source;
  for (size_t i = t.size(); i-- > 0;) {
    if (t[i].text != "constexpr") continue;
    size_t j = i + 1;
    while (j < t.size() && t[j].text != "(" && t[j].text != "=" && t[j].text != "{" && t[j].text != ";") ++j;
    const bool function = j < t.size() && t[j].text == "(";
    out.replace(t[i].offset, t[i].text.size(), function ? "" : "const");
  }
  return out;
}

}  // namespace duck
