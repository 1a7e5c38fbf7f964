#!/usr/bin/env bash
set -euo pipefail
shell_name=$(basename "${SHELL:-bash}")
case "$shell_name" in
  zsh)  rc="$HOME/.zshrc";  line='eval "$(direnv hook zsh)"' ;;
  bash) rc="$HOME/.bashrc"; line='eval "$(direnv hook bash)"' ;;
  *) echo "unsupported shell $shell_name; see https://direnv.net/docs/hook.html"; exit 1 ;;
esac
if grep -qF "direnv hook" "$rc" 2>/dev/null; then
  echo "direnv hook already present in $rc"; exit 0
fi
echo "Will append to $rc:"; echo "  $line"
read -r -p "Proceed? [y/N] " a
[ "$a" = "y" ] || { echo "skipped"; exit 0; }
printf '\n# direnv\n%s\n' "$line" >> "$rc"
echo "added; open a new terminal or run: source $rc"
