#!/usr/bin/env bash
# Prints the architecture figures of issue 24 for a commit (default: the work tree): import arrows
# between top-level modules (each game folder under src/games/ counted as its own module), the
# circles among them, the method count of each public trait and of `App`, and the file circles by
# folder (the rule is at the top of tests/suite/layers.rs). The counting is in tests/suite/layers.rs (`figures`); this only points it at the
# commit's src/, exported with `git archive` into a temporary folder.
#   scripts/arch_figures.sh            the work tree
#   scripts/arch_figures.sh 90d6ace    another commit (read-only: nothing in the repository changes)
set -euo pipefail
cd "$(dirname "$0")/.."
args=(test --no-default-features --test suite layers::figures_of_a_tree -- --nocapture --exact)
if [ $# -eq 0 ]; then
    exec cargo "${args[@]}"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git archive "$1" src | tar -x -C "$tmp"
DICEPAD_FIGURES_SRC="$tmp/src" cargo "${args[@]}"
