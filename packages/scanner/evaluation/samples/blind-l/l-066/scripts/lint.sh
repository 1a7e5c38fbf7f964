#!/usr/bin/env bash
docker run --rm -i hadolint/hadolint:v2.12.0 < "${1:-Dockerfile}"
