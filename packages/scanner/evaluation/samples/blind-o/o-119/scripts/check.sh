#!/bin/bash
for v in "$@"; do
  if [ -n "${!v:-}" ]; then echo "$v: set (${#v} chars name, value hidden)"; else echo "$v: MISSING"; fi
done
