# Shared by the play and test scripts: makes sure Rust and the system packages are there.
# shellcheck shell=bash
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null; then
  [ -x "$HOME/.cargo/bin/cargo" ] || {
    echo "Rust is not installed: installing it with rustup (https://rustup.rs)." >&2
    curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
  }
  export PATH="$HOME/.cargo/bin:$PATH"
fi
# The system packages only: the calling script's own arguments are the game's options, not package names.
scripts/install-deps
