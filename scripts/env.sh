# Sourced by the other scripts: the repository root and the tool paths.
# (Not executable on purpose: `source scripts/env.sh` in a shell of your own.)
CLEVER_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CLEVER_PATH_ADD="${CARGO_HOME:-$HOME/.cargo}/bin:$CLEVER_ROOT/tests/e2e/node_modules/.bin"
case ":$PATH:" in
  *":$CLEVER_PATH_ADD:"*) ;;
  # Prepended: npm's wasm-opt (binaryen 132) must win over any system one.
  *) export PATH="$CLEVER_PATH_ADD:$PATH" ;;
esac
export CLEVER_ROOT CLEVER_PATH_ADD
