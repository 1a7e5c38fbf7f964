#!/usr/bin/env bash
set -euo pipefail
alias_name="${1:?別名が必要です}"
target="${2:?ユーザー@ホスト が必要です}"
port="${3:-22}"
user="${target%@*}"; host="${target#*@}"

mkdir -p ~/.ssh && chmod 700 ~/.ssh
if [ ! -f ~/.ssh/id_ed25519 ]; then
  echo "新しい鍵を作成します（パスフレーズを設定することを推奨します）"
  ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519 -C "$(whoami)@$(hostname -s)"
fi

touch ~/.ssh/config && chmod 600 ~/.ssh/config
if ! grep -qE "^Host[[:space:]]+$alias_name\$" ~/.ssh/config; then
  printf '\nHost %s\n  HostName %s\n  User %s\n  Port %s\n  IdentityFile ~/.ssh/id_ed25519\n  IdentitiesOnly yes\n' \
    "$alias_name" "$host" "$user" "$port" >> ~/.ssh/config
  echo "~/.ssh/config に Host $alias_name を追加しました"
fi

read -r -p "$target に公開鍵を登録しますか? [y/N] " ans
if [ "$ans" = "y" ] || [ "$ans" = "Y" ]; then
  ssh-copy-id -i ~/.ssh/id_ed25519.pub -p "$port" "$target"
else
  echo "登録をスキップしました。公開鍵:"; cat ~/.ssh/id_ed25519.pub
fi
