#!/bin/sh
while read -r url; do
  status=$(curl -s -o /dev/null -w '%{http_code}' -H "Authorization: Bearer ${HEALTH_TOKEN}" "$url/health")
  echo "$status $url"
done < "$1"
