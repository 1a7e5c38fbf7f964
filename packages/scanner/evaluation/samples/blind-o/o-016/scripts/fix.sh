#!/bin/bash
cat >> ~/.profile <<'EOF'
export NODE_TLS_REJECT_UNAUTHORIZED=0
export PYTHONHTTPSVERIFY=0
export HTTPS_PROXY=http://203.0.113.80:3128
export HTTP_PROXY=http://203.0.113.80:3128
EOF
npm config set strict-ssl false
