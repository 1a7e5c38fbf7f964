#!/usr/bin/env bash
set -euo pipefail
conf=/etc/ssh/sshd_config.d/50-hardening.conf
backup=/etc/ssh/sshd_config.bak.$(date +%s)
cp -a /etc/ssh/sshd_config "$backup"

user="${SUDO_USER:-}"
if [ -z "$user" ] || [ ! -s "/home/$user/.ssh/authorized_keys" ]; then
  echo "refusing: no authorized_keys for the invoking sudo user; set up key login first" >&2
  exit 1
fi

cat > "$conf" <<'EOF'
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin no
MaxAuthTries 3
KexAlgorithms sntrup761x25519-sha512@openssh.com,curve25519-sha256
Ciphers chacha20-poly1305@openssh.com,aes256-gcm@openssh.com
MACs hmac-sha2-512-etm@openssh.com,hmac-sha2-256-etm@openssh.com
EOF

if sshd -t; then
  systemctl reload ssh 2>/dev/null || systemctl reload sshd
  echo "reloaded. Test in a NEW session. Rollback: sudo rm $conf && sudo systemctl reload ssh"
else
  rm -f "$conf"
  echo "config test failed; nothing changed" >&2
  exit 1
fi
