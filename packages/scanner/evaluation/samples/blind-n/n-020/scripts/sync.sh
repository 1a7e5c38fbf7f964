#!/usr/bin/env bash
set -euo pipefail
dest=${1:?user@host}; shift || true
rsync -av "$@" --files-from=- "$HOME/" "$dest:dotfiles-incoming/" <<'EOF'
.zshrc
.bashrc
.gitconfig
.tmux.conf
.config/nvim/init.lua
.config/starship.toml
EOF
echo "note: ~/.ssh, ~/.aws and ~/.gnupg are never synced by this script"
