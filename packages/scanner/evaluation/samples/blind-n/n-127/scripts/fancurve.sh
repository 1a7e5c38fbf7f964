#!/usr/bin/env bash
# simple linear curve: 30% below 50C, 100% at 85C
while true; do
  t=$(nvidia-smi --query-gpu=temperature.gpu --format=csv,noheader,nounits 2>/dev/null | head -1)
  [ -z "$t" ] && sleep 10 && continue
  if [ "$t" -lt 50 ]; then s=30; elif [ "$t" -gt 85 ]; then s=100; else s=$(( 30 + (t-50)*2 )); fi
  nvidia-settings -a "[fan:0]/GPUTargetFanSpeed=$s" >/dev/null 2>&1
  sleep 5
done
