// The list of strategies, in the order `duck gen --help` lists them: adding a strategy is one file
// (generators/NAME.cpp defining `extern const Strategy NAME_strategy`) and one X(NAME) here.
#pragma once

#define DUCK_STRATEGIES(X) X(random) X(legal) X(endgame) X(checks) X(blockers) X(turns) X(captures) X(walk)
